import { Factory } from 'fishery';

// The two fields discount grouping reads, plus an id to tell items apart; product fields are not
// specified yet (spec section 3).
export interface DiscountedProduct {
  id: number;
  categoryId: number;
  discount: number;
}

export const discountedProductFactory = Factory.define<DiscountedProduct>(({ sequence }) => ({
  id: sequence,
  categoryId: 1,
  discount: 10,
}));
