import type { Language } from '@/domain';

// A server's Retry-After in words of the active language ('5 minutes', '5 دقائق'; Latin digits as
// every computed number, ADR 0006): whole minutes, rounded up, or seconds under a minute.
export function waitInWords(seconds: number, lang: Language): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SY-u-nu-latn' : 'en', { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
