import { NotFoundError } from '../shared/errors';
import type { ErrorReporter } from '../shared/error-reporter';

/** What a catalogue screen tells the shopper: the thing does not exist (or is hidden), or loading failed. */
export interface CatalogueFailure {
  kind: 'not-found' | 'failed';
  message: string;
}

/** A 404 is an answer, not a fault; anything else is reported and becomes 'failed'. */
export function catalogueFailure(error: unknown, reporter: ErrorReporter, action: string): CatalogueFailure {
  if (error instanceof NotFoundError) return { kind: 'not-found', message: error.message };
  reporter.captureException(error, { action });
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
