// The Arabic face the storefront ships is cut from @fontsource/noto-sans-arabic (tooling/arabic-font.ts):
// it must be what the script makes from the installed package, hold every letter the store writes in
// Arabic, shape that text exactly as the whole face does, and be declared with the range it holds.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_RANGES, ARABIC_WEIGHTS, arabicFontFile, arabicUnicodeRange, cutArabicFont, fontsourceArabic } from '../../tooling/arabic-font';

const root = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Every string of the Arabic translations. */
function arabicTranslations(): string[] {
  const folder = root('locales/ar');
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')));
  return strings;
}

/** The Arabic runs of the demo catalogue and content the store is seeded with. */
function seededArabic(): string[] {
  const folder = root('server/src/seed');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => readFileSync(`${folder}/${name}`, 'utf8').match(/[\p{Script=Arabic}][\p{Script=Arabic}\s\u200c-\u200f]*/gu) ?? []);
}

const inRanges = (codePoint: number): boolean => ARABIC_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
/**
 * Drawn with the face: what its range declares, and the spaces between Arabic words (Chrome takes them
 * from the run's font when it has them, as fontsource's whole face does).
 */
const drawn = (char: string | undefined): boolean => char !== undefined && (inRanges(char.codePointAt(0) ?? 0) || char === ' ' || char === '\u00a0');

interface Shaped {
  glyphs: number[];
  advances: number[];
}

function shaper(sfnt: Buffer): (text: string) => Shaped {
  const font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(sfnt))));
  return (text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const glyphs = buffer.getGlyphInfos().map((info) => info.codepoint);
    const advances = buffer.getGlyphPositions().map((position) => position.xAdvance);
    return { glyphs, advances };
  };
}

describe("the Arabic face (Noto Sans Arabic cut to the Arabic language's letters)", () => {
  const texts = [...arabicTranslations(), ...seededArabic()].filter((text) => /\p{Script=Arabic}/u.test(text));

  it('finds the text it is checked with', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('holds every Arabic letter, mark and digit the translations and the seeded catalogue write', () => {
    const missing = new Set<string>();
    for (const text of texts) for (const char of text) if (/\p{Script=Arabic}/u.test(char) && !inRanges(char.codePointAt(0) ?? 0)) missing.add(char);
    expect([...missing]).toEqual([]);
  });

  it('is declared in the stylesheet with exactly the range it holds, for each weight', () => {
    const styles = readFileSync(root('src/ui/styles/_fonts.scss'), 'utf8');
    expect(styles).toContain(`unicode-range: ${arabicUnicodeRange()};`);
    expect(styles).toContain("url('./fonts/noto-sans-arabic-core-#{$weight}.woff2')");
  });

  it('is the only web font an Arabic page asks for: its Latin text is in the system face (docs/adr/0034)', () => {
    const tokens = readFileSync(root('src/ui/styles/_tokens.scss'), 'utf8');
    const stack = /--font-arabic:\s*([^;]+);/.exec(tokens)?.[1] ?? '';
    expect(stack.split(',')[0]?.trim()).toBe("'Noto Sans Arabic'");
    expect(stack).not.toMatch(/Inter/);
  });

  describe.each(ARABIC_WEIGHTS)('weight %i', (weight) => {
    let whole: (text: string) => Shaped;
    let cut: (text: string) => Shaped;
    beforeAll(async () => {
      const source = fontsourceArabic(weight);
      // The whole face as sfnt (HarfBuzz reads no woff2): cut to every code point of the plane.
      whole = shaper(await cutArabicFont(source, 'sfnt', everyCodePoint()));
      cut = shaper(await cutArabicFont(source, 'sfnt'));
    });

    it('is the file the script writes from the installed package (run `npm run generate:fonts` after an upgrade)', async () => {
      const shipped = readFileSync(arabicFontFile(weight));
      expect(shipped.equals(await cutArabicFont(fontsourceArabic(weight)))).toBe(true);
    });

    it('shapes every Arabic text as the whole face does: the same number of glyphs, none missing, the same advances', () => {
      // The browser draws with this face what its unicode-range names and the spaces between (Latin
      // digits and punctuation come from the next font), so those runs are what is compared.
      const runs = texts.flatMap((text) => [...text].reduce<string[]>((out, char, index, chars) => {
        const inside = drawn(char);
        const previousInside = index > 0 && drawn(chars[index - 1]);
        if (inside && previousInside) out[out.length - 1] += char;
        else if (inside) out.push(char);
        return out;
      }, []));
      expect(runs.length).toBeGreaterThan(1000);
      const differing: string[] = [];
      for (const text of runs) {
        const a = whole(text);
        const b = cut(text);
        if (b.glyphs.includes(0) || a.glyphs.length !== b.glyphs.length || a.advances.join() !== b.advances.join()) differing.push(text);
      }
      expect(differing).toEqual([]);
    });
  });
});

/** Every code point of the Basic Multilingual Plane but the surrogates: a face cut to them shapes the Arabic block as the whole face. */
function everyCodePoint(): string {
  let text = '';
  for (let codePoint = 0x20; codePoint <= 0xffff; codePoint += 1) if (codePoint < 0xd800 || codePoint > 0xdfff) text += String.fromCodePoint(codePoint);
  return text;
}
