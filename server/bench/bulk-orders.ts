// Issue 29's bench: 100,000 orders written straight into PostgreSQL (a few set-based statements, no
// row-by-row round trips) after the migrations and the seed, so the operator console is measured on a
// shop's worth of history. The distributions are a shop's in Damascus and Beirut:
// - shoppers: 70 % in Syria, 30 % in Lebanon; names from the common Arabic first and family names, written
//   in Arabic on 55 % of the accounts and in Latin letters on the rest; 90 % have an e-mail
//   (gmail, hotmail, yahoo, outlook, icloud), every one a mobile number (+963 9…, +961 3 / 7x / 81);
// - orders: a few shoppers order often (index skewed towards the first ones), dates over two years with
//   more recent ones (the shop grows), statuses by age: the last two days placed / confirmed, the last
//   week shipped, older ones delivered, about 7 % cancelled; one to three units of one variant each.
// `setseed` makes the data the same on every run, so runs compare.
import type pg from 'pg';

export interface BulkOrdersOptions {
  orders: number;
  shoppers: number;
  now: Date;
}

export interface BulkOrdersSummary {
  shoppers: number;
  orders: number;
  ms: number;
}

/** [Arabic, Latin] */
const FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['محمد', 'Mohammad'], ['أحمد', 'Ahmad'], ['علي', 'Ali'], ['عمر', 'Omar'], ['خالد', 'Khaled'], ['يوسف', 'Youssef'],
  ['حسن', 'Hassan'], ['حسين', 'Hussein'], ['إبراهيم', 'Ibrahim'], ['مصطفى', 'Mustafa'], ['سامر', 'Samer'], ['طارق', 'Tarek'],
  ['رامي', 'Rami'], ['باسل', 'Bassel'], ['جورج', 'George'], ['إلياس', 'Elias'], ['كريم', 'Karim'], ['وسيم', 'Wassim'],
  ['فاطمة', 'Fatima'], ['مريم', 'Maryam'], ['لينا', 'Lina'], ['رنا', 'Rana'], ['سارة', 'Sara'], ['نور', 'Nour'],
  ['هبة', 'Hiba'], ['ريم', 'Reem'], ['ديما', 'Dima'], ['لمى', 'Lama'], ['جنى', 'Jana'], ['زينب', 'Zeinab'],
  ['ياسمين', 'Yasmin'], ['رشا', 'Rasha'],
];

const FAMILY_NAMES: readonly (readonly [string, string])[] = [
  ['الأحمد', 'Al-Ahmad'], ['الخطيب', 'Khatib'], ['حداد', 'Haddad'], ['الشامي', 'Shami'], ['العلي', 'Al-Ali'], ['المصري', 'Masri'],
  ['الحلبي', 'Halabi'], ['خوري', 'Khoury'], ['نصر', 'Nasr'], ['سليمان', 'Suleiman'], ['عيسى', 'Issa'], ['الزين', 'Zein'],
  ['قاسم', 'Kassem'], ['يونس', 'Younes'], ['صباغ', 'Sabbagh'], ['عثمان', 'Othman'], ['الحسن', 'Al-Hassan'], ['درويش', 'Darwish'],
  ['منصور', 'Mansour'], ['فرح', 'Farah'], ['عبد الله', 'Abdallah'], ['السيد', 'Al-Sayed'], ['حمدان', 'Hamdan'], ['جابر', 'Jaber'],
];

/** [Arabic, Latin, country id] */
const CITIES: readonly (readonly [string, string, number])[] = [
  ['دمشق', 'Damascus', 1], ['حلب', 'Aleppo', 1], ['حمص', 'Homs', 1], ['اللاذقية', 'Latakia', 1], ['حماة', 'Hama', 1], ['طرطوس', 'Tartus', 1],
  ['بيروت', 'Beirut', 2], ['طرابلس', 'Tripoli', 2], ['صيدا', 'Sidon', 2], ['جونية', 'Jounieh', 2], ['زحلة', 'Zahle', 2],
];

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const array = (items: readonly string[]): string => `ARRAY[${items.map(literal).join(',')}]::text[]`;

