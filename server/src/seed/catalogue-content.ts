/**
 * The words of the seed catalogue: categories, brands and product templates, in English and in
 * Arabic written for Arabic readers. Pure data; catalogue-generator.ts turns it into products.
 */

/** A CSS colour keyword: a swatch in CSS and a translation key for the storefront at once. */
export type ColourKeyword =
  | 'black'
  | 'white'
  | 'silver'
  | 'gray'
  | 'navy'
  | 'blue'
  | 'red'
  | 'green'
  | 'olive'
  | 'beige'
  | 'pink'
  | 'gold'
  | 'brown'
  | 'maroon'
  | 'teal';

export interface Bilingual {
  en: string;
  ar: string;
}

export interface BrandSeed {
  key: string;
  nameEn: string;
  nameAr: string;
}

export interface ItemTemplate {
  en: string;
  ar: string;
  descriptionEn: string;
  descriptionAr: string;
  /** Base price range in USD, whole dollars. */
  price: readonly [number, number];
  /** Colours offered; absent when the item comes in one look. */
  colours?: readonly ColourKeyword[];
  /** Sizes, capacities or weights; each step up adds `valueStep` of the base price. */
  values?: readonly string[];
  valueStep?: number;
  /** Optional model words appended to the title, one picked per product. */
  models?: readonly Bilingual[];
}

export interface SubcategorySeed {
  key: string;
  titleEn: string;
  titleAr: string;
  sortOrder: number | null;
  visible: boolean | null;
  brands: readonly string[];
  items: readonly ItemTemplate[];
}

export interface CategorySeed {
  key: string;
  titleEn: string;
  titleAr: string;
  sortOrder: number | null;
  visible: boolean | null;
  /** Background and accent of its generated images. */
  palette: readonly [string, string];
  children: readonly SubcategorySeed[];
}

export const BRANDS: readonly BrandSeed[] = [
  { key: 'samsung', nameEn: 'Samsung', nameAr: 'سامسونج' },
  { key: 'apple', nameEn: 'Apple', nameAr: 'آبل' },
  { key: 'xiaomi', nameEn: 'Xiaomi', nameAr: 'شاومي' },
  { key: 'huawei', nameEn: 'Huawei', nameAr: 'هواوي' },
  { key: 'sony', nameEn: 'Sony', nameAr: 'سوني' },
  { key: 'lg', nameEn: 'LG', nameAr: 'إل جي' },
  { key: 'philips', nameEn: 'Philips', nameAr: 'فيليبس' },
  { key: 'tefal', nameEn: 'Tefal', nameAr: 'تيفال' },
  { key: 'adidas', nameEn: 'Adidas', nameAr: 'أديداس' },
  { key: 'nike', nameEn: 'Nike', nameAr: 'نايكي' },
  { key: 'nivea', nameEn: 'Nivea', nameAr: 'نيفيا' },
  { key: 'loreal', nameEn: "L'Oréal", nameAr: 'لوريال' },
  { key: 'lego', nameEn: 'LEGO', nameAr: 'ليغو' },
  { key: 'anker', nameEn: 'Anker', nameAr: 'أنكر' },
  { key: 'qasioun', nameEn: 'Qasioun Textiles', nameAr: 'نسيج قاسيون' },
  { key: 'beirut-style', nameEn: 'Beirut Style', nameAr: 'ستايل بيروت' },
  { key: 'dimashqi', nameEn: 'Al-Dimashqi Sweets', nameAr: 'حلويات الدمشقي' },
  { key: 'bayt-alsham', nameEn: 'Bayt Al-Sham', nameAr: 'بيت الشام' },
  { key: 'cedar-home', nameEn: 'Cedar Home', nameAr: 'أرزة للمنزل' },
  { key: 'ghar-halab', nameEn: 'Ghar Halab', nameAr: 'غار حلب' },
  { key: 'bunn-aljabal', nameEn: 'Bunn Al-Jabal', nameAr: 'بنّ الجبل' },
  { key: 'orontes-kids', nameEn: 'Orontes Kids', nameAr: 'العاصي للأطفال' },
  { key: 'byblos-crafts', nameEn: 'Byblos Crafts', nameAr: 'حِرف جبيل' },
  { key: 'yasmine', nameEn: 'Yasmine Cosmetics', nameAr: 'ياسمين لمستحضرات التجميل' },
  { key: 'layali', nameEn: 'Layali Fashion', nameAr: 'أزياء ليالي' },
  { key: 'sahel-sport', nameEn: 'Sahel Sport', nameAr: 'الساحل الرياضي' },
];

const CLOTHES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
const WOMEN_SHOES = ['36', '37', '38', '39', '40', '41'] as const;
const MEN_SHOES = ['40', '41', '42', '43', '44', '45'] as const;
const KIDS_AGES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'] as const;

