/**
 * JSON for the text of a `<script type="application/json">` or `application/ld+json` element: `<`, `>`
 * and `&` escaped, and the two line separators JSON allows but older scripts did not, so a product title
 * holding `</script>` or `<!--` cannot end the element or open a comment. JSON.parse reads it back as it was.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
