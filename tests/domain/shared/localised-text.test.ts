import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../src/domain/shared/localised-text';

describe('inLanguage', () => {
  it('answers the text in the language asked for', () => {
    expect(inLanguage({ en: 'Linen shirt', ar: 'قميص كتان' }, 'ar')).toBe('قميص كتان');
    expect(inLanguage({ en: 'Linen shirt', ar: 'قميص كتان' }, 'en')).toBe('Linen shirt');
  });

  it('falls back to the other language when that one is blank', () => {
    expect(inLanguage({ en: 'Linen shirt', ar: '  ' }, 'ar')).toBe('Linen shirt');
    expect(inLanguage({ en: '', ar: 'قميص كتان' }, 'en')).toBe('قميص كتان');
  });
});
