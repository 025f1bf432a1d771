// Issue 29 (ADR 0055): what an operator types and uploads, read as the catalogue keeps it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOfInput, pictureTypeOf, unitsOfInput } from '@/domain/catalogue';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe('pictureTypeOf', () => {
  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(pictureTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(pictureTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(pictureTypeOf(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it is called: GIF, SVG, text, a truncated header, nothing', () => {
    for (const other of [ascii('GIF89a'), ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'), ascii('hello.png'), bytes(0x89, 0x50, 0x4e, 0x47), ascii('RIFF\u0000\u0000\u0000\u0000WAVE'), bytes()]) {
      expect(pictureTypeOf(other)).toBeNull();
    }
  });
});

describe('amountOfInput', () => {
  it('reads what operators type, in either script, exactly', () => {
    expect(amountOfInput('4.5')).toBe(450);
    expect(amountOfInput(' 4,50 ')).toBe(450);
    expect(amountOfInput('٤٫٥٠')).toBe(450);
    expect(amountOfInput('۱۲')).toBe(1200);
    expect(amountOfInput('0')).toBe(0);
    expect(amountOfInput('0.07')).toBe(7);
    expect(amountOfInput('9999999999.99')).toBe(999_999_999_999);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '-1', '1.234', '1,000.50', 'abc', '1e3', '.5', '5.', '12345678901']) expect(amountOfInput(text), `${text}`).toBeNull();
  });

  it('reads back any amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (minor) => {
        expect(amountOfInput(`${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`)).toBe(minor);
      }),
    );
  });
});

describe('unitsOfInput', () => {
  it('reads whole units in either script, up to the limit', () => {
    expect(unitsOfInput('12', 100)).toBe(12);
    expect(unitsOfInput('١٢', 100)).toBe(12);
    expect(unitsOfInput('0', 100)).toBe(0);
    for (const text of ['', '-1', '1.5', '101', 'x']) expect(unitsOfInput(text, 100), `${text}`).toBeNull();
  });
});
