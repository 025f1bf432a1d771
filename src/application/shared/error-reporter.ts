export interface ErrorReporter {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  /** The signed-in user's id, or null after sign-out. */
  setUser(id: number | null): void;
}
