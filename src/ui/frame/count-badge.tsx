// A small count on an icon link. The link's accessible name already says the number, so the
// badge itself is hidden from assistive tech. dir="ltr" isolates it: '9+' reads '9+' on an Arabic page too
// (in the page's right-to-left run it showed as '+9'; a CSS `direction` is flipped by rtlcss).
export function CountBadge({ value, testId }: { value: string | null; testId: string }) {
  if (value === null) return null;
  return (
    <span className="count-badge" data-testid={testId} aria-hidden="true" dir="ltr">
      {value}
    </span>
  );
}
