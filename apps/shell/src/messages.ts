import type { ShellMessage } from '@chorok/contract';

/**
 * The script that hands a message (built by the contract's environmentMessage, pushTokenMessage …)
 * to the page: a `message` event on `window`, carrying the JSON string, the way the web's bridge
 * listens (it parses strings). `true;` keeps iOS from warning about a non-serialisable result.
 */
export function deliveryScript(message: ShellMessage): string {
  const json = JSON.stringify(message);
  // A JSON string literal is a valid JS string literal (U+2028/2029 included since ES2019).
  return `window.postMessage(${JSON.stringify(json)}, '*');true;`;
}
