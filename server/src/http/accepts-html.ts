// Who gets the storefront's page (issue 28). A browser names text/html; crawlers, link-preview
// fetchers (facebookexternalhit sends `Accept: */*` with a Range), curl, HTTP libraries and uptime
// monitors send `*/*` or no Accept at all. All of them get the page. Only a request whose Accept
// leaves HTML out (`application/json`, `image/*`, `text/html;q=0`) gets the JSON 404 the API speaks.

/** The q value of one media range (`;q=0.5`), 1 when absent, 0 when unreadable or out of range. */
function quality(params: readonly string[]): number {
  for (const param of params) {
    const [name, value] = param.split('=', 2).map((part) => part.trim());
    if (name?.toLowerCase() !== 'q') continue;
    const q = Number(value);
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}

/**
 * Whether an Accept header lets HTML through (RFC 9110 §12.5.1: the most specific range that matches
 * text/html decides; none matching means HTML is not acceptable). No header at all accepts anything.
 */
export function acceptsHtml(accept: string | string[] | undefined): boolean {
  const header = Array.isArray(accept) ? accept.join(',') : accept;
  if (header === undefined || header.trim() === '') return true;
  let best: { specificity: number; q: number } | null = null;
  for (const range of header.split(',')) {
    const [type = '', ...params] = range.split(';');
    const media = type.trim().toLowerCase();
    const specificity = media === 'text/html' ? 3 : media === 'text/*' ? 2 : media === '*/*' || media === '*' ? 1 : 0;
    if (specificity === 0) continue;
    if (best === null || specificity > best.specificity) best = { specificity, q: quality(params) };
  }
  return best !== null && best.q > 0;
}

/** Adds names to the answer's Vary, keeping what is there and naming each once. */
export function addVary(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const listed = (typeof current === 'string' ? current.split(',') : Array.isArray(current) ? current.map(String) : [])
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) if (!listed.some((present) => present.toLowerCase() === name.toLowerCase())) listed.push(name);
  if (listed.length > 0) reply.header('vary', listed.join(', '));
}
