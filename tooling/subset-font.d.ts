// subset-font 2.9 ships no types: what tooling/arabic-font.ts uses of it (its README's `subsetFont`).
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string | undefined,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
