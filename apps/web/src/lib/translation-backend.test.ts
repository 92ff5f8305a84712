import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18N } from '@chorok/contract';
import { i18nOptions } from '@/lib/i18n';
import { createTranslationBackend, translationUrl } from '@/lib/translation-backend';
import { TRANSLATION_LOADER } from '@/lib/config';

/** One scripted answer per fetch call, in order; the last one repeats. */
type Answer = { status: number; body?: string } | { error: Error };

const fetchMock = vi.fn<typeof fetch>();

function answer(...answers: Answer[]) {
  let call = 0;
  fetchMock.mockImplementation(async () => {
    const next = answers[Math.min(call++, answers.length - 1)] as Answer;
    if ('error' in next) throw next.error;
    // Response refuses status 0 (what an opaque or aborted answer reports), so that one is faked.
    if (next.status === 0) return { status: 0, text: async () => '' } as Response;
    return new Response(next.body ?? '', { status: next.status });
  });
}

/** Starts i18next with the app's real options and our backend; resolves once init has settled. */
function start(extra: Record<string, unknown> = {}): { i18n: I18n; done: Promise<unknown> } {
  const i18n = createInstance();
  const done = i18n
    .use(createTranslationBackend())
    .init({ ...i18nOptions('kr'), ...extra })
    .catch((error: unknown) => error);
  return { i18n, done };
}

/** Runs the retry timers (at most a minute of them) until init settles. */
async function settle(done: Promise<unknown>) {
  let finished = false;
  void done.then(() => (finished = true));
  for (let i = 0; i < 600 && !finished; i++) await vi.advanceTimersByTimeAsync(100);
  if (!finished) throw new Error('i18next init did not settle');
  return done;
}

const LOAD_URL = `/locales/kr/${I18N.namespace}.json`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('translation backend (spec §8)', () => {
  it('loads /locales/{lng}/{ns}.json with same-origin credentials, as the preload did', async () => {
    answer({ status: 200, body: '{"common":{"ok":"확인"}}' });
    const { i18n, done } = start();
    await settle(done);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(LOAD_URL);
    expect(init).toMatchObject({ credentials: 'same-origin', mode: 'cors', cache: 'default' });
    expect(i18n.t('common.ok')).toBe('확인');
  });

  it('retries a 5xx with a doubling wait from 350 ms, then loads', async () => {
    answer({ status: 503 }, { status: 500 }, { status: 200, body: '{"common":{"ok":"확인"}}' });
    const { i18n, done } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TRANSLATION_LOADER.initialWaitMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TRANSLATION_LOADER.initialWaitMs * 2 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await settle(done);
    expect(i18n.t('common.ok')).toBe('확인');
  });

  it('gives up after 5 retries (6 requests) when the server keeps failing', async () => {
    answer({ status: 502 });
    const failed = vi.fn();
    const { i18n, done } = start();
    i18n.on('failedLoading', failed);
    await settle(done);
    expect(fetchMock).toHaveBeenCalledTimes(TRANSLATION_LOADER.retries + 1);
    expect(String(failed.mock.calls[0]?.[2])).toContain('status code: 502');
  });

  it('retries an answer without a status and a network-style failure', async () => {
    answer(
      { status: 0 },
      { error: new TypeError('Failed to fetch') },
      { status: 200, body: '{"common":{"ok":"확인"}}' },
    );
    const { i18n, done } = start();
    await settle(done);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(i18n.t('common.ok')).toBe('확인');
  });

  it('does not retry a 4xx', async () => {
    answer({ status: 404, body: '{}' });
    const failed = vi.fn();
    const { i18n, done } = start();
    i18n.on('failedLoading', failed);
    await settle(done);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(failed.mock.calls[0]?.[2])).toContain('status code: 404');
  });

  it('does not retry an error that is not network-style', async () => {
    answer({ error: new Error('something odd') });
    const { done } = start();
    await settle(done);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('calls an unparsable body a parse failure and does not retry it', async () => {
    answer({ status: 200, body: '<!doctype html>' });
    const failed = vi.fn();
    const { i18n, done } = start();
    i18n.on('failedLoading', failed);
    await settle(done);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(failed.mock.calls[0]?.[2])).toContain(`failed parsing ${LOAD_URL}`);
  });

  it('reads at most 10 files at once', async () => {
    let inFlight = 0;
    let most = 0;
    fetchMock.mockImplementation(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight--;
      return new Response('{}', { status: 200 });
    });
    const namespaces = Array.from({ length: 14 }, (_, i) => `ns${i}`);
    const { done } = start({ ns: namespaces });
    await settle(done);
    expect(fetchMock).toHaveBeenCalledTimes(14);
    expect(most).toBe(TRANSLATION_LOADER.parallelReads);
  });

  it('POSTs a missing key to /locales/add/{lng}/{ns} when saveMissing is on', async () => {
    answer({ status: 200, body: '{"common":{"ok":"확인"}}' });
    const { i18n, done } = start({ saveMissing: true });
    await settle(done);
    fetchMock.mockClear();
    answer({ status: 201 });
    i18n.t('common.missing', { defaultValue: '없음' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/locales/add/kr/${I18N.namespace}`);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({ 'common.missing': '없음' });
  });
});

describe('translationUrl', () => {
  it('fills {{lng}} and {{ns}}', () => {
    expect(translationUrl('/locales/{{lng}}/{{ns}}.json', 'en', 'translations')).toBe(
      '/locales/en/translations.json',
    );
  });
  it('refuses codes that would change the path', () => {
    expect(translationUrl('/locales/{{lng}}/{{ns}}.json', '../x', 'translations')).toBeNull();
    expect(translationUrl('/locales/{{lng}}/{{ns}}.json', 'kr', 'a/b')).toBeNull();
  });
});
