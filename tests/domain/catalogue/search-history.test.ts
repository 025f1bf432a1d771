import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_LIMIT,
  addSearchTerm,
  removeSearchTerm,
  sameSearchTerm,
  searchParams,
} from '../../../src/domain/catalogue/search-history';

const term = fc.oneof(
  fc.constantFrom('shoes', 'Shoes', ' SHOES ', 'red  shoes', 'red shoes', 'حذاء', ' حذاء ', 'قميص', 'ABC-123', ''),
  fc.string({ maxLength: 12 }),
);
/** Histories as the app builds them: by adding terms one by one to an empty list. */
const history = fc.array(term, { maxLength: 30 }).map((terms) => terms.reduce<string[]>(addSearchTerm, []));

const keys = (list: readonly string[]) => list.map((t) => t.trim().replace(/\s+/g, ' ').toLowerCase());

describe('addSearchTerm', () => {
  it('keeps at most 10 terms', () => {
    expect(SEARCH_HISTORY_LIMIT).toBe(10);
  });

  it('puts the trimmed term at the front', () => {
    expect(addSearchTerm(['b', 'c'], '  a  ')).toEqual(['a', 'b', 'c']);
  });

  it('moves an existing term to the front instead of repeating it', () => {
    expect(addSearchTerm(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('compares Latin terms case-insensitively, keeping the newest spelling', () => {
    expect(addSearchTerm(['shoes', 'bag'], 'Shoes')).toEqual(['Shoes', 'bag']);
  });

  it('treats runs of spaces inside a term as one space when comparing', () => {
    expect(addSearchTerm(['red shoes'], 'red   shoes')).toEqual(['red   shoes']);
  });

  it('compares Arabic terms after trimming', () => {
    expect(addSearchTerm(['حذاء', 'قميص'], '  حذاء ')).toEqual(['حذاء', 'قميص']);
  });

  it('compares Arabic after Unicode NFC composition (آ typed as ا + madda is the same term)', () => {
    expect(addSearchTerm(['\u0622\u0644\u0629'], '\u0627\u0653\u0644\u0629')).toHaveLength(1);
  });

  it('drops the oldest term beyond 10', () => {
    const full = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addSearchTerm(full, 'new')).toEqual(['new', ...full.slice(0, 9)]);
  });

  it('returns the history unchanged (as a copy) for an empty or whitespace term', () => {
    const before = ['a', 'b'];
    expect(addSearchTerm(before, '')).toEqual(['a', 'b']);
    expect(addSearchTerm(before, ' \t\n ')).toEqual(['a', 'b']);
    expect(addSearchTerm(before, '')).not.toBe(before);
  });

  it('also cleans a stored history that holds duplicates, blanks, untrimmed or too many terms', () => {
    const messy = ['b', 'B', ' c ', '  ', ...Array.from({ length: 12 }, (_, i) => `x${i}`)];
    const result = addSearchTerm(messy, 'a');
    expect(result.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(result).toHaveLength(10);
  });

  it('property: never longer than 10', () => {
    fc.assert(
      fc.property(history, term, (h, t) => {
        expect(addSearchTerm(h, t).length).toBeLessThanOrEqual(SEARCH_HISTORY_LIMIT);
      }),
    );
  });

  it('property: adding the same term twice is the same as adding it once', () => {
    fc.assert(
      fc.property(history, term, (h, t) => {
        const once = addSearchTerm(h, t);
        expect(addSearchTerm(once, t)).toEqual(once);
      }),
    );
  });

  it('property: the newest non-empty term is first, trimmed', () => {
    fc.assert(
      fc.property(history, term, (h, t) => {
        fc.pre(t.trim() !== '');
        expect(addSearchTerm(h, t)[0]).toBe(t.trim());
      }),
    );
  });

  it('property: no two entries are the same term', () => {
    fc.assert(
      fc.property(history, term, (h, t) => {
        const k = keys(addSearchTerm(h, t));
        expect(new Set(k).size).toBe(k.length);
      }),
    );
  });

  it('property: never stores an empty or untrimmed term', () => {
    fc.assert(
      fc.property(history, (h) => {
        for (const entry of h) expect(entry).toBe(entry.trim());
        expect(h).not.toContain('');
      }),
    );
  });
});

describe('removeSearchTerm', () => {
  it('removes the term, compared the same way as when adding', () => {
    expect(removeSearchTerm(['Shoes', 'bag', 'حذاء'], ' shoes ')).toEqual(['bag', 'حذاء']);
    expect(removeSearchTerm(['Shoes', 'bag', 'حذاء'], 'حذاء ')).toEqual(['Shoes', 'bag']);
  });

  it('leaves the history as it was when the term is absent', () => {
    expect(removeSearchTerm(['a', 'b'], 'c')).toEqual(['a', 'b']);
  });

  it('property: after removing a term, it is no longer in the history, and the others keep their order', () => {
    fc.assert(
      fc.property(history, term, (h, t) => {
        const result = removeSearchTerm(h, t);
        expect(result.some((entry) => sameSearchTerm(entry, t))).toBe(false);
        expect(result).toEqual(h.filter((entry) => !sameSearchTerm(entry, t)));
      }),
    );
  });

  it('property: removing what was just added gives the history without that term', () => {
    fc.assert(
      fc.property(history, term, (h, t) => {
        fc.pre(t.trim() !== '');
        expect(removeSearchTerm(addSearchTerm(h, t), t)).toEqual(
          h.filter((entry) => !sameSearchTerm(entry, t)).slice(0, SEARCH_HISTORY_LIMIT - 1),
        );
      }),
    );
  });
});

describe('searchParams', () => {
  it('sends productName by default and serialNo when searching by serial number, trimmed', () => {
    expect(searchParams('  red shoes ', false)).toEqual({ productName: 'red shoes' });
    expect(searchParams(' ABC-123 ', true)).toEqual({ serialNo: 'ABC-123' });
  });

  it('sends no filter parameter for an empty term', () => {
    expect(searchParams('', false)).toEqual({});
    expect(searchParams('   ', true)).toEqual({});
  });
});
