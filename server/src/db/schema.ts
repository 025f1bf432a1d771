// The one database schema for both drivers (PGlite and PostgreSQL). Change it, then run
// `npm run db:generate` and commit the new file in server/drizzle/.
//
// Money: every price is stored in the base currency (USD) as numeric(12,2); a currency's
// exc_rate says how many units of that currency one USD buys (docs/adr/0003-money-and-currency.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  primaryKey,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** A required reference to the row this one belongs to, deleted with it. */
const ownedBy = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  code: text('code').notNull().unique(),
  // Units of this currency per 1 USD (the base currency). numeric -> string in JS, exact.
  excRate: numeric('exc_rate', { precision: 18, scale: 6 }).notNull(),
  // Issue 26, ADR 0042: prices are shown rounded to display_step and cash is paid rounded to cash_step
  // (the smallest note in use), both in major units of this currency (LBP 1000 / 5000, SYP 100 / 1000).
  displayStep: numeric('display_step', { precision: 18, scale: 2 }).notNull().default('0.01'),
  cashStep: numeric('cash_step', { precision: 18, scale: 2 }).notNull().default('0.01'),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** ISO 3166-1 alpha-2, lower case ('sy', 'lb'). */
  flag: text('flag').notNull(),
  storeId: integer('store_id').notNull(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  /** Sales tax on cart and order totals, a fraction (0.05 = 5 %); exact numeric, a string in JS. */
  taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull().default('0'),
  /** The delivery fee of an order, USD (ADR 0003); 0 when the goods reach freeDeliveryFrom. */
  deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2 }).notNull().default('0'),
  /** Goods (after the seller discount, before tax) from this amount on are delivered free, USD. */
  freeDeliveryFrom: numeric('free_delivery_from', { precision: 12, scale: 2 }).notNull().default('0'),
});

export const contactInfo = pgTable('contact_info', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The country these details serve (issue 26: a Lebanese shopper is offered Beirut); one row per country. */
  countryId: integer('country_id')
    .unique()
    .references(() => countries.id, { onDelete: 'cascade' }),
  phoneCall: text('phone_call').notNull(),
  email: text('email').notNull(),
  addressEn: text('address_en'),
  addressAr: text('address_ar'),
});

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

// Issue 29: Operator runs the store (/api/admin, the /admin console); docs/adr/0048.
export const USER_ROLES = ['Shopper', 'Seller', 'Operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null for an account made with a phone only (issue 30, ADR 0046). */
    email: text('email'),
    /** '' for an account made with a phone only: no password signs in to it. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('Shopper'),
    /** The country (countries.id) the user shops in; null until chosen in the country dialog. */
    store: integer('store').references(() => countries.id),
    phoneNumber: text('phone_number'),
    whatsApp: text('whats_app'),
    picture: text('picture').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * Carried in every access token as `ver` and compared on each request: changing or resetting the
     * password and signing out everywhere add 1, so every token issued before is refused.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The operator's search by a part of an e-mail (issue 29, docs/adr/0056).
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    check('users_role_check', sql`${t.role} in ('Shopper', 'Seller', 'Operator')`),
  ],
);

