import { injectable } from 'inversify';
import type { NativeAppBridge } from '../../application/ports/native-app-bridge';

/** Messages the native wrapper received. */
@injectable()
export class InMemoryNativeAppBridge implements NativeAppBridge {
  messages: string[] = [];

  notifyLogout(): void {
    this.messages.push('logout');
  }
}