export const CATEGORIES: readonly CategorySeed[] = [
  {
    key: 'electronics',
    titleEn: 'Electronics',
    titleAr: 'إلكترونيات',
    sortOrder: 1,
    visible: true,
    palette: ['#1e3a8a', '#93c5fd'],
    children: [
      {
        key: 'tvs',
        titleEn: 'TVs',
        titleAr: 'تلفزيونات',
        sortOrder: 1,
        visible: true,
        brands: ['samsung', 'lg', 'sony', 'philips', 'xiaomi'],
        items: [
          {
            en: 'Smart LED TV',
            ar: 'تلفزيون ذكي LED',
            descriptionEn: 'A smart TV with 4K picture, built-in apps and Wi-Fi. Wall mount included.',
            descriptionAr: 'تلفزيون ذكي بدقة 4K مع تطبيقات مدمجة واتصال واي فاي، وحامل جداري ضمن العلبة.',
            price: [280, 900],
            values: ['43"', '50"', '55"', '65"'],
            valueStep: 0.3,
          },
          {
            en: 'QLED TV',
            ar: 'شاشة كيو ليد',
            descriptionEn: 'Deep colours and bright highlights, with a thin frame and voice control.',
            descriptionAr: 'ألوان عميقة وإضاءة ساطعة بإطار نحيف وتحكم بالصوت.',
            price: [600, 1400],
            values: ['55"', '65"', '75"'],
            valueStep: 0.35,
          },
          {
            en: 'Soundbar',
            ar: 'مكبر صوت للتلفزيون (ساوند بار)',
            descriptionEn: 'Room-filling sound for films and matches, with a wireless subwoofer.',
            descriptionAr: 'صوت يملأ الغرفة للأفلام والمباريات مع مضخم صوت لاسلكي.',
            price: [90, 350],
            colours: ['black', 'silver'],
          },
        ],
      },
      {
        key: 'audio',
        titleEn: 'Headphones & audio',
        titleAr: 'سماعات وصوتيات',
        sortOrder: 2,
        visible: true,
        brands: ['sony', 'apple', 'samsung', 'xiaomi', 'anker', 'huawei'],
        items: [
          {
            en: 'Wireless earbuds',
            ar: 'سماعات أذن لاسلكية',
            descriptionEn: 'True wireless earbuds with noise cancelling and up to 24 hours of battery with the case.',
            descriptionAr: 'سماعات لاسلكية بالكامل مع عزل للضجيج وبطارية تدوم حتى 24 ساعة مع علبة الشحن.',
            price: [25, 220],
            colours: ['black', 'white', 'navy'],
          },
          {
            en: 'Over-ear headphones',
            ar: 'سماعات رأس',
            descriptionEn: 'Soft cushions, rich bass and a foldable headband for travel.',
            descriptionAr: 'وسائد ناعمة وصوت جهير غني وطوق قابل للطي يناسب السفر.',
            price: [40, 380],
            colours: ['black', 'silver', 'beige'],
          },
          {
            en: 'Bluetooth speaker',
            ar: 'مكبر صوت بلوتوث',
            descriptionEn: 'A water-resistant portable speaker that lasts a whole day out.',
            descriptionAr: 'مكبر صوت محمول مقاوم للماء يرافقك طوال النهار.',
            price: [20, 160],
            colours: ['black', 'blue', 'red', 'teal'],
          },
        ],
      },
      {
        key: 'computers',
        titleEn: 'Computers & accessories',
        titleAr: 'حواسيب وملحقاتها',
        sortOrder: null,
        visible: true,
        brands: ['apple', 'huawei', 'xiaomi', 'anker', 'lg'],
        items: [
          {
            en: 'Laptop',
            ar: 'حاسوب محمول',
            descriptionEn: 'A light laptop with a full-HD screen, fast SSD storage and all-day battery.',
            descriptionAr: 'حاسوب محمول خفيف بشاشة عالية الدقة وتخزين سريع وبطارية تكفي يوم العمل.',
            price: [450, 1500],
            values: ['256GB', '512GB', '1TB'],
            valueStep: 0.15,
            models: [
              { en: 'Air 14', ar: 'إير 14' },
              { en: 'Pro 16', ar: 'برو 16' },
              { en: 'Book 15', ar: 'بوك 15' },
            ],
          },
          {
            en: 'Wireless mouse',
            ar: 'فأرة لاسلكية',
            descriptionEn: 'A quiet, comfortable mouse with a receiver that hides inside it.',
            descriptionAr: 'فأرة مريحة بنقرات هادئة ومستقبل صغير يُحفظ بداخلها.',
            price: [8, 45],
            colours: ['black', 'white', 'gray'],
          },
          {
            en: 'USB-C hub',
            ar: 'موزع منافذ USB-C',
            descriptionEn: 'HDMI, card reader and three USB ports from one cable.',
            descriptionAr: 'منفذ HDMI وقارئ بطاقات وثلاثة منافذ USB من كابل واحد.',
            price: [15, 70],
          },
          {
            en: 'Power bank',
            ar: 'بطارية متنقلة (باور بانك)',
            descriptionEn: 'Fast charging for phones and tablets, a lifesaver during power cuts.',
            descriptionAr: 'شحن سريع للموبايل والتابلت، رفيقك وقت انقطاع الكهرباء.',
            price: [12, 60],
            values: ['10000mAh', '20000mAh', '30000mAh'],
            valueStep: 0.25,
          },
        ],
      },
      {
        key: 'refurbished',
        titleEn: 'Refurbished devices',
        titleAr: 'أجهزة مُجدَّدة',
        sortOrder: 9,
        visible: false,
        brands: ['apple', 'samsung'],
        items: [
          {
            en: 'Refurbished tablet',
            ar: 'جهاز لوحي مُجدَّد',
            descriptionEn: 'Checked and cleaned by our technicians, with a six-month warranty.',
            descriptionAr: 'فحصه ونظّفه فنيونا، مع كفالة ستة أشهر.',
            price: [120, 400],
            values: ['64GB', '128GB'],
            valueStep: 0.15,
          },
        ],
      },
    ],
  },
  {
    key: 'mobiles',
    titleEn: 'Mobiles & tablets',
    titleAr: 'موبايلات وأجهزة لوحية',
    sortOrder: 2,
    visible: true,
    palette: ['#0f766e', '#99f6e4'],
    children: [
      {
        key: 'smartphones',
        titleEn: 'Smartphones',
        titleAr: 'هواتف ذكية',
        sortOrder: 1,
        visible: true,
        brands: ['samsung', 'apple', 'xiaomi', 'huawei'],
        items: [
          {
            en: 'Smartphone',
            ar: 'هاتف ذكي',
            descriptionEn: 'A bright screen, a sharp triple camera and a battery that lasts into the night.',
            descriptionAr: 'شاشة ساطعة وكاميرا ثلاثية حادة وبطارية تصمد حتى آخر الليل.',
            price: [150, 1100],
            colours: ['black', 'silver', 'blue', 'green'],
            values: ['128GB', '256GB', '512GB'],
            valueStep: 0.12,
            models: [
              { en: 'A35', ar: 'A35' },
              { en: 'Note 13', ar: 'نوت 13' },
              { en: 'Pro Max', ar: 'برو ماكس' },
              { en: 'Lite', ar: 'لايت' },
            ],
          },
          {
            en: 'Rugged phone',
            ar: 'هاتف مقاوم للصدمات',
            descriptionEn: 'Built for building sites and mountain trips: drop-proof, dust-proof, water-proof.',
            descriptionAr: 'مصمم لورش البناء ورحلات الجبل: يتحمل السقوط والغبار والماء.',
            price: [180, 420],
            colours: ['black', 'olive'],
          },
        ],
      },
      {
        key: 'tablets',
        titleEn: 'Tablets',
        titleAr: 'أجهزة لوحية',
        sortOrder: 2,
        visible: true,
        brands: ['samsung', 'apple', 'xiaomi', 'huawei'],
        items: [
          {
            en: 'Tablet',
            ar: 'جهاز لوحي',
            descriptionEn: 'For lessons, films and video calls with the family abroad.',
            descriptionAr: 'للدروس والأفلام ومكالمات الفيديو مع الأهل في الغربة.',
            price: [130, 900],
            colours: ['gray', 'silver'],
            values: ['64GB', '128GB', '256GB'],
            valueStep: 0.15,
          },
          {
            en: 'Kids tablet',
            ar: 'جهاز لوحي للأطفال',
            descriptionEn: 'A shock-proof case, parental controls and learning apps.',
            descriptionAr: 'غلاف مقاوم للصدمات ورقابة أبوية وتطبيقات تعليمية.',
            price: [70, 180],
            colours: ['blue', 'pink'],
          },
        ],
      },
      {
        key: 'mobile-accessories',
        titleEn: 'Mobile accessories',
        titleAr: 'إكسسوارات الموبايل',
        sortOrder: null,
        visible: true,
        brands: ['anker', 'samsung', 'apple', 'xiaomi'],
        items: [
          {
            en: 'Fast charger',
            ar: 'شاحن سريع',
            descriptionEn: 'A compact wall charger that fills a phone to half in thirty minutes.',
            descriptionAr: 'شاحن جداري صغير يشحن الهاتف إلى النصف خلال نصف ساعة.',
            price: [10, 45],
            values: ['20W', '45W', '65W'],
            valueStep: 0.3,
          },
          {
            en: 'Phone case',
            ar: 'غطاء حماية للموبايل',
            descriptionEn: 'A slim case with raised edges that protect the screen and camera.',
            descriptionAr: 'غطاء رفيع بحواف مرتفعة تحمي الشاشة والكاميرا.',
            price: [5, 30],
            colours: ['black', 'navy', 'pink', 'maroon', 'teal'],
          },
          {
            en: 'Tempered glass screen protector',
            ar: 'لاصقة حماية زجاجية للشاشة',
            descriptionEn: 'Bubble-free glass with an applicator frame.',
            descriptionAr: 'زجاج مقوّى يُركَّب بلا فقاعات مع إطار للتركيب.',
            price: [4, 18],
          },
        ],
      },
    ],
  },
  {
    key: 'women',
    titleEn: "Women's fashion",
    titleAr: 'أزياء نسائية',
    sortOrder: 3,
    visible: true,
    palette: ['#9d174d', '#fbcfe8'],
    children: [
      {
        key: 'dresses',
        titleEn: 'Dresses',
        titleAr: 'فساتين',
        sortOrder: 1,
        visible: true,
        brands: ['layali', 'beirut-style', 'qasioun'],
        items: [
          {
            en: 'Long evening dress',
            ar: 'فستان سهرة طويل',
            descriptionEn: 'Flowing crepe with a lined bodice, for weddings and evenings out.',
            descriptionAr: 'قماش كريب منسدل وصدر مبطّن، للأعراس والسهرات.',
            price: [45, 180],
            colours: ['navy', 'maroon', 'black', 'green'],
            values: CLOTHES,
          },
          {
            en: 'Embroidered summer dress',
            ar: 'فستان صيفي مطرّز',
            descriptionEn: 'Light cotton with hand-finished embroidery on the sleeves.',
            descriptionAr: 'قطن خفيف بتطريز يدوي على الأكمام.',
            price: [25, 70],
            colours: ['white', 'beige', 'blue'],
            values: CLOTHES,
          },
        ],
      },
      {
        key: 'abayas',
        titleEn: 'Abayas',
        titleAr: 'عبايات',
        sortOrder: 2,
        visible: true,
        brands: ['layali', 'qasioun'],
        items: [
          {
            en: 'Classic abaya',
            ar: 'عباية كلاسيكية',
            descriptionEn: 'Soft, opaque fabric that falls well, with discreet pockets.',
            descriptionAr: 'قماش ناعم غير شفاف حسن الانسدال، مع جيوب مخفية.',
            price: [35, 110],
            colours: ['black', 'navy', 'brown'],
            values: ['52', '54', '56', '58'],
          },
          {
            en: 'Open abaya with lace trim',
            ar: 'عباية مفتوحة بأطراف دانتيل',
            descriptionEn: 'An open front and lace edges for occasions.',
            descriptionAr: 'عباية بواجهة مفتوحة وأطراف من الدانتيل للمناسبات.',
            price: [50, 140],
            colours: ['black', 'beige'],
            values: ['52', '54', '56'],
          },
        ],
      },
      {
        key: 'bags',
        titleEn: 'Bags',
        titleAr: 'حقائب',
        sortOrder: 3,
        visible: true,
        brands: ['beirut-style', 'layali', 'byblos-crafts'],
        items: [
          {
            en: 'Leather handbag',
            ar: 'حقيبة يد جلدية',
            descriptionEn: 'Genuine leather with an inner zip pocket and a detachable strap.',
            descriptionAr: 'جلد طبيعي مع جيب داخلي بسحّاب وحزام كتف قابل للفك.',
            price: [40, 160],
            colours: ['black', 'brown', 'beige', 'maroon'],
          },
          {
            en: 'Embroidered clutch',
            ar: 'حقيبة سهرة مطرّزة',
            descriptionEn: 'A small clutch embroidered in the old Damascene style.',
            descriptionAr: 'حقيبة سهرة صغيرة مطرّزة على الطريقة الدمشقية القديمة.',
            price: [20, 65],
            colours: ['gold', 'silver', 'black'],
          },
        ],
      },
      {
        key: 'women-shoes',
        titleEn: "Women's shoes",
        titleAr: 'أحذية نسائية',
        sortOrder: null,
        visible: true,
        brands: ['beirut-style', 'nike', 'adidas'],
        items: [
          {
            en: 'Ballet flats',
            ar: 'حذاء باليرينا',
            descriptionEn: 'Soft soles for long days on city pavements.',
            descriptionAr: 'نعل طري لأيام طويلة على أرصفة المدينة.',
            price: [20, 60],
            colours: ['black', 'beige', 'pink'],
            values: WOMEN_SHOES,
          },
          {
            en: 'Running shoes',
            ar: 'حذاء جري نسائي',
            descriptionEn: 'Cushioned and breathable, light on the foot.',
            descriptionAr: 'مبطّن وجيد التهوية وخفيف على القدم.',
            price: [45, 140],
            colours: ['white', 'pink', 'gray'],
            values: WOMEN_SHOES,
          },
        ],
      },
    ],
  },
  {
    key: 'men',
    titleEn: "Men's fashion",
    titleAr: 'أزياء رجالية',
    sortOrder: 4,
    visible: true,
    palette: ['#334155', '#cbd5e1'],
    children: [
      {
        key: 'shirts',
        titleEn: 'Shirts',
        titleAr: 'قمصان',
        sortOrder: 1,
        visible: true,
        brands: ['qasioun', 'beirut-style'],
        items: [
          {
            en: 'Cotton shirt',
            ar: 'قميص قطني',
            descriptionEn: 'Aleppo cotton, easy to iron, with a classic collar.',
            descriptionAr: 'قطن حلبي سهل الكي بياقة كلاسيكية.',
            price: [18, 55],
            colours: ['white', 'blue', 'gray', 'beige'],
            values: CLOTHES,
          },
          {
            en: 'Linen shirt',
            ar: 'قميص كتّان',
            descriptionEn: 'Cool linen for the coastal summer.',
            descriptionAr: 'كتّان منعش لصيف الساحل.',
            price: [25, 70],
            colours: ['white', 'olive', 'navy'],
            values: CLOTHES,
          },
        ],
      },
      {
        key: 'trousers',
        titleEn: 'Trousers',
        titleAr: 'بناطيل',
        sortOrder: 2,
        visible: true,
        brands: ['qasioun', 'beirut-style', 'adidas'],
        items: [
          {
            en: 'Slim jeans',
            ar: 'بنطال جينز ضيق',
            descriptionEn: 'Stretch denim that keeps its shape wash after wash.',
            descriptionAr: 'جينز مرن يحافظ على شكله مهما غسلته.',
            price: [22, 65],
            colours: ['navy', 'black', 'blue'],
            values: ['30', '32', '34', '36', '38'],
          },
          {
            en: 'Chino trousers',
            ar: 'بنطال قماش (تشينو)',
            descriptionEn: 'Smart enough for work, comfortable enough for the weekend.',
            descriptionAr: 'أنيق للعمل ومريح لعطلة نهاية الأسبوع.',
            price: [20, 55],
            colours: ['beige', 'olive', 'navy'],
            values: ['30', '32', '34', '36'],
          },
        ],
      },
      {
        key: 'men-shoes',
        titleEn: "Men's shoes",
        titleAr: 'أحذية رجالية',
        sortOrder: 3,
        visible: true,
        brands: ['nike', 'adidas', 'beirut-style'],
        items: [
          {
            en: 'Leather loafers',
            ar: 'حذاء جلد كلاسيكي',
            descriptionEn: 'Hand-stitched leather for the office and occasions.',
            descriptionAr: 'جلد مخيط يدوياً للدوام والمناسبات.',
            price: [40, 120],
            colours: ['black', 'brown'],
            values: MEN_SHOES,
          },
          {
            en: 'Sneakers',
            ar: 'حذاء رياضي',
            descriptionEn: 'An everyday sneaker with a grippy rubber sole.',
            descriptionAr: 'حذاء رياضي يومي بنعل مطاطي ثابت.',
            price: [35, 150],
            colours: ['white', 'black', 'gray'],
            values: MEN_SHOES,
          },
        ],
      },
    ],
  },
  {
    key: 'home',
    titleEn: 'Home & kitchen',
    titleAr: 'المنزل والمطبخ',
    sortOrder: 5,
    visible: true,
    palette: ['#92400e', '#fde68a'],
    children: [
      {
        key: 'cookware',
        titleEn: 'Cookware',
        titleAr: 'أدوات الطبخ',
        sortOrder: 1,
        visible: true,
        brands: ['tefal', 'cedar-home', 'bayt-alsham'],
        items: [
          {
            en: 'Non-stick frying pan',
            ar: 'مقلاة غير لاصقة',
            descriptionEn: 'Even heating on gas and electric hobs, easy to clean.',
            descriptionAr: 'توزيع متساوٍ للحرارة على الغاز والكهرباء وسهلة التنظيف.',
            price: [12, 45],
            values: ['24cm', '28cm', '32cm'],
            valueStep: 0.2,
          },
          {
            en: 'Pressure cooker',
            ar: 'طنجرة ضغط',
            descriptionEn: 'Cooks mahshi and stews in a third of the time.',
            descriptionAr: 'تطبخ المحاشي واليخنات بثلث الوقت.',
            price: [35, 110],
            values: ['4L', '6L', '8L'],
            valueStep: 0.2,
          },
          {
            en: 'Copper coffee pot (rakwa)',
            ar: 'ركوة قهوة نحاسية',
            descriptionEn: 'Hand-hammered copper pot for Arabic coffee.',
            descriptionAr: 'ركوة نحاس مطروقة يدوياً لتحضير القهوة العربية.',
            price: [9, 35],
            values: ['2 cups', '4 cups', '6 cups'],
            valueStep: 0.25,
          },
        ],
      },
      {
        key: 'small-appliances',
        titleEn: 'Small appliances',
        titleAr: 'أجهزة كهربائية صغيرة',
        sortOrder: 2,
        visible: true,
        brands: ['philips', 'tefal', 'lg', 'xiaomi'],
        items: [
          {
            en: 'Air fryer',
            ar: 'قلاية هوائية',
            descriptionEn: 'Crispy fries and falafel with a spoon of oil.',
            descriptionAr: 'بطاطا مقرمشة وفلافل بملعقة زيت واحدة.',
            price: [55, 160],
            colours: ['black', 'white'],
            values: ['4L', '6L'],
            valueStep: 0.2,
          },
          {
            en: 'Electric kettle',
            ar: 'غلاية ماء كهربائية',
            descriptionEn: 'Boils a litre in under three minutes and switches itself off.',
            descriptionAr: 'تغلي لتراً في أقل من ثلاث دقائق وتنطفئ تلقائياً.',
            price: [12, 45],
            colours: ['silver', 'white', 'black'],
          },
          {
            en: 'Rechargeable fan',
            ar: 'مروحة قابلة للشحن',
            descriptionEn: 'Keeps running for hours when the electricity is cut.',
            descriptionAr: 'تعمل لساعات عند انقطاع الكهرباء.',
            price: [25, 80],
            colours: ['white', 'blue'],
          },
        ],
      },
      {
        key: 'decor',
        titleEn: 'Home décor',
        titleAr: 'ديكور المنزل',
        sortOrder: null,
        visible: true,
        brands: ['byblos-crafts', 'cedar-home', 'bayt-alsham'],
        items: [
          {
            en: 'Mosaic inlaid box',
            ar: 'علبة خشب مطعّمة بالصدف',
            descriptionEn: 'Damascene mother-of-pearl inlay, made by hand.',
            descriptionAr: 'تطعيم بالصدف على الطريقة الدمشقية، صناعة يدوية.',
            price: [25, 120],
            values: ['Small', 'Medium', 'Large'],
            valueStep: 0.4,
          },
          {
            en: 'Brass lantern',
            ar: 'فانوس نحاسي',
            descriptionEn: 'A pierced brass lantern that throws patterns on the wall.',
            descriptionAr: 'فانوس نحاسي مخرّم يرسم النقوش على الجدران.',
            price: [18, 75],
            colours: ['gold', 'silver'],
          },
          {
            en: 'Cotton throw blanket',
            ar: 'حرام قطني',
            descriptionEn: 'A woven throw for the sofa on winter evenings.',
            descriptionAr: 'حرام منسوج للكنبة في سهرات الشتاء.',
            price: [15, 50],
            colours: ['beige', 'gray', 'maroon', 'teal'],
          },
        ],
      },
    ],
  },
  {
    key: 'beauty',
    titleEn: 'Beauty & personal care',
    titleAr: 'الجمال والعناية الشخصية',
    sortOrder: 6,
    visible: true,
    palette: ['#86198f', '#f5d0fe'],
    children: [
      {
        key: 'skin-care',
        titleEn: 'Skin care',
        titleAr: 'العناية بالبشرة',
        sortOrder: 1,
        visible: true,
        brands: ['nivea', 'loreal', 'yasmine', 'ghar-halab'],
        items: [
          {
            en: 'Moisturising cream',
            ar: 'كريم مرطّب',
            descriptionEn: 'Light daily cream for all skin types.',
            descriptionAr: 'كريم يومي خفيف يناسب جميع أنواع البشرة.',
            price: [4, 25],
            values: ['50ml', '100ml', '200ml'],
            valueStep: 0.5,
          },
          {
            en: 'Aleppo laurel soap',
            ar: 'صابون غار حلبي',
            descriptionEn: 'Olive oil and laurel oil, aged in the old way for months.',
            descriptionAr: 'زيت زيتون وزيت غار، معتّق على الطريقة القديمة لأشهر.',
            price: [3, 15],
            values: ['200g', '500g', '1kg'],
            valueStep: 1,
          },
          {
            en: 'Sunscreen SPF 50',
            ar: 'واقي شمس SPF 50',
            descriptionEn: 'Non-greasy protection for beach days.',
            descriptionAr: 'حماية غير دهنية لأيام البحر.',
            price: [8, 28],
          },
        ],
      },
      {
        key: 'perfumes',
        titleEn: 'Perfumes',
        titleAr: 'عطور',
        sortOrder: 2,
        visible: true,
        brands: ['yasmine', 'loreal', 'bayt-alsham'],
        items: [
          {
            en: 'Damask rose perfume',
            ar: 'عطر الورد الدمشقي',
            descriptionEn: 'The scent of Damascus roses, soft and lasting.',
            descriptionAr: 'رائحة الوردة الشامية، ناعمة وثابتة.',
            price: [20, 90],
            values: ['50ml', '100ml'],
            valueStep: 0.5,
          },
          {
            en: 'Oud oil',
            ar: 'دهن عود',
            descriptionEn: 'Concentrated oud oil in a small glass bottle.',
            descriptionAr: 'دهن عود مركّز في قارورة زجاجية صغيرة.',
            price: [25, 150],
            values: ['3ml', '6ml', '12ml'],
            valueStep: 0.8,
          },
        ],
      },
      {
        key: 'hair-care',
        titleEn: 'Hair care',
        titleAr: 'العناية بالشعر',
        sortOrder: 3,
        visible: true,
        brands: ['loreal', 'nivea', 'yasmine', 'philips'],
        items: [
          {
            en: 'Argan oil shampoo',
            ar: 'شامبو بزيت الأرغان',
            descriptionEn: 'Gentle cleansing and shine for dry hair.',
            descriptionAr: 'تنظيف لطيف ولمعان للشعر الجاف.',
            price: [4, 18],
            values: ['250ml', '400ml'],
            valueStep: 0.4,
          },
          {
            en: 'Hair dryer',
            ar: 'مجفف شعر',
            descriptionEn: 'Two speeds, a cool shot and a concentrator nozzle.',
            descriptionAr: 'سرعتان وزر للهواء البارد وفوهة مركّزة.',
            price: [18, 90],
            colours: ['black', 'pink', 'white'],
          },
        ],
      },
    ],
  },
  {
    key: 'kids',
    titleEn: 'Kids & toys',
    titleAr: 'الأطفال والألعاب',
    sortOrder: 7,
    visible: true,
    palette: ['#c2410c', '#fed7aa'],
    children: [
      {
        key: 'toys',
        titleEn: 'Toys',
        titleAr: 'ألعاب',
        sortOrder: 1,
        visible: true,
        brands: ['lego', 'orontes-kids'],
        items: [
          {
            en: 'Building blocks set',
            ar: 'مجموعة مكعبات تركيب',
            descriptionEn: 'Hours of building for ages six and up.',
            descriptionAr: 'ساعات من البناء والتركيب للأعمار من ست سنوات فما فوق.',
            price: [15, 120],
            values: ['250 pcs', '500 pcs', '1000 pcs'],
            valueStep: 0.6,
          },
          {
            en: 'Wooden puzzle',
            ar: 'أحجية خشبية',
            descriptionEn: 'Arabic letters and numbers to learn while playing.',
            descriptionAr: 'حروف وأرقام عربية يتعلمها الطفل وهو يلعب.',
            price: [6, 22],
          },
          {
            en: 'Remote-control car',
            ar: 'سيارة بالتحكم عن بعد',
            descriptionEn: 'A fast little car with a rechargeable battery.',
            descriptionAr: 'سيارة صغيرة سريعة ببطارية قابلة للشحن.',
            price: [18, 70],
            colours: ['red', 'blue', 'green'],
          },
        ],
      },
      {
        key: 'kids-clothing',
        titleEn: 'Kids clothing',
        titleAr: 'ملابس أطفال',
        sortOrder: 2,
        visible: true,
        brands: ['orontes-kids', 'qasioun', 'adidas'],
        items: [
          {
            en: 'Cotton pyjamas',
            ar: 'بيجاما قطنية للأطفال',
            descriptionEn: 'Soft cotton pyjamas with cheerful prints.',
            descriptionAr: 'بيجاما من القطن الناعم برسومات مبهجة.',
            price: [8, 25],
            colours: ['blue', 'pink', 'green'],
            values: KIDS_AGES,
          },
          {
            en: 'School tracksuit',
            ar: 'بدلة رياضية مدرسية',
            descriptionEn: 'Hard-wearing for the school playground.',
            descriptionAr: 'متينة تتحمّل ساحة المدرسة.',
            price: [15, 40],
            colours: ['navy', 'gray'],
            values: KIDS_AGES,
          },
        ],
      },
      {
        key: 'baby',
        titleEn: 'Baby care',
        titleAr: 'مستلزمات الرضّع',
        sortOrder: null,
        visible: true,
        brands: ['philips', 'nivea', 'orontes-kids'],
        items: [
          {
            en: 'Baby bottle set',
            ar: 'طقم رضّاعات',
            descriptionEn: 'Anti-colic bottles in three sizes.',
            descriptionAr: 'رضّاعات مضادة للمغص بثلاثة مقاسات.',
            price: [10, 35],
          },
          {
            en: 'Baby lotion',
            ar: 'لوشن للأطفال',
            descriptionEn: 'Gentle lotion for delicate skin.',
            descriptionAr: 'لوشن لطيف لبشرة الطفل الحساسة.',
            price: [3, 12],
            values: ['200ml', '400ml'],
            valueStep: 0.5,
          },
        ],
      },
    ],
  },
  {
    key: 'groceries',
    titleEn: 'Groceries & sweets',
    titleAr: 'بقالة وحلويات',
    sortOrder: null,
    visible: true,
    palette: ['#166534', '#bbf7d0'],
    children: [
      {
        key: 'sweets',
        titleEn: 'Oriental sweets',
        titleAr: 'حلويات شرقية',
        sortOrder: 1,
        visible: true,
        brands: ['dimashqi', 'bayt-alsham'],
        items: [
          {
            en: 'Pistachio maamoul',
            ar: 'معمول بالفستق الحلبي',
            descriptionEn: 'Semolina pastries filled with Aleppo pistachios, baked fresh.',
            descriptionAr: 'معمول بالسميد محشو بالفستق الحلبي، يُخبز طازجاً.',
            price: [8, 30],
            values: ['500g', '1kg'],
            valueStep: 0.9,
          },
          {
            en: 'Assorted baklava',
            ar: 'بقلاوة مشكّلة',
            descriptionEn: 'Baklava, borma and ish el-bulbul in one gift box.',
            descriptionAr: 'بقلاوة وبورمة وعش البلبل في علبة هدايا واحدة.',
            price: [12, 45],
            values: ['500g', '1kg', '2kg'],
            valueStep: 0.9,
          },
          {
            en: 'Halawet el-jibn',
            ar: 'حلاوة الجبن',
            descriptionEn: 'The Homs classic with clotted cream and syrup.',
            descriptionAr: 'الحلوى الحمصية الشهيرة بالقشطة والقطر.',
            price: [7, 20],
          },
        ],
      },
      {
        key: 'coffee-tea',
        titleEn: 'Coffee & tea',
        titleAr: 'قهوة وشاي',
        sortOrder: 2,
        visible: true,
        brands: ['bunn-aljabal', 'bayt-alsham'],
        items: [
          {
            en: 'Arabic coffee with cardamom',
            ar: 'قهوة عربية بالهيل',
            descriptionEn: 'Medium roast, ground fine, with plenty of cardamom.',
            descriptionAr: 'تحميص وسط وطحنة ناعمة مع هيل وافر.',
            price: [5, 18],
            values: ['250g', '500g', '1kg'],
            valueStep: 0.9,
          },
          {
            en: 'Ceylon black tea',
            ar: 'شاي أسود سيلاني',
            descriptionEn: 'Strong loose-leaf tea for the afternoon glass.',
            descriptionAr: 'شاي ورق ثقيل لكاسة العصرية.',
            price: [3, 12],
            values: ['400g', '800g'],
            valueStep: 0.8,
          },
          {
            en: 'Yerba mate',
            ar: 'متّة',
            descriptionEn: 'The favourite of the Syrian coast and mountains.',
            descriptionAr: 'المشروب المفضّل في الساحل والجبل السوري.',
            price: [3, 10],
            values: ['250g', '500g', '1kg'],
            valueStep: 0.9,
          },
        ],
      },
      {
        key: 'pantry',
        titleEn: 'Spices & pantry',
        titleAr: 'بهارات ومونة',
        sortOrder: 3,
        visible: true,
        brands: ['bayt-alsham', 'ghar-halab'],
        items: [
          {
            en: 'Aleppo pepper',
            ar: 'فليفلة حلبية',
            descriptionEn: 'Sun-dried red pepper flakes, mild and fruity.',
            descriptionAr: 'فليفلة حمراء مجففة بالشمس، معتدلة الحرارة.',
            price: [3, 12],
            values: ['200g', '500g'],
            valueStep: 1,
          },
          {
            en: 'Zaatar mix',
            ar: 'زعتر أخضر مطحون',
            descriptionEn: 'Thyme, sumac and toasted sesame for the breakfast table.',
            descriptionAr: 'زعتر وسماق وسمسم محمّص لسفرة الفطور.',
            price: [3, 14],
            values: ['250g', '500g', '1kg'],
            valueStep: 0.9,
          },
          {
            en: 'Pomegranate molasses',
            ar: 'دبس رمان',
            descriptionEn: 'Tart and thick, for muhammara and fattoush.',
            descriptionAr: 'حامض وكثيف، للمحمّرة والفتوش.',
            price: [4, 12],
          },
          {
            en: 'Extra virgin olive oil',
            ar: 'زيت زيتون بكر ممتاز',
            descriptionEn: 'First cold pressing from the olive groves of the north.',
            descriptionAr: 'عصرة أولى على البارد من زيتون الشمال.',
            price: [8, 45],
            values: ['1L', '2L', '5L'],
            valueStep: 0.9,
          },
        ],
      },
    ],
  },
  {
    key: 'sports',
    titleEn: 'Sports & outdoors',
    titleAr: 'رياضة ورحلات',
    sortOrder: 8,
    visible: true,
    palette: ['#0369a1', '#bae6fd'],
    children: [
      {
        key: 'fitness',
        titleEn: 'Fitness',
        titleAr: 'لياقة بدنية',
        sortOrder: 1,
        visible: true,
        brands: ['sahel-sport', 'adidas', 'nike'],
        items: [
          {
            en: 'Yoga mat',
            ar: 'سجادة يوغا',
            descriptionEn: 'Non-slip mat with a carrying strap.',
            descriptionAr: 'سجادة مانعة للانزلاق مع حزام للحمل.',
            price: [10, 40],
            colours: ['teal', 'pink', 'gray', 'navy'],
          },
          {
            en: 'Adjustable dumbbells',
            ar: 'دمبلز قابلة للتعديل',
            descriptionEn: 'One pair that replaces a rack of weights.',
            descriptionAr: 'زوج واحد يغنيك عن رفّ كامل من الأوزان.',
            price: [35, 160],
            values: ['10kg', '20kg', '30kg'],
            valueStep: 0.5,
          },
        ],
      },
      {
        key: 'sportswear',
        titleEn: 'Sportswear',
        titleAr: 'ملابس رياضية',
        sortOrder: 2,
        visible: true,
        brands: ['adidas', 'nike', 'sahel-sport'],
        items: [
          {
            en: 'Training T-shirt',
            ar: 'تيشيرت تمرين',
            descriptionEn: 'Quick-drying fabric for the gym and the pitch.',
            descriptionAr: 'قماش سريع الجفاف للنادي والملعب.',
            price: [12, 45],
            colours: ['black', 'white', 'red', 'blue'],
            values: CLOTHES,
          },
          {
            en: 'Football',
            ar: 'كرة قدم',
            descriptionEn: 'Match ball, size 5, hand-stitched.',
            descriptionAr: 'كرة مباريات مقاس 5 مخيطة يدوياً.',
            price: [15, 60],
          },
        ],
      },
      {
        key: 'camping',
        titleEn: 'Camping & trips',
        titleAr: 'رحلات وتخييم',
        sortOrder: null,
        visible: true,
        brands: ['sahel-sport', 'cedar-home'],
        items: [
          {
            en: 'Camping tent',
            ar: 'خيمة رحلات',
            descriptionEn: 'Sets up in five minutes; sleeps a family under the cedars.',
            descriptionAr: 'تُنصب في خمس دقائق وتتسع للعائلة تحت الأرز.',
            price: [40, 180],
            values: ['2 persons', '4 persons', '6 persons'],
            valueStep: 0.4,
          },
          {
            en: 'Thermos flask',
            ar: 'ترمس حافظ للحرارة',
            descriptionEn: 'Keeps tea hot for twelve hours on the mountain.',
            descriptionAr: 'يحفظ الشاي ساخناً اثنتي عشرة ساعة في الجبل.',
            price: [9, 35],
            colours: ['silver', 'black', 'green'],
            values: ['0.5L', '1L'],
            valueStep: 0.3,
          },
        ],
      },
    ],
  },
  {
    key: 'seasonal',
    titleEn: 'Seasonal offers',
    titleAr: 'عروض موسمية',
    sortOrder: 99,
    visible: false,
    palette: ['#7c2d12', '#fecaca'],
    children: [
      {
        key: 'ramadan',
        titleEn: 'Ramadan essentials',
        titleAr: 'مستلزمات رمضان',
        sortOrder: 1,
        visible: true,
        brands: ['dimashqi', 'bayt-alsham', 'byblos-crafts'],
        items: [
          {
            en: 'Ramadan lantern',
            ar: 'فانوس رمضان',
            descriptionEn: 'A lit lantern to welcome the holy month.',
            descriptionAr: 'فانوس مضيء لاستقبال الشهر الكريم.',
            price: [10, 40],
            colours: ['gold', 'silver'],
          },
          {
            en: 'Dates with almonds',
            ar: 'تمر محشو باللوز',
            descriptionEn: 'Soft dates filled with roasted almonds for iftar.',
            descriptionAr: 'تمر طري محشو باللوز المحمّص لمائدة الإفطار.',
            price: [8, 25],
            values: ['500g', '1kg'],
            valueStep: 0.9,
          },
        ],
      },
    ],
  },
];
