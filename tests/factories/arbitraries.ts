import fc from 'fast-check';

// Any Unicode scalar value (no lone surrogates, so UTF-8 round trips are defined), biased towards
// ASCII where the interesting edges are.
// fast-check's own `unit: 'binary'` costs over a second to build in every test file; this does not.
const codePoint = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0x7f }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x10ffff - 0x800 }).map((c) => (c >= 0xd800 ? c + 0x800 : c)) },
);

export const anyText = (constraints: { maxLength?: number } = {}) =>
  fc.string({ unit: codePoint.map((c) => String.fromCodePoint(c)), ...constraints });
