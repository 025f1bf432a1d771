
import type { NativeAppBridge } from '../../application/shared/native-app-bridge';

/** Messages the native wrapper received. */
export class InMemoryNativeAppBridge implements NativeAppBridge {
  messages: string[] = [];

  notifyLogout(): void {
    this.messages.push('logout');
  }
}
