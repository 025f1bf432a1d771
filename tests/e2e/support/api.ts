// The API as a test's set-up calls it (a shopper's cart, an order, a profile), beside the browser.

/** A caller of the store's API at `baseUrl` with a shopper's token; a non-2xx answer fails the test with its body. */
export function apiAs(baseUrl: string) {
  return async function api<T>(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}
