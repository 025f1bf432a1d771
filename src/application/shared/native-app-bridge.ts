/** The native wrapper (React Native WebView, WKWebView) the page may run inside. */
export interface NativeAppBridge {
  /** Tells the wrapper the user signed out; does nothing in a plain browser. */
  notifyLogout(): void;
}
