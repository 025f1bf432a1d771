import type { ErrorReporter } from '../../application/shared/error-reporter';

/** Without a Sentry DSN (development, tests of the real container): errors go to the console. */
export class ConsoleErrorReporter implements ErrorReporter {
  private userId: number | null = null;

  constructor(private readonly output: Pick<Console, 'error'> = console) {}

  captureException(error: unknown, context?: Record<string, unknown>): void {
    this.output.error('[dukkan]', error, { ...context, userId: this.userId });
  }

  setUser(id: number | null): void {
    this.userId = id;
  }
}
