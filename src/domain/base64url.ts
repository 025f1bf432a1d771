// Base64url (RFC 4648 section 5) to and from UTF-8 text, written out because the domain may not
// lean on the platform's atob/TextDecoder. Decoding is strict: anything that is not base64url, or
// bytes that are not well-formed UTF-8, give null rather than replacement characters.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const SEXTET_OF = new Map<string, number>([...ALPHABET].map((char, index) => [char, index]));

const BASE64URL_SHAPE = /^([A-Za-z0-9_-]*)(=*)$/;

const decodeBytes = (input: string): number[] | null => {
  const shape = BASE64URL_SHAPE.exec(input);
  const body = shape?.[1];
  const padding = shape?.[2] ?? '';
  if (body === undefined) return null;
  if (body.length % 4 === 1) return null;
  if (padding.length > 2 || (padding.length > 0 && (body.length + padding.length) % 4 !== 0)) return null;

  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of body) {
    buffer = ((buffer << 6) | (SEXTET_OF.get(char) ?? 0)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
};

const isContinuation = (byte: number | undefined): byte is number => byte !== undefined && (byte & 0xc0) === 0x80;

// Lead byte -> [number of continuation bytes, bits kept from the lead byte, smallest code point].
const sequenceOf = (lead: number): readonly [number, number, number] | null => {
  if (lead < 0x80) return [0, 0x7f, 0];
  if (lead >= 0xc0 && lead < 0xe0) return [1, 0x1f, 0x80];
  if (lead >= 0xe0 && lead < 0xf0) return [2, 0x0f, 0x800];
  if (lead >= 0xf0 && lead < 0xf8) return [3, 0x07, 0x10000];
  return null;
};

const decodeUtf8 = (bytes: readonly number[]): string | null => {
  const chars: string[] = [];
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const sequence = sequenceOf(lead);
    if (sequence === null) return null;
    const [continuations, leadMask, smallest] = sequence;
    let codePoint = lead & leadMask;
    for (let k = 1; k <= continuations; k += 1) {
      const next = bytes[index + k];
      if (!isContinuation(next)) return null;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    const overlong = codePoint < smallest;
    const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    if (overlong || surrogate || codePoint > 0x10ffff) return null;
    chars.push(String.fromCodePoint(codePoint));
    index += continuations + 1;
  }
  return chars.join('');
};

export const decodeBase64Url = (input: string): string | null => {
  const bytes = decodeBytes(input);
  return bytes === null ? null : decodeUtf8(bytes);
};

const encodeUtf8 = (text: string): number[] => {
  const bytes: number[] = [];
  for (const char of text) {
    const raw = char.codePointAt(0) ?? 0;
    // A lone surrogate cannot be written as UTF-8; like the platform encoders, write U+FFFD.
    const codePoint = raw >= 0xd800 && raw <= 0xdfff ? 0xfffd : raw;
    if (codePoint < 0x80) bytes.push(codePoint);
    else if (codePoint < 0x800) bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
    else if (codePoint < 0x10000)
      bytes.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
    else
      bytes.push(
        0xf0 | (codePoint >> 18),
        0x80 | ((codePoint >> 12) & 0x3f),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
  }
  return bytes;
};

const sextetChar = (value: number): string => ALPHABET.charAt(value & 0x3f);

// Unpadded, as JWT segments are written.
export const encodeBase64Url = (text: string): string => {
  const bytes = encodeUtf8(text);
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const remaining = bytes.length - index;
    const triple = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    out += sextetChar(triple >> 18) + sextetChar(triple >> 12);
    if (remaining > 1) out += sextetChar(triple >> 6);
    if (remaining > 2) out += sextetChar(triple);
  }
  return out;
};
