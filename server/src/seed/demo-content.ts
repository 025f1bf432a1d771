// Reference data and demo accounts seeded into an empty database. Arabic written for Arabic readers.
import type { UserRole } from '../db/schema.js';

/** Currency ids equal the ids of the countries that use them (spec: GET /currencies/{id}, default 1). */
export const CURRENCIES = [
  // displayStep / cashStep: docs/adr/0042-display-and-cash-steps.md (the notes in circulation).
  { id: 1, nameEn: 'Syrian pound', nameAr: 'ليرة سورية', code: 'SYP', excRate: '13000.000000', displayStep: '100.00', cashStep: '1000.00' },
  { id: 2, nameEn: 'Lebanese pound', nameAr: 'ليرة لبنانية', code: 'LBP', excRate: '89500.000000', displayStep: '1000.00', cashStep: '5000.00' },
  { id: 3, nameEn: 'US dollar', nameAr: 'دولار أمريكي', code: 'USD', excRate: '1.000000', displayStep: '0.01', cashStep: '0.01' },
] as const;

/**
 * taxRate: the sales tax on cart and order totals, a fraction (docs/api.md "Totals").
 * deliveryFee / freeDeliveryFrom: the delivery fee of an order and the goods amount from which it is free,
 * USD like every price (ADR 0003): Syria $2 (26,000 SYP at the seeded rate), free from $50 (650,000 SYP);
 * Lebanon $4 (358,000 LBP), free from $75 (6,712,500 LBP). Migration 0004 sets the same on older databases.
 */
export const COUNTRIES = [
  { id: 1, nameEn: 'Syria', nameAr: 'سوريا', flag: 'sy', storeId: 1, currencyId: 1, taxRate: '0.0500', deliveryFee: '2.00', freeDeliveryFrom: '50.00' },
  { id: 2, nameEn: 'Lebanon', nameAr: 'لبنان', flag: 'lb', storeId: 2, currencyId: 2, taxRate: '0.1100', deliveryFee: '4.00', freeDeliveryFrom: '75.00' },
] as const;

export const CONTACT_INFO = {
  countryId: 1,
  phoneCall: '+963 11 234 5678',
  email: 'support@dukkan.test',
  addressEn: 'Al-Hamra Street 12, Damascus, Syria',
  addressAr: 'شارع الحمراء 12، دمشق، سوريا',
} as const;

/** Lebanon's own details (issue 26): a Lebanese shopper is offered a Beirut address and a +961 number. Also in migration 0012. */
export const CONTACT_INFO_LEBANON = {
  countryId: 2,
  phoneCall: '+9611345678',
  email: 'support.lb@dukkan.test',
  addressEn: 'Hamra Street 45, Beirut, Lebanon',
  addressAr: 'شارع الحمرا 45، بيروت، لبنان',
} as const;


export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  store: number | null;
  phoneNumber: string | null;
  /** What the account is for, printed at start. */
  purpose: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'shopper@dukkan.test',
    password: 'Shopper123',
    firstName: 'Lina',
    lastName: 'Haddad',
    role: 'Shopper',
    store: 1,
    phoneNumber: '963944123456',
    purpose: 'shopper in Syria, 14 notifications (11 unread)',
  },
  {
    email: 'seller@dukkan.test',
    password: 'Seller123',
    firstName: 'Omar',
    lastName: 'Khatib',
    role: 'Seller',
    store: 2,
    phoneNumber: '96171123456',
    purpose: 'seller in Lebanon',
  },
  {
    email: 'nocountry@dukkan.test',
    password: 'Shopper123',
    firstName: 'Sami',
    lastName: 'Nasr',
    role: 'Shopper',
    store: null,
    phoneNumber: null,
    purpose: 'no country yet: the country dialog opens',
  },
  {
    email: 'operator@dukkan.test',
    password: 'Operator123',
    firstName: 'Rana',
    lastName: 'Saleh',
    role: 'Operator',
    // A country, so the storefront's country dialog does not stand in the operator's way.
    store: 1,
    phoneNumber: '963944000111',
    purpose: 'operator: runs the store at /admin',
  },
];

