// The Dukkan mark: a shop awning over an open door, in the brand's green and saffron.
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="brand-mark">
      <rect width="40" height="40" rx="11" fill="#0f5c4d" />
      <path d="M8 15h24l-2-6H10l-2 6Z" fill="#f2b84b" />
      <path
        d="M8 15a4 4 0 0 0 8 0 4 4 0 0 0 8 0 4 4 0 0 0 8 0"
        fill="#f2b84b"
        stroke="#0f5c4d"
        strokeWidth="0.8"
      />
      <path d="M11 20v11h18V20" fill="none" stroke="#fff8ec" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M17 31v-6.5a3 3 0 0 1 6 0V31" fill="none" stroke="#fff8ec" strokeWidth="2.2" />
    </svg>
  );
}
