import type { OutgoingMessage } from '@chorok/contract';

/** Inside the native app the WebView injects `window.ReactNativeWebView.postMessage`. */
export function isInNativeApp(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.ReactNativeWebView?.postMessage === 'function'
  );
}

/** Send a message to the shell; false (and nothing sent) in a plain browser. */
export function postNativeMessage(message: OutgoingMessage): boolean {
  if (!isInNativeApp()) return false;
  window.ReactNativeWebView?.postMessage(JSON.stringify(message));
  return true;
}
