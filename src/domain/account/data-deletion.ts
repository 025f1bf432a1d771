// A signed-in user's request to delete their account and personal data (the data-deletion page).
// The store answers within 30 days; see docs/use-cases/request-data-deletion.md.
import { err, ok, type Result } from '../shared/result';

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

/** What the request form holds: the reason as typed, and the box "I understand … cannot be recovered". */
export interface DataDeletionDraft {
  reason: string;
  confirmed: boolean;
}

export type DataDeletionField = keyof DataDeletionDraft;

/** Why a field is refused: a reason over DELETION_REASON_MAX, or the box left unticked. */
export type DataDeletionFieldProblem = DeletionReasonProblem | 'required';

export type DataDeletionErrors = Partial<Record<DataDeletionField, DataDeletionFieldProblem>>;

export const emptyDataDeletionDraft = (): DataDeletionDraft => ({ reason: '', confirmed: false });

/**
 * The form's rules, every field at once: the reason's, and the box must be ticked (a deletion cannot
 * be undone). Answers the reason to send (trimmed, blank as null).
 */
export function validateDataDeletion(draft: DataDeletionDraft): Result<string | null, DataDeletionErrors> {
  const reason = validateDeletionReason(draft.reason);
  const errors: DataDeletionErrors = {};
  if (!reason.ok) errors.reason = reason.error;
  if (!draft.confirmed) errors.confirmed = 'required';
  if (!reason.ok || !draft.confirmed) return err(errors);
  return ok(reason.value);
}
