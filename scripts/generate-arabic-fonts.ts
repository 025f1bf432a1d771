// `npm run generate:fonts`: writes the storefront's Arabic face (tooling/arabic-font.ts) into
// src/ui/styles/fonts/ from the installed @fontsource/noto-sans-arabic. Run it after upgrading that package.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ARABIC_WEIGHTS, arabicFontFile, cutArabicFont, fontsourceArabic } from '../tooling/arabic-font';

for (const weight of ARABIC_WEIGHTS) {
  const source = fontsourceArabic(weight);
  const cut = await cutArabicFont(source);
  writeFileSync(arabicFontFile(weight), cut);
  console.info(`Noto Sans Arabic ${weight}: ${source.length} -> ${cut.length} bytes, ${fileURLToPath(arabicFontFile(weight))}`);
}
