// A console list's query as the address's search part (issue 31): '?status=placed&page=2', or nothing when
// no filter is set; a filter left empty or unset is not sent.
export function searchPart(query: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.size > 0 ? `?${search.toString()}` : '';
}
