// One way to read a cookie, for the server (server/src/http) and the browser (document.cookie): whoever
// controls a subdomain can set a cookie for the store, and an old version can leave one half-written.
// A value that does not decode (`%E0%A4%A`) is as if the cookie were not there, never an exception that
// makes a page a 500 or leaves the browser's page unusable (issue 28).

/** The value of the first cookie called `name` in a Cookie header (or document.cookie), decoded; undefined when absent or undecodable. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    let raw = pair.slice(at + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
