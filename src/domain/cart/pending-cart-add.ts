// A guest's "Add to cart", kept while they sign in (or sign up and verify) and applied once after:
// the product, the variant and quantity they chose, the stock they saw, and when they tapped.

export const PENDING_CART_ADD_KEY = 'pendingCartAdd';
/** Long enough to sign up and type the e-mailed code; an older tap is forgotten, not added by surprise. */
export const PENDING_CART_ADD_MAX_AGE_MS = 60 * 60 * 1000;

export interface PendingCartAdd {
  productId: number;
  productDetailId: number;
  quantity: number;
  stock: number;
  /** Epoch milliseconds of the tap. */
  at: number;
}

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export const serialisePendingCartAdd = (pending: PendingCartAdd): string => JSON.stringify(pending);

/** The stored add, or null when there is none, it is not one, or it is older than the limit at `now`. */
export function parsePendingCartAdd(text: string | null, now: number): PendingCartAdd | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Storage holds what any script or an older version wrote there: not an add, nothing to do.
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { productId, productDetailId, quantity, stock, at } = value as Record<string, unknown>;
  if (!positiveInt(productId) || !positiveInt(productDetailId) || !positiveInt(quantity) || !positiveInt(stock)) return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now || now - at > PENDING_CART_ADD_MAX_AGE_MS) return null;
  return { productId, productDetailId, quantity, stock, at };
}