/** Shoppers and their orders, with one order line each; answers how many and how long it took. */
export async function loadOrders(client: pg.Client, options: BulkOrdersOptions): Promise<BulkOrdersSummary> {
  const started = Date.now();
  const now = options.now.toISOString();
  const syrianCities = CITIES.filter((city) => city[2] === 1);
  const lebaneseCities = CITIES.filter((city) => city[2] === 2);
  await client.query('BEGIN');
  await client.query('SELECT setseed(0.29)');
  // Who the shoppers are: one row each, with every random choice made once.
  await client.query(`
    CREATE TEMP TABLE bench_people ON COMMIT DROP AS
    SELECT g AS n,
           1 + floor(random() * ${FIRST_NAMES.length})::int AS first,
           1 + floor(random() * ${FAMILY_NAMES.length})::int AS family,
           random() < 0.55 AS arabic,
           CASE WHEN random() < 0.7 THEN 1 ELSE 2 END AS country,
           random() < 0.9 AS has_email,
           random() AS r1, random() AS r2, random() AS r3
    FROM generate_series(1, ${options.shoppers}) AS g`);
  await client.query(`
    CREATE TEMP TABLE bench_shoppers ON COMMIT DROP AS
    SELECT p.n, p.country, p.r3,
           (${array(FIRST_NAMES.map((name) => name[0]))})[p.first] AS first_ar,
           (${array(FAMILY_NAMES.map((name) => name[0]))})[p.family] AS family_ar,
           (${array(FIRST_NAMES.map((name) => name[1]))})[p.first] AS first_en,
           (${array(FAMILY_NAMES.map((name) => name[1]))})[p.family] AS family_en,
           p.arabic,
           CASE WHEN p.has_email THEN
             lower((${array(FIRST_NAMES.map((name) => name[1]))})[p.first]) ||
             (ARRAY['.', '_', ''])[1 + floor(p.r1 * 3)::int] ||
             lower(replace((${array(FAMILY_NAMES.map((name) => name[1]))})[p.family], '-', '')) || p.n::text || '@' ||
             (ARRAY['gmail.com','gmail.com','gmail.com','gmail.com','gmail.com','hotmail.com','hotmail.com','yahoo.com','yahoo.com','outlook.com'])[1 + floor(p.r2 * 10)::int]
           END AS email,
           CASE WHEN p.country = 1
             THEN '9639' || (ARRAY['3','4','5','6','8','9'])[1 + floor(p.r1 * 6)::int] || lpad(((p.n * 7919 + 1237) % 10000000)::text, 7, '0')
             ELSE '961' || (ARRAY['3','70','71','76','78','79','81'])[1 + floor(p.r2 * 7)::int] || lpad(((p.n * 6133 + 71) % 1000000)::text, 6, '0')
           END AS phone
    FROM bench_people p`);
  const users = await client.query<{ n: number; id: number }>(`
    WITH made AS (
      INSERT INTO users (first_name, last_name, email, password_hash, role, store, phone_number, whats_app, email_verified_at, created_at)
      SELECT CASE WHEN arabic THEN first_ar ELSE first_en END, CASE WHEN arabic THEN family_ar ELSE family_en END,
             email, 'bench: no password', 'Shopper', country, phone, phone, '${now}'::timestamptz, '${now}'::timestamptz - interval '800 days' * r3
      FROM bench_shoppers ORDER BY n
      RETURNING id
    ) SELECT count(*)::int AS n, min(id)::int AS id FROM made`);
  const firstUserId = users.rows[0]?.id ?? 0;
  // The variants an order may hold (a few hundred products: the seed's catalogue).
  await client.query(`
    CREATE TEMP TABLE bench_variants ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY d.id)::int AS k, d.id, d.product_id, p.title_en, p.title_ar, d.color, d.variant_value,
           coalesce(d.discount_price, d.price) AS unit, coalesce(d.images->>0, '') AS image
    FROM product_details d JOIN products p ON p.id = d.product_id`);
  const variantCount = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_variants')).rows[0]?.n ?? 0;
  if (variantCount === 0) throw new Error('bench: no catalogue to order from');
  await client.query(`
    CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
    SELECT g AS n,
           1 + floor(${options.shoppers} * power(random(), 1.7))::int AS shopper,
           '${now}'::timestamptz - interval '730 days' * power(random(), 1.6) - interval '1 minute' AS created_at,
           random() AS fate, random() AS r1, random() AS r2,
           1 + floor(random() * ${variantCount})::int AS variant,
           1 + floor(power(random(), 3) * 3)::int AS quantity
    FROM generate_series(1, ${options.orders}) AS g`);
  await client.query(`
    CREATE TEMP TABLE bench_order_rows ON COMMIT DROP AS
    SELECT o.*, s.country, s.phone, s.email, s.arabic,
           CASE WHEN s.arabic THEN s.first_ar || ' ' || s.family_ar ELSE s.first_en || ' ' || s.family_en END AS full_name,
           s.n + ${firstUserId - 1} AS user_id,
           v.id AS variant_id, v.product_id, v.title_en, v.title_ar, v.color, v.variant_value, v.unit, v.image,
           CASE
             WHEN o.created_at > '${now}'::timestamptz - interval '2 days' THEN
               CASE WHEN o.fate < 0.55 THEN 'placed' WHEN o.fate < 0.92 THEN 'confirmed' ELSE 'cancelled' END
             WHEN o.created_at > '${now}'::timestamptz - interval '7 days' THEN
               CASE WHEN o.fate < 0.15 THEN 'confirmed' WHEN o.fate < 0.75 THEN 'shipped' WHEN o.fate < 0.92 THEN 'delivered' ELSE 'cancelled' END
             ELSE CASE WHEN o.fate < 0.93 THEN 'delivered' ELSE 'cancelled' END
           END AS status
    FROM bench_orders o
    JOIN bench_shoppers s ON s.n = o.shopper
    JOIN bench_variants v ON v.k = o.variant`);
  const syrianCityAr = array(syrianCities.map((city) => city[0]));
  const lebaneseCityAr = array(lebaneseCities.map((city) => city[0]));
  const syrianCityEn = array(syrianCities.map((city) => city[1]));
  const lebaneseCityEn = array(lebaneseCities.map((city) => city[1]));
  await client.query(`
    INSERT INTO orders (user_id, idempotency_key, status, payment_method, full_name, city, street, details, phone, country_id, note,
                        total_amount, seller_discount, seller_discount_amount, tax_rate, tax_amount, delivery_fee, total_after_taxation,
                        item_count, display_currency_id, display_currency_code, display_exc_rate, created_at,
                        confirmed_at, shipped_at, delivered_at, cancelled_at, carrier, tracking_number, version)
    SELECT r.user_id, 'bench-' || r.n, r.status, 'cash_on_delivery', r.full_name,
           CASE WHEN r.country = 1
             THEN CASE WHEN r.arabic THEN (${syrianCityAr})[1 + floor(r.r1 * ${syrianCities.length})::int] ELSE (${syrianCityEn})[1 + floor(r.r1 * ${syrianCities.length})::int] END
             ELSE CASE WHEN r.arabic THEN (${lebaneseCityAr})[1 + floor(r.r1 * ${lebaneseCities.length})::int] ELSE (${lebaneseCityEn})[1 + floor(r.r1 * ${lebaneseCities.length})::int] END
           END,
           'Street ' || (1 + floor(r.r2 * 90))::int, '', r.phone, r.country,
           CASE WHEN r.r2 < 0.1 THEN 'Please call before delivery' WHEN r.r2 < 0.15 THEN 'الرجاء الاتصال قبل التوصيل' ELSE '' END,
           r.unit * r.quantity, '0', 0, t.rate, round(r.unit * r.quantity * t.rate, 2), t.fee,
           r.unit * r.quantity + round(r.unit * r.quantity * t.rate, 2) + t.fee,
           r.quantity, r.country, CASE WHEN r.country = 1 THEN 'SYP' ELSE 'LBP' END, CASE WHEN r.country = 1 THEN 13000 ELSE 89500 END,
           r.created_at,
           CASE WHEN r.status IN ('confirmed', 'shipped', 'delivered') THEN r.created_at + interval '3 hours' END,
           CASE WHEN r.status IN ('shipped', 'delivered') THEN r.created_at + interval '1 day' END,
           CASE WHEN r.status = 'delivered' THEN r.created_at + interval '3 days' END,
           CASE WHEN r.status = 'cancelled' THEN r.created_at + interval '5 hours' END,
           CASE WHEN r.status IN ('shipped', 'delivered') THEN (ARRAY['Aramex', 'DHL', 'Dukkan courier'])[1 + floor(r.r1 * 3)::int] END,
           CASE WHEN r.status IN ('shipped', 'delivered') THEN 'TRK' || lpad(r.n::text, 9, '0') END,
           CASE r.status WHEN 'placed' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'shipped' THEN 2 WHEN 'delivered' THEN 3 ELSE 1 END
    FROM bench_order_rows r
    CROSS JOIN LATERAL (SELECT CASE WHEN r.country = 1 THEN 0.05 ELSE 0.11 END AS rate,
                               CASE WHEN r.unit * r.quantity >= CASE WHEN r.country = 1 THEN 50 ELSE 75 END THEN 0
                                    WHEN r.country = 1 THEN 2 ELSE 4 END AS fee) t
    ORDER BY r.created_at`);
  await client.query(`
    INSERT INTO order_items (order_id, product_id, product_detail_id, title_en, title_ar, image_url, color, variant_value, unit_price, quantity, total_amount)
    SELECT o.id, r.product_id, r.variant_id, r.title_en, r.title_ar, r.image, r.color, r.variant_value, r.unit, r.quantity, r.unit * r.quantity
    FROM bench_order_rows r JOIN orders o ON o.user_id = r.user_id AND o.idempotency_key = 'bench-' || r.n`);
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE users, orders, order_items');
  return { shoppers: users.rows[0]?.n ?? 0, orders: options.orders, ms: Date.now() - started };
}
