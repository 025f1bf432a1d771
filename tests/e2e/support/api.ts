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

/**
 * Variants with at least `quantity` in stock, `count` of them from different products. The whole suite
 * shares one server and its seeded stock: the list's own variant (the cheapest) of the first products
 * runs out as the suite's orders take it, so a test asks for the stock it needs, not the first product.
 */
export async function variantsInStock(baseUrl: string, count: number, quantity = 1): Promise<number[]> {
  const list = (await (await fetch(`${baseUrl}/api/products?pageSize=60&inStock=true`)).json()) as { productsReturned: { products: { id: number }[] } };
  const found: number[] = [];
  for (const { id } of list.productsReturned.products) {
    const details = (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as { productReturned: { variants: { productDetailId: number; stock: number }[] } };
    const variant = details.productReturned.variants.toSorted((a, b) => b.stock - a.stock)[0];
    if (variant !== undefined && variant.stock >= quantity + 2) found.push(variant.productDetailId);
    if (found.length === count) return found;
  }
  throw new Error(`e2e: ${count} variants with ${quantity} in stock expected`);
}