export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: ownedBy('user_id', () => users.id),
    /** sha256 of the 6-digit code; the code itself is only ever in the e-mail. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_codes_user_idx').on(t.userId, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: ownedBy('user_id', () => users.id),
    /** sha256 of the token; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: ownedBy('user_id', () => users.id),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The order a notification is about (issue 26: it links to that order's own page); null otherwise. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What the mail is for ('verify-email', 'reset-password'), so tests can pick one. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.toEmail})`, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Catalogue (content seeded by server/src/seed/catalogue.ts)
// ---------------------------------------------------------------------------------------------

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    image: text('image').notNull().default(''),
    isParent: boolean('is_parent').notNull().default(false),
    parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => categories.id),
    /** null means "no order given": the client sorts it as 999. */
    sortOrder: integer('sort_order'),
    /** null means visible; false hides it (the client filters). */
    visible: boolean('visible'),
  },
  (t) => [index('categories_parent_idx').on(t.parentCategoryId)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  logo: text('logo').notNull().default(''),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    serialNo: text('serial_no').notNull().unique(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    /** Normalised titles + serial (filled by the catalogue's Arabic-aware normaliser). */
    searchText: text('search_text').notNull().default(''),
    // --- issue 29 (operator catalogue), docs/adr/0055 -----------------------------------------
    /** Hidden by an operator: out of every list, search, sitemap and product page; carts and orders keep it. */
    hidden: boolean('hidden').notNull().default(false),
    /** +1 on every operator change to the product or its variants: a change carries the version it saw (409 PRODUCT_CHANGED). */
    version: integer('version').notNull().default(0),
    /** When an operator last changed it (the sitemaps' lastmod); null when never. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    // --- end issue 29 ----------------------------------------------------------------------------
  },
  (t) => [
    index('products_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_arrival_idx').on(t.arrivalDate),
  ],
);

export const productDetails = pgTable(
  'product_details',
  {
    /** The productDetailId of the wire format: one variant of a product. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: ownedBy('product_id', () => products.id),
    color: text('color'),
    variantValue: text('variant_value'),
    /** USD, numeric -> string in JS, exact. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    discountPrice: numeric('discount_price', { precision: 12, scale: 2 }),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('product_details_product_idx').on(t.productId),
    check('product_details_stock_check', sql`${t.stock} >= 0`),
    check('product_details_price_check', sql`${t.price} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Support: contact messages and data-deletion requests (content and support pages)
// ---------------------------------------------------------------------------------------------

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email'),
    /** Normalised digits (spec §5), e.g. 963912345678. */
    phone: text('phone'),
    message: text('message').notNull(),
    /** The interface language the shopper wrote from, so the answer can come in it. */
    language: text('language').notNull().default('en'),
    /** Kept for abuse handling only; see the privacy policy. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_reachable_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

export const DATA_DELETION_STATUSES = ['pending', 'completed', 'rejected'] as const;
export type DataDeletionStatus = (typeof DATA_DELETION_STATUSES)[number];

export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null once the account is gone: the request stays as the record that it was honoured. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address at the time of the request, to confirm the deletion to. */
    email: text('email').notNull(),
    reason: text('reason'),
    status: text('status').$type<DataDeletionStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One pending request per user: a second submission answers the first (idempotent, race-safe).
    uniqueIndex('data_deletion_requests_pending_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('data_deletion_requests_status_check', sql`${t.status} in ('pending', 'completed', 'rejected')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Cart, favourites, orders and refunds (docs/api.md "Cart, favourites, checkout, orders, refunds")
// ---------------------------------------------------------------------------------------------

export const cartItems = pgTable(
  'cart_items',
  {
    /** The cartItemId of the wire format. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: ownedBy('user_id', () => users.id),
    productDetailId: ownedBy('product_detail_id', () => productDetails.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One line per variant: adding the same variant again merges into it (race-safe upsert).
    uniqueIndex('cart_items_user_variant_unique').on(t.userId, t.productDetailId),
    // A line holds 1 to 99 of a variant (docs/api.md "Cart"); the add refuses more before this fires.
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: ownedBy('user_id', () => users.id),
    productId: ownedBy('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_user_created_idx').on(t.userId, t.createdAt)],
);

// Issue 29: 'confirmed' (an operator accepted the order) sits between placed and shipped.
export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const usd = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: ownedBy('user_id', () => users.id),
    /** The client's Idempotency-Key: the same key from the same user is the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    fullName: text('full_name').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    details: text('details').notNull().default(''),
    /** Normalised digits (spec §5), e.g. 963944123456. */
    phone: text('phone').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    note: text('note').notNull().default(''),
    /** USD amounts, exact. */
    totalAmount: usd('total_amount').notNull().default('0'),
    /** The seller discount percentage as text ('0' or '10'), as the cart shows it. */
    sellerDiscount: text('seller_discount').notNull().default('0'),
    sellerDiscountAmount: usd('seller_discount_amount').notNull().default('0'),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull().default('0'),
    taxAmount: usd('tax_amount').notNull().default('0'),
    /** The delivery fee charged (0 when free); included in totalAfterTaxation. */
    deliveryFee: usd('delivery_fee').notNull().default('0'),
    totalAfterTaxation: usd('total_after_taxation').notNull().default('0'),
    itemCount: integer('item_count').notNull().default(0),
    /** The shopper's display currency and its rate at the moment of the order (ADR 0003, 0008). */
    displayCurrencyId: integer('display_currency_id')
      .notNull()
      .references(() => currencies.id),
    displayCurrencyCode: text('display_currency_code').notNull(),
    displayExcRate: numeric('display_exc_rate', { precision: 18, scale: 6 }).notNull(),
    /**
     * The display currency's steps when the order was placed, and what the shopper pays in cash in that
     * currency with its rounding line (issue 26, ADR 0042): major units, computed by shownTotals. Null on
     * orders placed before the steps existed.
     */
    displayStep: numeric('display_step', { precision: 18, scale: 2 }),
    cashStep: numeric('cash_step', { precision: 18, scale: 2 }),
    cashTotal: numeric('cash_total', { precision: 20, scale: 2 }),
    cashRounding: numeric('cash_rounding', { precision: 20, scale: 2 }),
    createdAt: createdAt(),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    // --- issue 29 (operator console), docs/adr/0049 -------------------------------------------
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** Set by the operator when shipping; both optional. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** +1 on every operator change: a change carries the version it saw, a stale one answers 409 ORDER_CHANGED. */
    version: integer('version').notNull().default(0),
    // --- end issue 29 ----------------------------------------------------------------------------
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The operator's search (issue 29, docs/adr/0056): a part of the name or of the phone, by trigrams.
    index('orders_full_name_trgm').using('gin', t.fullName.op('gin_trgm_ops')),
    index('orders_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
    check('orders_status_check', sql`${t.status} in ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: ownedBy('order_id', () => orders.id),
    productId: integer('product_id').notNull(),
    productDetailId: integer('product_detail_id').notNull(),
    /** What was bought, as it was then: titles, picture and variant are copied, not joined. */
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    color: text('color'),
    variantValue: text('variant_value'),
    /** The unit price actually paid (after the product discount), USD. */
    unitPrice: usd('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    totalAmount: usd('total_amount').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

export const REFUND_REASONS = ['damaged', 'faulty', 'wrong-item', 'not-as-described', 'changed-mind'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'picked-up', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: ownedBy('user_id', () => users.id),
    orderId: ownedBy('order_id', () => orders.id),
    orderItemId: ownedBy('order_item_id', () => orderItems.id),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    /** What is paid back in all, USD: items − their seller discount + their tax + their delivery share. */
    amount: usd('amount').notNull(),
    /** The amount part by part (issue 26), USD; null on requests made before it was kept. */
    itemsAmount: usd('items_amount'),
    sellerDiscountAmount: usd('seller_discount_amount'),
    taxAmount: usd('tax_amount'),
    deliveryAmount: usd('delivery_amount'),
    /**
     * What is paid back in cash, in the order's display currency (major units), and its rounding line: the shown
     * parts' sum rounded to the order's cash step (issue 26, ADR 0042, ADR 0053); null on requests made before.
     */
    cashTotal: numeric('cash_total', { precision: 20, scale: 2 }),
    cashRounding: numeric('cash_rounding', { precision: 20, scale: 2 }),
    createdAt: createdAt(),
    // --- issue 29 (the operator's decision), docs/adr/0054 ----------------------------------------
    /** What the operator approved, USD: the amount, or less; null until approved. What is paid back. */
    approvedAmount: usd('approved_amount'),
    /** Why the request was declined, as the operator wrote it (shown verbatim in both languages). */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('refunds_user_created_idx').on(t.userId, t.createdAt),
    index('refunds_order_item_idx').on(t.orderItemId),
    check('refunds_quantity_check', sql`${t.quantity} > 0`),
    // The queue: pending first, newest first within each (issue 29).
    index('refunds_status_created_idx').on(t.status, t.createdAt),
    check('refunds_approved_amount_check', sql`${t.approvedAmount} is null or (${t.approvedAmount} > 0 and ${t.approvedAmount} <= ${t.amount})`),
    check('refunds_status_check', sql`${t.status} in ('requested', 'approved', 'rejected', 'picked-up', 'refunded')`),
    check(
      'refunds_reason_check',
      sql`${t.reason} in ('damaged', 'faulty', 'wrong-item', 'not-as-described', 'changed-mind')`,
    ),
  ],
);

/** Evidence photos of a refund request, kept in the database (≤ 3 per refund, ≤ 1 MB each). */
export const refundPhotos = pgTable(
  'refund_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    refundId: ownedBy('refund_id', () => refunds.id),
    contentType: text('content_type').notNull(),
    /** Base64 of the image bytes (the data URL without its header). */
    dataBase64: text('data_base64').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('refund_photos_refund_idx').on(t.refundId)],
);

// ---------------------------------------------------------------------------------------------
// Issue 29: what operators did (docs/adr/0049). One row per action on an order: who, when, what,
// the order's fields before and after. Kept when the operator's account goes (actor_id set null,
// actor_email stays).
// ---------------------------------------------------------------------------------------------

/** An operator-event row after its subject: who (kept as an e-mail when the account goes), what, the fields before and after, when. */
const operatorEventColumns = () => ({
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorEmail: text('actor_email').notNull(),
  /** What was done; each table names its actions. */
  action: text('action').notNull(),
  before: jsonb('before').$type<Record<string, unknown>>().notNull(),
  after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: ownedBy('order_id', () => orders.id),
    // action: 'confirm' | 'ship' | 'deliver' | 'cancel'.
    ...operatorEventColumns(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Issue 29 (docs/adr/0055): what operators did to a product, one row per action: who, when, what, the
 * changed fields before and after. Kept when the operator's account goes (actor_id set null, e-mail stays).
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: ownedBy('product_id', () => products.id),
    // action: 'create' | 'edit' | 'variant' | 'add-variant' | 'picture' | 'hide' | 'show'.
    ...operatorEventColumns(),
  },
  (t) => [index('product_events_product_idx').on(t.productId, t.createdAt)],
);

/**
 * Issue 29 (docs/adr/0055): pictures operators uploaded, kept in the database (every instance serves
 * them; a file on one instance's disk would not be) and served at /images/uploads/<id>-<hash>.<ext>,
 * a path that never changes its picture, so it is cached for a year like the generated ones.
 */
export const productImages = pgTable('product_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** image/jpeg, image/png or image/webp, read from the bytes (never the file name). */
  contentType: text('content_type').notNull(),
  /** Base64 of the bytes, as refund photos are kept. */
  dataBase64: text('data_base64').notNull(),
  /** The first 16 hex digits of the bytes' SHA-256: part of the path, so a path names one picture. */
  hash: text('hash').notNull(),
  byteLength: integer('byte_length').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Several instances (0006_instances.sql, docs/adr/0021): shared rate-limit counters (an UNLOGGED
// table: drizzle cannot say so, the migration does) and the secrets every instance must share.
// ---------------------------------------------------------------------------------------------

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Phone sign-in (issue 30, docs/adr/0046): the phone an account signs in with, the one-time codes
// sent to phones, the growing send cooldowns, and the development outbox of phone messages.
// All in one migration; kept together so the integrator can regenerate it after other branches.
// ---------------------------------------------------------------------------------------------

/** A phone (E.164 digits without '+') belongs to one account, and an account signs in with one phone. */
export const userPhones = pgTable(
  'user_phones',
  {
    phone: text('phone').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('user_phones_user_unique').on(t.userId)],
);

export const PHONE_CODE_PURPOSES = ['sign-in', 'sign-up', 'add-phone'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<PhoneCodePurpose>().notNull(),
    /** The account the code is for: the phone's owner (sign-in) or the signed-in account (add-phone). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of purpose, phone and code; the code itself is only ever in the message. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.createdAt),
    check('phone_codes_purpose_check', sql`${t.purpose} in ('sign-in', 'sign-up', 'add-phone')`),
  ],
);

/** Sends per phone and per IP: each send pushes the next one further away (a growing cooldown). */
export const phoneSendCounters = pgTable(
  'phone_send_counters',
  {
    key: text('key').primaryKey(),
    sends: integer('sends').notNull(),
    nextAt: timestamp('next_at', { withTimezone: true, mode: 'date' }).notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('phone_send_counters_reset_idx').on(t.resetAt)],
);

export const phoneOutbox = pgTable(
  'phone_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toPhone: text('to_phone').notNull(),
    /** 'sms' or 'whatsapp'. */
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    /** 'sign-in', 'sign-up', 'add-phone' or 'no-account'. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_outbox_to_idx').on(t.toPhone, t.createdAt)],
);
