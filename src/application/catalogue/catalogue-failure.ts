import { NotFoundError } from '../shared/errors';
import type { Failures } from '../shared/failure';

/** What a catalogue screen tells the shopper: the thing does not exist (or is hidden), or loading failed. */
export interface CatalogueFailure {
  kind: 'not-found' | 'failed';
  message: string;
}

/** A 404 is an answer, not a fault; anything else is reported and becomes 'failed' (docs/adr/0057). */
export const CATALOGUE_FAILURES: Failures<CatalogueFailure> = {
  expected: (error) => (error instanceof NotFoundError ? { kind: 'not-found', message: error.message } : undefined),
  unexpected: (error) => ({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
};
