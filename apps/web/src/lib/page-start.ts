import { API_BASE_PATH } from '@chorok/contract';

/**
 * How a server-rendered page (the prerendered /, and the API's /home, product lists, product,
 * 라이프 and article pages) starts the app (decision 0048). The page's own starter script and the
 * app share these names.
 */
export const PAGE_START = {
  /** Dispatched on `document` after the app's first commit: taps held until then are replayed. */
  startedEvent: 'chorok:started',
  /** On <html>: the path whose page view the starter has already sent, so the app does not again. */
  countedViewAttribute: 'data-counted-view',
  /** Where zustand keeps the session (`useAuthStore`): a stored token means a signed-in shopper. */
  authStorageKey: 'chorok-auth',
  pageViewsUrl: `${API_BASE_PATH}/analytics/page-views`,
} as const;

export type PageStartSignals = typeof PAGE_START;

/** A tag Vite put in the page's head that only matters once the app's code runs. */
export interface StartupTag {
  name: 'script' | 'link';
  attrs: Record<string, string>;
}

/** The path whose page view the page's starter sent (a visitor's first view), if any. */
export function viewCountedByStarter(): string | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.getAttribute(PAGE_START.countedViewAttribute);
}

/**
 * The starter of a server-rendered page, run as its own small deferred script (the prerender
 * writes `(startPage)(tags, signals)` to a file). Self-contained on purpose: it is sent as its
 * source text, so it may use nothing from outside its body.
 *
 * - A visitor's page paints and stays still: the app's code is fetched after the first paint but
 *   runs at the first sign of a person (a touch, a press, a key, a wheel, a scroll).
 *   The markup is the whole page; its links are links. The starter sends the page view itself.
 * - A signed-in shopper (their page differs from the visitors') and the native app's WebView
 *   (its bridge) start the app right after the first paint, as every page did before.
 * - A first screen with a region still waiting for data (`aria-busy`) starts the app at once.
 * - A tap before the app has drawn (on anything but a link) is held and replayed once it has.
 */
export function startPage(tags: StartupTag[], signals: PageStartSignals): void {
  const doc = document;
  const preloads = tags.filter((tag) => tag.name !== 'script');
  const scripts = tags.filter((tag) => tag.name === 'script');
  const added = new Set<StartupTag>();
  // One tag per task: each starts a request, which costs the main thread a few milliseconds.
  const addEach = (list: StartupTag[]) => {
    const tag = list.find((candidate) => !added.has(candidate));
    if (!tag) return;
    added.add(tag);
    const element = doc.createElement(tag.name);
    for (const [key, value] of Object.entries(tag.attrs)) element.setAttribute(key, value);
    doc.head.append(element);
    setTimeout(() => addEach(list), 0);
  };

  let started = false;
  // Not pointer movement: the browser sends one itself when the page appears under the cursor.
  const INPUTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'];
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INPUTS) removeEventListener(type, start, true);
    addEach([...preloads, ...scripts]);
  };

  // A tap before the app has drawn: held, and replayed on the same element once the app has
  // adopted the markup. Links are left alone: they navigate as links.
  let held: Element | null = null;
  let ready = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (ready || !(target instanceof Element) || target.closest('a[href]')) return;
    if (!doc.getElementById('root')?.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    start();
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener(
    signals.startedEvent,
    () => {
      ready = true;
      doc.removeEventListener('click', onClick, true);
      const control = held;
      held = null;
      // A task later: the event comes from React's own commit, which a click inside would interrupt.
      setTimeout(() => {
        if (!control?.isConnected) return;
        if (control instanceof HTMLElement) control.click();
        else control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }, 0);
    },
    { once: true },
  );

  let signedIn = false;
  try {
    const stored = JSON.parse(localStorage.getItem(signals.authStorageKey) ?? 'null') as {
      state?: { accessToken?: unknown };
    } | null;
    signedIn = typeof stored?.state?.accessToken === 'string';
  } catch {
    // No storage (blocked) or not ours: a visitor.
  }
  const inApp =
    typeof (window as { ReactNativeWebView?: { postMessage?: unknown } }).ReactNativeWebView
      ?.postMessage === 'function';

  const afterFirstPaint = (run: () => void) => {
    // A frame, then a task: the page has been painted. A hidden tab paints nothing: now.
    if (doc.visibilityState === 'hidden') run();
    else requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (signedIn || inApp) {
    afterFirstPaint(start);
    return;
  }
  for (const type of INPUTS) addEventListener(type, start, { capture: true, passive: true });
  afterFirstPaint(() => {
    // A first screen still waiting for data (a row the server could not render) needs the app now.
    const waiting = [...doc.querySelectorAll('#root [aria-busy="true"]')].some((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    if (waiting) start();
    else if (!started) addEach(preloads);
    // A visitor's view of this page, sent now: the app may never start if they only read.
    const path = location.pathname;
    doc.documentElement.setAttribute(signals.countedViewAttribute, path);
    fetch(signals.pageViewsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path }),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  });
}
