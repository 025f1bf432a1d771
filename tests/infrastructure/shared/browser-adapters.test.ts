import { describe, expect, it, vi } from 'vitest';
import { BrowserNativeAppBridge, LOGOUT_MESSAGE } from '../../../src/infrastructure/shared/browser-native-app-bridge';
import { BrowserPageControl } from '../../../src/infrastructure/shared/browser-page-control';
import { BrowserScheduler } from '../../../src/infrastructure/shared/browser-scheduler';
import { SystemClock } from '../../../src/infrastructure/shared/system-clock';
import { ConsoleErrorReporter } from '../../../src/infrastructure/shared/console-error-reporter';

describe('BrowserNativeAppBridge', () => {
  it('posts the logout to a React Native WebView', () => {
    const received: unknown[] = [];
    const host = { ReactNativeWebView: { postMessage: (message: unknown) => received.push(message) } };

    new BrowserNativeAppBridge(host).notifyLogout();

    expect(received).toEqual([LOGOUT_MESSAGE]);
  });

  it('posts the logout to an iOS WKWebView handler', () => {
    const received: unknown[] = [];
    const host = { webkit: { messageHandlers: { logout: { postMessage: (message: unknown) => received.push(message) } } } };

    new BrowserNativeAppBridge(host).notifyLogout();

    expect(received).toEqual([LOGOUT_MESSAGE]);
  });

  it('does nothing in a plain browser or beside a malformed wrapper object', () => {
    expect(() => new BrowserNativeAppBridge({}).notifyLogout()).not.toThrow();
    expect(() => new BrowserNativeAppBridge({ ReactNativeWebView: { postMessage: 'nope' } }).notifyLogout()).not.toThrow();
    expect(() => new BrowserNativeAppBridge({ webkit: null }).notifyLogout()).not.toThrow();
  });
});

describe('BrowserScheduler and SystemClock', () => {
  it('fires a timeout and cancels one', async () => {
    vi.useFakeTimers();
    const scheduler = new BrowserScheduler();
    const fired: string[] = [];
    scheduler.setTimeout(() => fired.push('a'), 100);
    const cancel = scheduler.setTimeout(() => fired.push('b'), 100);
    cancel();
    const stop = scheduler.setInterval(() => fired.push('tick'), 50);

    vi.advanceTimersByTime(100);
    stop();
    vi.advanceTimersByTime(100);
    vi.useRealTimers();

    expect(fired.toSorted()).toEqual(['a', 'tick', 'tick']);
  });

  it('reads the system time', () => {
    const before = Date.now();
    expect(new SystemClock().now()).toBeGreaterThanOrEqual(before);
  });
});

const pageControl = () => {
  const seen = { reloads: 0, assigned: [] as string[], opened: [] as unknown[][] };
  const control = new BrowserPageControl({
    location: { reload: () => (seen.reloads += 1), assign: (path: string | URL) => seen.assigned.push(String(path)), href: 'http://shop.test/cart?lng=ar' },
    open: (...args: unknown[]) => {
      seen.opened.push(args);
      return null;
    },
  });
  return { seen, control };
};

describe('BrowserPageControl', () => {
  it('reloads, loads a path and opens the current address in a new tab through the window it was given', () => {
    const { seen, control } = pageControl();
    control.reload();
    control.assign('/emergency');
    control.openInNewTab();
    expect(seen).toEqual({ reloads: 1, assigned: ['/emergency'], opened: [['http://shop.test/cart?lng=ar', '_blank', 'noopener']] });
  });
});

describe('ConsoleErrorReporter', () => {
  it('writes the error, its context and the user to the console', () => {
    const lines: unknown[][] = [];
    const reporter = new ConsoleErrorReporter({ error: (...args: unknown[]) => lines.push(args) });
    const error = new Error('boom');

    reporter.setUser(7);
    reporter.captureException(error, { action: 'load-categories' });

    expect(lines).toEqual([['[dukkan]', error, { action: 'load-categories', userId: 7 }]]);
  });
});
