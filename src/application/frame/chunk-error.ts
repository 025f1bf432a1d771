// Recognises a failed script or style chunk load, whatever shape the failure arrives in
// (Error, plain string, error-like object from an event payload).

// The four phrases of spec section 8, followed by those the spec does not list but a Vite build
// meets in practice: Vite's own CSS preload failure, and Firefox's and Safari's wording for a
// failed dynamic import (the spec's phrase is Chrome's). Matching ignores letter case.
const CHUNK_ERROR_PHRASES: readonly string[] = [
  'Loading chunk',
  'ChunkLoadError',
  'Failed to fetch dynamically imported module',
  'Loading CSS chunk',
  'Unable to preload CSS',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

const LOWERCASE_PHRASES = CHUNK_ERROR_PHRASES.map((phrase) => phrase.toLowerCase());

const CHUNK_ERROR_NAME = 'ChunkLoadError';

const mentionsChunkFailure = (text: string): boolean => {
  const lower = text.toLowerCase();
  return LOWERCASE_PHRASES.some((phrase) => lower.includes(phrase));
};

// A property read on an unknown object may run a getter or a proxy trap that throws; for a
// classifier that only means "not a chunk error", never a reason to fail the error handler itself.
const readStringProperty = (value: object, key: 'message' | 'name'): string | undefined => {
  try {
    const property: unknown = Reflect.get(value, key);
    return typeof property === 'string' ? property : undefined;
  } catch {
    return undefined;
  }
};

export const isChunkLoadError = (error: unknown): boolean => {
  if (typeof error === 'string') return mentionsChunkFailure(error);
  if (typeof error !== 'object' || error === null) return false;
  if (readStringProperty(error, 'name') === CHUNK_ERROR_NAME) return true;
  const message = readStringProperty(error, 'message');
  return message !== undefined && mentionsChunkFailure(message);
};
