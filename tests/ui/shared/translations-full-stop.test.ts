// Issue 26 tryout: an amount that ends a sentence in Arabic ("… 4,730,000 ل.ل.") was followed by the sentence's
// own full stop ("ل.ل.."). The app's translations pass through one post-processor (src/domain/shared/full-stop.ts).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatShown } from '../../../src/ui/shared/format/format';
import type { Currency } from '../../../src/domain/country';
import { switchLanguage } from '../support/i18n';

const LBP: Currency = { id: 2, name: 'Lebanese pound', code: 'LBP', excRate: 89500, displayStep: 1000, cashStep: 5000 };

describe('an amount at the end of a translated sentence', () => {
  it.each(['ar', 'en'] as const)('%s: one full stop after the currency', async (lng) => {
    await switchLanguage(lng);
    const fee = formatShown(179_000, LBP, lng);
    const freeFrom = formatShown(4_475_000, LBP, lng);
    const sentence = i18next.t('catalogue:product.deliveryCost', { country: 'Lebanon', fee, freeFrom });
    expect(sentence).toContain(freeFrom);
    expect(sentence.replace(/[\u200e\u200f\u061c]/g, '')).not.toMatch(/\.\.$/);
    expect(sentence.replace(/[\u200e\u200f\u061c]/g, '').trimEnd().endsWith('.')).toBe(true);
    // Nor a comma straight after the abbreviation's dot inside it (the last stop's "358,000 ل.ل.، ومجاني").
    expect(sentence.replace(/[\u200e\u200f\u061c]/g, '')).not.toMatch(/\.\s*[،,]/);
    expect(sentence.replace(/[\u200e\u200f\u061c]/g, '')).not.toMatch(/\.\./);
    const noBreakdown = i18next.t('admin:refund.noBreakdown', { amount: freeFrom });
    expect(noBreakdown.replace(/[\u200e\u200f\u061c]/g, '')).not.toMatch(/\.\./);
  });
});
