import { useState } from 'react';

/** 128 random bits in hex (getRandomValues: also on a plain-HTTP page, where randomUUID is missing). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `form-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

// The idempotency key of a checkout posted without the app (docs/adr/0040): drawn by the server once
// per page, so the same form posted twice (a double tap, a resend after a lost answer) places one
// order. The browser keeps the server's value as it hydrates (the app's own submit uses the
// CheckoutStore's key, not this field).
export function CheckoutKey() {
  const [key] = useState(randomKey);
  return <input type="hidden" name="idempotencyKey" value={key} suppressHydrationWarning />;
}
