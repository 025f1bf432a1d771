// The demo accounts the server seeds (server/src/seed/demo-content.ts), and API helpers for tests
// that need an account of their own.

export const DEMO = {
  shopper: { email: 'shopper@dukkan.test', password: 'Shopper123', firstName: 'Lina' },
  seller: { email: 'seller@dukkan.test', password: 'Seller123', firstName: 'Omar' },
  noCountry: { email: 'nocountry@dukkan.test', password: 'Shopper123', firstName: 'Sami' },
} as const;

export interface DemoTokens {
  shopper: string;
  seller: string;
  noCountry: string;
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * Signs up a brand-new shopper (no country yet), reads the verification code from the dev outbox
 * and verifies the address: answers the access token.
 */
export async function freshShopperWithoutCountry(baseUrl: string, firstName = 'Test'): Promise<{ email: string; token: string }> {
  return freshShopperNamed(baseUrl, { firstName, lastName: 'Shopper' });
}

export interface NewShopper {
  firstName: string;
  lastName: string;
  /** Default: a fresh address under @dukkan.test. */
  email?: string;
  /** The phone given at sign-up, normalised digits (calling code first); default: none. */
  phoneNumber?: string;
}

/**
 * Signs up a shopper with the names (and address) given, verifies the address through the dev
 * outbox and answers the access token; the account has no country yet.
 */
export async function freshShopperNamed(baseUrl: string, shopper: NewShopper): Promise<{ email: string; token: string }> {
  const email = shopper.email ?? `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@dukkan.test`;
  const phone = shopper.phoneNumber === undefined ? {} : { phoneNumber: shopper.phoneNumber };
  await postJson(`${baseUrl}/api/auth/signup`, { firstName: shopper.firstName, lastName: shopper.lastName, email, password: 'Shopper123', ...phone });
  return { email, token: await verified(baseUrl, email) };
}

/** The verification code the dev outbox holds for an address signed up a moment ago. */
export async function mailedCode(baseUrl: string, email: string): Promise<string> {
  const outbox = await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`).then((r) => r.json());
  const messages = field(outbox, 'messages');
  const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
  const text = field(first, 'text');
  const code = typeof text === 'string' ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
  if (!code) throw new Error(`no verification code in the outbox for ${email}`);
  return code;
}

/** Verifies an address signed up a moment ago with the code the dev outbox holds: answers the access token. */
async function verified(baseUrl: string, email: string): Promise<string> {
  const code = await mailedCode(baseUrl, email);
  const session = await postJson(`${baseUrl}/api/auth/verify-email`, { email, code });
  const token = field(session, 'accessToken');
  if (typeof token !== 'string') throw new Error(`verify-email answered no accessToken for ${email}`);
  return token;
}

/** The profile of an account signed up (by a form) a moment ago, its address verified here. */
export async function verifiedProfile(baseUrl: string, email: string): Promise<{ phoneNumber: string | null; store: number | null }> {
  const token = await verified(baseUrl, email);
  const response = await fetch(`${baseUrl}/api/users/profile/my-profile`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`my-profile answered ${response.status} for ${email}`);
  return (await response.json()) as { phoneNumber: string | null; store: number | null };
}

/**
 * A brand-new verified shopper in `countryId` (1 Syria, 2 Lebanon), for tests that sign in through
 * the form or change the account's cart without touching the demo accounts, with a mobile number of
 * that country (a shopper in Lebanon with a Syrian number meets +963 at checkout). Answers the
 * credentials and a token.
 */
export async function freshShopper(baseUrl: string, countryId = 1): Promise<{ email: string; password: string; token: string }> {
  const { email, token } = await freshShopperWithoutCountry(baseUrl);
  const phone = countryId === 2 ? '9613123456' : '963944123456';
  const response = await fetch(`${baseUrl}/api/users/profile/update-my-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ store: countryId, phoneNumber: phone, whatsApp: phone }),
  });
  if (!response.ok) throw new Error(`update-my-profile answered ${response.status}: ${await response.text()}`);
  return { email, password: 'Shopper123', token };
}

/** The seeded operator's access token (a fresh sign-in: the tests that call /api/admin share it this way). */
export async function operatorToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@dukkan.test', password: 'Operator123' }),
  });
  if (!response.ok) throw new Error(`operator login: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
