import { convertPrice, shownAmount, type DisplayAmount } from '@/domain/catalogue';
import { type Language, type Money } from '@/domain/shared';
import { type Currency } from '@/domain/country';

// The one place numbers and prices become text. Arabic pages keep Latin digits (nu-latn): prices,
// phone numbers and serial numbers then read the same in both languages and match what shoppers
// type on their keyboards.
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', ar: 'ar-SY-u-nu-latn' };

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALES[lang], options);
    numberFormats.set(key, format);
  }
  return format;
}

export const formatNumber = (value: number, lang: Language): string => numberFormat(lang).format(value);

/**
 * Makes the language's first number format ahead of the first render: the first Intl.NumberFormat of a
 * page loads its locale's data, ~12 ms unthrottled (issue 27), which otherwise falls inside one slice
 * of hydration (a header badge's count) and makes it a long task on a slow phone.
 */
export function prepareFormats(lang: Language): void {
  numberFormat(lang);
}

/**
 * A discount as a card's badge shows it, "-15%": written by Intl in the page's digits (docs/adr/0006), so in
 * Arabic it carries the marks that keep the minus before the digits and the percent after them on the screen.
 */
export const formatPercentOff = (percent: number, lang: Language): string =>
  numberFormat(lang, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 0 }).format(-percent / 100);

// A catalogue price (USD minor units) in the shopper's currency: converted and rounded by the domain
// (whole Syrian and Lebanese pounds, cents otherwise), written by Intl with the same digits as every
// other number here (docs/adr/0006). Without a known currency yet, dollars.
export function formatShopPrice(usdMinor: Money, currency: Currency | null, lang: Language): string {
  return formatAmount(convertPrice(usdMinor, currency), lang);
}

// An amount already in the shopper's currency, as whole shown units (src/domain/cart/shown-totals.ts):
// the lines, totals and cash rounding of a cart or an order.
export const formatShown = (units: number, currency: Currency | null, lang: Language): string => formatAmount(shownAmount(units, currency), lang);

// A rounding line: its sign always written, where the language writes it ('+SYP 400', '‏+400 ل.س.‏').
export const formatShownSigned = (units: number, currency: Currency | null, lang: Language): string =>
  formatAmount(shownAmount(units, currency), lang, 'exceptZero');

function formatAmount({ value, fractionDigits, code }: DisplayAmount, lang: Language, signDisplay: 'auto' | 'exceptZero' = 'auto'): string {
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, signDisplay };
  try {
    return numberFormat(lang, { style: 'currency', currency: code, currencyDisplay: 'symbol', ...digits }).format(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return `${numberFormat(lang, digits).format(value)} ${code}`;
  }
}

/** The currency as the page's prices name it ('ل.ل.' on an Arabic page, 'LBP' on an English one), for a label. */
export function currencyName(code: string, lang: Language): string {
  try {
    const parts = numberFormat(lang, { style: 'currency', currency: code, currencyDisplay: 'symbol' }).formatToParts(0);
    return (parts.find((part) => part.type === 'currency')?.value ?? code).trim();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return code;
  }
}

const COUNT_BADGE_MAX = 99;

// Cart and favourites badges: nothing for zero, '99+' past 99.
export function countBadge(count: number, lang: Language): string | null {
  if (!(count >= 1)) return null;
  if (count > COUNT_BADGE_MAX) return `${formatNumber(COUNT_BADGE_MAX, lang)}+`;
  return formatNumber(Math.floor(count), lang);
}

// The footer's year. Both languages write Latin digits (ADR 0006) and a year has no grouping, so
// this is exactly what Intl would write; building an Intl formatter for it cost 75-80 ms on a
// throttled phone, in the first render of every page (issue 10).
export const formatYear = (date: Date): string => String(date.getFullYear());

// How long to wait, in words of the active language ('45 seconds', '٣ دقائق' → with Latin digits):
// seconds up to two minutes, whole minutes (rounded up) after.
export function formatWait(seconds: number, lang: Language): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const [value, unit] = whole <= 120 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

// A notification's date and time, short, in the active language.
export const formatDateTime = (iso: string, lang: Language): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

// A date alone, long ('12 May 2026', '12 أيار 2026'), in the active language's digits (ADR 0006).
export const formatDate = (iso: string, lang: Language): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' }).format(date);
};
