import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_START, startPage, type StartupTag } from '@/lib/page-start';

const TAGS: StartupTag[] = [
  { name: 'link', attrs: { rel: 'modulepreload', href: '/assets/start.js' } },
  { name: 'script', attrs: { type: 'module', src: '/assets/index.js' } },
];

const added = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload], script[type=module]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src'),
  );

/** The first paint (a frame, then a task) and every one-tag-per-task step after it. */
const settle = () => vi.runAllTimersAsync();

let fetchMock: ReturnType<typeof vi.fn>;
const listeners: [EventTarget, string, EventListenerOrEventListenerObject, boolean][] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  // startPage's listeners would outlive the test: note them to remove them after.
  for (const target of [window, document] as EventTarget[]) {
    const original = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
      if (listener) listeners.push([target, type, listener, capture]);
      original(type, listener, options);
    });
  }
  document.body.innerHTML =
    '<div id="root"><a href="/products/best">베스트</a><button type="button">좋아요</button></div>';
});

afterEach(() => {
  for (const [target, type, listener, capture] of listeners.splice(0))
    target.removeEventListener(type, listener, capture);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(PAGE_START.countedViewAttribute);
});

describe('startPage: a visitor', () => {
  it('fetches the code after the first paint but runs it at the first input, and sends the page view', async () => {
    startPage(TAGS, PAGE_START);
    await settle();
    expect(added()).toEqual(['/assets/start.js']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(PAGE_START.pageViewsUrl);
    expect(JSON.parse(init.body as string)).toEqual({ path: location.pathname });
    expect(document.documentElement.getAttribute(PAGE_START.countedViewAttribute)).toBe(
      location.pathname,
    );

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    await settle();
    expect(added()).toEqual(['/assets/start.js', '/assets/index.js']);
  });

  it('holds a tap on a button until the app has drawn, then replays it there', async () => {
    startPage(TAGS, PAGE_START);
    await settle();
    const button = document.querySelector('button')!;
    const onButton = vi.fn();
    button.addEventListener('click', onButton);

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(onButton).not.toHaveBeenCalled();
    await settle();
    expect(added()).toContain('/assets/index.js');

    document.dispatchEvent(new Event(PAGE_START.startedEvent));
    await settle();
    expect(onButton).toHaveBeenCalledTimes(1);
  });

  it('leaves a tap on a link to the browser', async () => {
    startPage(TAGS, PAGE_START);
    await settle();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });

  it('starts at once when a region of the first screen is still waiting for data', async () => {
    document
      .getElementById('root')!
      .insertAdjacentHTML('beforeend', '<section aria-busy="true"></section>');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 500, width: 390, height: 300 }),
    );
    startPage(TAGS, PAGE_START);
    await settle();
    expect(added()).toEqual(['/assets/start.js', '/assets/index.js']);
  });

  it('waits when that region is below the first screen', async () => {
    document
      .getElementById('root')!
      .insertAdjacentHTML('beforeend', '<section aria-busy="true"></section>');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: innerHeight + 200, width: 390, height: 300 }),
    );
    startPage(TAGS, PAGE_START);
    await settle();
    expect(added()).toEqual(['/assets/start.js']);
  });
});

describe('startPage: a signed-in shopper', () => {
  it('starts after the first paint without waiting for input, and leaves the page view to the app', async () => {
    localStorage.setItem(
      PAGE_START.authStorageKey,
      JSON.stringify({ state: { accessToken: 'token' }, version: 0 }),
    );
    startPage(TAGS, PAGE_START);
    expect(added()).toEqual([]);
    await settle();
    expect(added()).toEqual(['/assets/start.js', '/assets/index.js']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is a visitor once signed out (the stored token is null)', async () => {
    localStorage.setItem(
      PAGE_START.authStorageKey,
      JSON.stringify({ state: { accessToken: null }, version: 0 }),
    );
    startPage(TAGS, PAGE_START);
    await settle();
    expect(added()).toEqual(['/assets/start.js']);
  });
});
