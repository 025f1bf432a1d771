// A small count on an icon link. The link's accessible name already says the number, so the
// badge itself is hidden from assistive tech.
export function CountBadge({ value, testId }: { value: string | null; testId: string }) {
  if (value === null) return null;
  return (
    <span className="count-badge" data-testid={testId} aria-hidden="true">
      {value}
    </span>
  );
}
