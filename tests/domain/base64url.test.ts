import { Buffer } from 'node:buffer';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from '../../src/domain/base64url';
import { anyText } from '../factories/arbitraries';

// Node's own codec is the oracle: the domain cannot use it, the tests can.
const nodeEncode = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const bytesToBase64Url = (bytes: number[]): string => Buffer.from(bytes).toString('base64url');

describe('decodeBase64Url', () => {
  it.each([
    ['', ''],
    ['Zg', 'f'],
    ['Zm8', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYg', 'foob'],
    ['Zm9vYmE', 'fooba'],
    ['Zm9vYmFy', 'foobar'],
  ])('decodes the RFC 4648 vector %j', (encoded, text) => {
    expect(decodeBase64Url(encoded)).toBe(text);
  });

  it('accepts canonical padding', () => {
    expect(decodeBase64Url('Zg==')).toBe('f');
    expect(decodeBase64Url('Zm8=')).toBe('fo');
  });

  it('decodes UTF-8, including Arabic and characters outside the basic plane', () => {
    expect(decodeBase64Url(nodeEncode('محمد الشامي'))).toBe('محمد الشامي');
    expect(decodeBase64Url(nodeEncode('🛒 سلة'))).toBe('🛒 سلة');
  });

  it.each([
    ['a character outside the alphabet', 'Zm9v$'],
    ['the standard (not url-safe) alphabet', 'ab+/'],
    ['an impossible length', 'Zm9vY'],
    ['padding in the middle', 'Zg==Zg'],
    ['too much padding', 'Zg==='],
    ['padding on a length that needs none', 'Zm9v===='],
    ['whitespace', 'Zm9v '],
  ])('rejects %s', (_label, encoded) => {
    expect(decodeBase64Url(encoded)).toBeNull();
  });

  it.each([
    ['a stray continuation byte', [0x80]],
    ['an invalid lead byte', [0xff]],
    ['an overlong encoding of NUL', [0xc0, 0x80]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('rejects bytes that are not UTF-8: %s', (_label, bytes) => {
    expect(decodeBase64Url(bytesToBase64Url(bytes))).toBeNull();
  });

  it('agrees with Node on any text', () => {
    fc.assert(
      fc.property(anyText(), (text) => {
        expect(decodeBase64Url(nodeEncode(text))).toBe(text);
      }),
    );
  });

  it('agrees with a strict UTF-8 decoder on any bytes', () => {
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const oracle = (bytes: Uint8Array): string | null => {
      try {
        return strict.decode(bytes);
      } catch {
        return null;
      }
    };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (bytes) => {
        expect(decodeBase64Url(Buffer.from(bytes).toString('base64url'))).toBe(oracle(bytes));
      }),
    );
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(anyText(), (raw) => {
        const decoded = decodeBase64Url(raw);
        expect(decoded === null || typeof decoded === 'string').toBe(true);
      }),
    );
  });
});

describe('encodeBase64Url', () => {
  it('matches Node and round-trips through decodeBase64Url', () => {
    fc.assert(
      fc.property(anyText(), (text) => {
        const encoded = encodeBase64Url(text);
        expect(encoded).toBe(nodeEncode(text));
        expect(decodeBase64Url(encoded)).toBe(text);
      }),
    );
  });
});
