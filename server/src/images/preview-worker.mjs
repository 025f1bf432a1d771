// The thread that draws a link preview's PNG (images/preview-pool.ts, issue 28). Plain JavaScript that
// imports resvg only, so it loads the same way under node, tsx (npm start) and vitest, with no loader.
// Rendering and the PNG encoding (asPng, synchronous) both happen here, never on the server's event loop.
import { Resvg } from '@resvg/resvg-js';

/** The PNG of a preview's SVG (images/link-preview.ts previewSvg). */
export default function drawPreview(svg) {
  // The catalogue's pictures carry no text (issue 26); the machine's fonts are loaded for any drawing that does.
  return new Resvg(svg, { font: { loadSystemFonts: true }, logLevel: 'off' }).render().asPng();
}
