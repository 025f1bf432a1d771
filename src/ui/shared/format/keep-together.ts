/**
 * A phone number as shown: its spaces made non-breaking, so it never wraps in the middle (issue 28,
 * html-validate's tel-non-breaking). It stays LTR through the <bdi dir="ltr"> around it.
 */
export const keepTogether = (text: string): string => text.replaceAll(' ', '\u00a0');
