/** How the browser benches run Debian's Chromium, and the phone they open pages on. */

/** No sandbox (root in a container), nothing of the browser's own on the network or the GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A 390×844 phone with touch, in Korean: the width the shop is designed at. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
} as const;
