// An amount can end with an abbreviation's dot ("4,730,000 ل.ل." in Arabic); a sentence that ends with it
// adds its own full stop, and the shopper read "ل.ل.." (issue 26 tryout). As with "etc." in English, the
// abbreviation's dot ends the sentence: the second one goes. Any text that puts an interpolated amount (or
// anything else) before a full stop is passed through here: the storefront's translations (an i18next
// post-processor, src/infrastructure/shared/i18n.ts and the server's renderer) and the server's messages.

/** A letter, its dot, the direction marks Intl writes after it, then the sentence's own dot (not an ellipsis). */
const DOUBLED = /(\p{L}\.[\u200e\u200f\u061c]*)\.(?!\.)/gu;

/** The text with an abbreviation that ends a sentence carrying the sentence's full stop. */
export const oneFullStop = (text: string): string => text.replace(DOUBLED, '$1');

/** The i18next post-processor's name (`postProcess: [FULL_STOP]`). */
export const FULL_STOP = 'oneFullStop';
