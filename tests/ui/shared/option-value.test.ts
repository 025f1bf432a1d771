// Issue 26: an option value reads naturally in the page's language. Counts of things, measures and size
// words are said in its words ("128 غيغابايت", "500 مل", "صغير"); what is none of them stays as written,
// left to right ('55"', 'XL', '42').
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { optionText } from '../../../src/ui/shared/format/option-value';
import { switchLanguage } from '../support/i18n';

const shown = (value: string) => optionText(value, i18next.getFixedT(null, 'catalogue'));

describe('an option value', () => {
  it('in Arabic: measures, counts and size words in Arabic words, the number in the store\'s digits', async () => {
    await switchLanguage('ar');
    expect(shown('128GB')).toEqual({ text: '128 غيغابايت', dir: undefined });
    expect(shown('1TB')).toEqual({ text: '1 تيرابايت', dir: undefined });
    expect(shown('500ml')).toEqual({ text: '500 مل', dir: undefined });
    expect(shown('0.5L')).toEqual({ text: '0.5 لتر', dir: undefined });
    expect(shown('1kg')).toEqual({ text: '1 كغ', dir: undefined });
    expect(shown('200g')).toEqual({ text: '200 غ', dir: undefined });
    expect(shown('10000mAh')).toEqual({ text: '10000 مللي أمبير', dir: undefined });
    expect(shown('65W')).toEqual({ text: '65 واط', dir: undefined });
    expect(shown('28cm')).toEqual({ text: '28 سم', dir: undefined });
    expect(shown('Small')).toEqual({ text: 'صغير', dir: undefined });
    expect(shown('2-3Y')).toEqual({ text: '2-3 سنوات', dir: undefined });
    expect(shown('2 persons')).toEqual({ text: 'شخصان', dir: undefined });
    for (const value of Object.values({ inch: '55"', size: 'XL', shoe: '42', odd: '128 GBs' })) expect(shown(value)).toEqual({ text: value, dir: 'ltr' });
  });

  it('in English: as the catalogue writes it', async () => {
    await switchLanguage('en');
    for (const value of ['128GB', '0.5L', '500ml', '10000mAh', 'Medium', '2-3Y', '55"', 'XL']) expect(shown(value).text).toBe(value);
    expect(shown('4 cups').text).toBe('4 cups');
  });
});
