// Payment-method badges drawn inline (no image requests on a slow line). Each is labelled by the
// text next to it in the footer, so the drawing itself is hidden from assistive tech.
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

export function VisaIcon() {
  return (
    <svg width="48" height="30" viewBox="0 0 48 30" aria-hidden="true" focusable="false">
      <rect width="48" height="30" rx="5" fill="#1a1f71" />
      <path
        d="M19.6 10.3 16.7 19.7h-2.5l-1.5-7.2c-.1-.5-.3-.7-.7-.9a11 11 0 0 0-2.6-.8l.1-.5h4.1c.5 0 1 .4 1.1.9l1 5.3 2.5-6.2h2.4Zm9.9 6.3c0-2.5-3.4-2.6-3.4-3.7 0-.3.3-.7 1-.8a4.6 4.6 0 0 1 2.4.4l.4-2a6.6 6.6 0 0 0-2.3-.4c-2.4 0-4.1 1.3-4.1 3.1 0 1.4 1.2 2.1 2.1 2.6.9.5 1.3.8 1.3 1.2 0 .7-.8 1-1.5 1a5.3 5.3 0 0 1-2.6-.6l-.5 2a7.6 7.6 0 0 0 2.8.5c2.6 0 4.3-1.3 4.4-3.3Zm6.3 3.1h2.1l-1.9-9.4h-2c-.4 0-.8.3-1 .7l-3.5 8.7h2.4l.5-1.3h3l.4 1.3Zm-2.6-3.2 1.2-3.5.7 3.5h-1.9Zm-9.8-6.2-1.9 9.4h-2.3l1.9-9.4h2.3Z"
        fill="#fff"
      />
    </svg>
  );
}

export function MastercardIcon() {
  return (
    <svg width="48" height="30" viewBox="0 0 48 30" aria-hidden="true" focusable="false">
      <rect width="48" height="30" rx="5" fill="#1c1c1c" />
      <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
      <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
      <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
    </svg>
  );
}
