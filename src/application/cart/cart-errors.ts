import { GoneError } from '../shared/errors';
// Why a cart change was refused, in the application's words. The adapters translate their
// backend's answers into these; stores and use cases only ever look at the class.

/** More than is left: `available` is the most the line may hold (0 when sold out). */
export class OutOfStock extends Error {
  override readonly name = 'OutOfStock';
  constructor(readonly available: number) {
    super(available === 0 ? 'This item is out of stock.' : `Only ${available} left in stock.`);
  }
}

/** More than one line may hold, whatever the stock: `max` is that limit. */
export class QuantityLimit extends Error {
  override readonly name = 'QuantityLimit';
  constructor(readonly max: number) {
    super(`A cart line holds at most ${max} of an item.`);
  }
}

/** The line, or the variant it was for, is no longer there. */
export class LineGone extends GoneError {
  override readonly name = 'LineGone';
  constructor(message = 'That cart line or product variant is gone.') {
    super(message);
  }
}
