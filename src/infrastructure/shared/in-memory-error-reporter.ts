
import type { ErrorReporter } from '../../application/shared/error-reporter';

export interface ReportedError {
  error: unknown;
  context: Record<string, unknown> | undefined;
}

export class InMemoryErrorReporter implements ErrorReporter {
  reported: ReportedError[] = [];
  userId: number | null = null;

  captureException(error: unknown, context?: Record<string, unknown>): void {
    this.reported.push({ error, context });
  }

  setUser(id: number | null): void {
    this.userId = id;
  }
}
