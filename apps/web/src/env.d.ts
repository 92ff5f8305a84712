/// <reference types="vite/client" />

declare global {
  /** ISO timestamp of the build, set by Vite's `define` (spec §7: printed at load). */
  const __BUILD_DATE__: string;
  /** Spec §7: the debug logger runs only when this flag is exactly true. */
  var ENABLE_DEBUG_LOGGER: boolean | undefined;
  interface Window {
    /** Present only inside the native shell's WebView. */
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

export {};
