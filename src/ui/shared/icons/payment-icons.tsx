// Payment-method badges drawn inline (no image requests on a slow line), one for each method checkout
// takes. Each is labelled by the text next to it in the footer, so the drawing itself is hidden from
// assistive tech.
export function CashOnDeliveryIcon() {
  return (
    <svg width="48" height="30" viewBox="0 0 48 30" aria-hidden="true" focusable="false">
      <rect width="48" height="30" rx="5" fill="#e7f2ea" />
      <rect x="7" y="8" width="34" height="15" rx="2" fill="#2f7a4f" />
      <circle cx="24" cy="15.5" r="4.2" fill="#e7f2ea" />
      <circle cx="12" cy="15.5" r="1.6" fill="#e7f2ea" />
      <circle cx="36" cy="15.5" r="1.6" fill="#e7f2ea" />
    </svg>
  );
}
