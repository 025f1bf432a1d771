import { inject, injectable } from 'inversify';
import { ACCESS_TOKEN_KEY } from '../access-token';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { NativeAppBridge } from '../ports/native-app-bridge';
import { TOKENS } from '../tokens';

/** Spec section 4: logout removes the stored token and tells a native wrapper, if there is one. */
@injectable()
export class SignOut {
  constructor(
    @inject(TOKENS.LocalStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.NativeAppBridge) private readonly bridge: NativeAppBridge,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  execute(): void {
    this.storage.remove(ACCESS_TOKEN_KEY);
    this.reporter.setUser(null);
    try {
      this.bridge.notifyLogout();
    } catch (error) {
      // The wrapper's failure must not keep the user signed in on the page.
      this.reporter.captureException(error, { action: 'sign-out' });
    }
  }
}
