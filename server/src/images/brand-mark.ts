// The Dukkan mark (src/ui/shared/icons/brand-mark.tsx draws the same in the storefront) as SVG
// shapes in a 40 x 40 box: the app icons (tooling/render-icons.ts) and the store's default link
// preview (/og/site.png) are drawn from it.
export const MARK_GREEN = '#0f5c4d';

export const DUKKAN_MARK = `<rect width="40" height="40" rx="11" fill="${MARK_GREEN}"/><path d="M8 15h24l-2-6H10l-2 6Z" fill="#f2b84b"/>
<path d="M8 15a4 4 0 0 0 8 0 4 4 0 0 0 8 0 4 4 0 0 0 8 0" fill="#f2b84b" stroke="${MARK_GREEN}" stroke-width="0.8"/>
<path d="M11 20v11h18V20" fill="none" stroke="#fff8ec" stroke-width="2.2" stroke-linejoin="round"/>
<path d="M17 31v-6.5a3 3 0 0 1 6 0V31" fill="none" stroke="#fff8ec" stroke-width="2.2"/>`;

/** The mark on a full-bleed square, inside the 80% safe zone launchers may crop to. */
export const DUKKAN_MARK_MASKABLE = `<rect width="40" height="40" fill="${MARK_GREEN}"/><g transform="translate(6 6) scale(0.7)">${DUKKAN_MARK}</g>`;