export interface NotificationSeed {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

export const NOTIFICATIONS: readonly NotificationSeed[] = [
  {
    titleEn: 'Welcome to Dukkan',
    titleAr: 'أهلاً بك في دكّان',
    bodyEn: "Thanks for joining. Browse the new arrivals and this week's offers.",
    bodyAr: 'شكراً لانضمامك. تصفّح أحدث المنتجات وعروض هذا الأسبوع.',
  },
  {
    titleEn: 'Your order has shipped',
    titleAr: 'تم شحن طلبك',
    bodyEn: 'Order #10482 is on its way and should reach you within two days.',
    bodyAr: 'طلبك رقم 10482 في الطريق إليك، ومن المتوقع أن يصل خلال يومين.',
  },
  {
    titleEn: 'Price drop on a favourite',
    titleAr: 'انخفض سعر منتج في مفضّلتك',
    bodyEn: 'An item in your favourites is now 15% cheaper.',
    bodyAr: 'أصبح سعر أحد المنتجات في مفضّلتك أقل بنسبة 15٪.',
  },
  {
    titleEn: 'Weekend sale: up to 30% off',
    titleAr: 'تخفيضات نهاية الأسبوع: حتى 30٪',
    bodyEn: 'Discounts on home appliances and kitchenware until Sunday night.',
    bodyAr: 'خصومات على الأجهزة المنزلية وأدوات المطبخ حتى مساء الأحد.',
  },
  {
    titleEn: 'New arrivals in phones',
    titleAr: 'وصل جديد في قسم الهواتف',
    bodyEn: 'The latest phones and accessories have just arrived.',
    bodyAr: 'وصلت للتوّ أحدث الهواتف وإكسسواراتها.',
  },
  {
    titleEn: 'Your refund was approved',
    titleAr: 'تمت الموافقة على طلب الاسترداد',
    bodyEn: 'The amount will be returned to you within five working days.',
    bodyAr: 'سيُعاد المبلغ إليك خلال خمسة أيام عمل.',
  },
  {
    titleEn: 'Back in stock',
    titleAr: 'عاد المنتج إلى المخزون',
    bodyEn: 'An item you were watching is available again. Quantities are limited.',
    bodyAr: 'المنتج الذي كنت تتابعه متوفر من جديد، والكمية محدودة.',
  },
  {
    titleEn: 'Complete your profile',
    titleAr: 'أكمل ملفك الشخصي',
    bodyEn: 'Add your phone number so our courier can reach you.',
    bodyAr: 'أضف رقم هاتفك ليتمكّن مندوب التوصيل من التواصل معك.',
  },
  {
    titleEn: 'Delivery scheduled for tomorrow',
    titleAr: 'موعد التوصيل غداً',
    bodyEn: 'Our courier will call you before arriving.',
    bodyAr: 'سيتصل بك مندوب التوصيل قبل وصوله.',
  },
  {
    titleEn: 'Free delivery in Damascus',
    titleAr: 'توصيل مجاني في دمشق',
    bodyEn: 'All orders within Damascus are delivered free this week.',
    bodyAr: 'جميع الطلبات داخل دمشق توصَل مجاناً هذا الأسبوع.',
  },
  {
    titleEn: 'Your cart is waiting',
    titleAr: 'سلّتك بانتظارك',
    bodyEn: 'You left a few items in your cart. Complete your order before they sell out.',
    bodyAr: 'تركت بعض المنتجات في سلّتك. أكمل طلبك قبل نفادها.',
  },
  {
    titleEn: 'Rate your purchase',
    titleAr: 'قيّم مشترياتك',
    bodyEn: 'Tell other shoppers what you think of your latest order.',
    bodyAr: 'شارك المتسوّقين الآخرين رأيك في طلبك الأخير.',
  },
  {
    titleEn: 'Eid offers have started',
    titleAr: 'بدأت عروض العيد',
    bodyEn: 'Gifts for the whole family at special prices.',
    bodyAr: 'هدايا لكل العائلة بأسعار خاصة.',
  },
  {
    titleEn: 'Security tip',
    titleAr: 'نصيحة أمان',
    bodyEn: 'Dukkan will never ask you for your password by phone or message.',
    bodyAr: 'لن يطلب منك دكّان كلمة المرور أبداً عبر الهاتف أو الرسائل.',
  },
];
