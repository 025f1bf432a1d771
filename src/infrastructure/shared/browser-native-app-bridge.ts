import type { NativeAppBridge } from '../../application/shared/native-app-bridge';

export const LOGOUT_MESSAGE = JSON.stringify({ type: 'logout' });
/** The WKWebView message handler an iOS wrapper registers. */
export const WEBKIT_HANDLER = 'logout';

type PostMessage = (message: string) => void;

// The wrapper's objects are injected by native code, so nothing about them is typed: read them
// carefully and call postMessage on its owner only when it really is a function.
const postMessageOf = (owner: unknown): PostMessage | null => {
  if (typeof owner !== 'object' || owner === null) return null;
  const post: unknown = Reflect.get(owner, 'postMessage');
  return typeof post === 'function' ? (message) => Reflect.apply(post, owner, [message]) : null;
};

const child = (owner: unknown, key: string): unknown =>
  typeof owner === 'object' && owner !== null ? Reflect.get(owner, key) : undefined;

/** React Native WebView (window.ReactNativeWebView) or an iOS WKWebView (window.webkit.messageHandlers). */
export class BrowserNativeAppBridge implements NativeAppBridge {
  constructor(private readonly host: object = globalThis) {}

  notifyLogout(): void {
    const post =
      postMessageOf(child(this.host, 'ReactNativeWebView')) ??
      postMessageOf(child(child(child(this.host, 'webkit'), 'messageHandlers'), WEBKIT_HANDLER));
    post?.(LOGOUT_MESSAGE);
  }
}
