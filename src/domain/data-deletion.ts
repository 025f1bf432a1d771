// A signed-in user's request to delete their account and personal data (the data-deletion page).
// The store answers within 30 days; see docs/use-cases/request-data-deletion.md.
import { err, ok, type Result } from './result';

export const DELETION_REASON_MAX = 500;
/** How many days the store allows itself to carry out a request (stated on the page). */
export const DELETION_DEADLINE_DAYS = 30;

export type DataDeletionStatus = 'pending' | 'completed' | 'rejected';

export interface DataDeletionRequest {
  id: number;
  status: DataDeletionStatus;
  /** ISO 8601 */
  createdAt: string;
}

export type DeletionReasonProblem = 'tooLong';

/** The reason is optional: trimmed, empty becomes null, at most DELETION_REASON_MAX characters. */
export function validateDeletionReason(reason: string): Result<string | null, DeletionReasonProblem> {
  const trimmed = reason.trim();
  if ([...trimmed].length > DELETION_REASON_MAX) return err('tooLong');
  return ok(trimmed === '' ? null : trimmed);
}
