import { Factory } from 'fishery';
import { emptyCheckoutDraft } from '../../src/domain/orders/checkout';
import type { Order, OrderItem } from '../../src/domain/orders/order';

/** A line bought once at 19.99 USD, delivered nowhere yet (nothing refundable). */
export const orderItemFactory = Factory.define<OrderItem>(({ sequence }) => ({
  orderItemId: sequence,
  productId: 100 + sequence,
  variantId: 1000 + sequence,
  title: { en: `Product ${sequence}`, ar: `منتج ${sequence}` },
  imageURL: `https://images.example.test/products/${sequence}.jpg`,
  color: 'black',
  variantValue: 'M',
  unitPrice: 1999,
  quantity: 1,
  totalAmount: 1999,
  refundedQuantity: 0,
  pendingRefundQuantity: 0,
  refundableQuantity: 0,
  refundableUntil: null,
}));

/** A placed order of one line, in Syrian pounds at 13,000 per dollar. Override items, then the totals follow. */
export const orderFactory = Factory.define<Order>(({ sequence, afterBuild }) => {
  afterBuild((order) => {
    for (const item of order.items) item.totalAmount = item.unitPrice * item.quantity;
    order.totalAmount = order.items.reduce((sum, item) => sum + item.totalAmount, 0);
    order.itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
    order.totalAfterTaxation = order.totalAmount - order.sellerDiscountAmount + order.taxAmount + order.deliveryFee;
  });
  return {
    // Every field typed at checkout, empty unless set below (a new one needs nothing here).
    ...emptyCheckoutDraft(),
    id: sequence,
    status: 'placed',
    createdAt: '2025-01-01T09:00:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    paymentMethod: 'cash_on_delivery',
    fullName: 'Lina Haddad',
    city: 'Damascus',
    street: 'Baghdad St. 12',
    details: '3rd floor',
    phone: '963944123456',
    countryId: 1,
    note: '',
    items: [orderItemFactory.build()],
    totalAmount: 0,
    sellerDiscount: '0',
    sellerDiscountAmount: 0,
    taxAmount: 100,
    deliveryFee: 200,
    totalAfterTaxation: 0,
    itemCount: 0,
    displayCurrency: { id: 1, code: 'SYP', name: 'Syrian pound', excRate: 13000 },
    cash: null,
  };
});

/** The same order delivered at deliveredAt, every line refundable in full for 14 days. */
export function deliveredOrder(order: Order, deliveredAt = '2025-01-02T12:00:00.000Z'): Order {
  const until = new Date(Date.parse(deliveredAt) + 14 * 86_400_000).toISOString();
  return {
    ...order,
    status: 'delivered',
    deliveredAt,
    items: order.items.map((item) => ({
      ...item,
      refundableUntil: until,
      refundableQuantity: item.quantity - item.refundedQuantity - item.pendingRefundQuantity,
    })),
  };
}
