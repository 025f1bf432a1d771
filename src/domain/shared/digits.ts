// Digits as a shopper or an operator types them: Latin, Arabic-Indic (٠–٩) or Eastern Arabic-Indic, the
// Persian and Urdu keyboards' (۰–۹). Every numeric field reads them through this one function.

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as Latin ones; anything else unchanged. */
export const latinDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
