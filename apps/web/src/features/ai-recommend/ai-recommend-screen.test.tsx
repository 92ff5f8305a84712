import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AiRecommendEvent } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { productFixture } from '@/test/fixtures/products';
import { AiRecommendScreen } from './ai-recommend-screen';
import { failureHooks } from '@/lib/api-client';
import { lines, streamAiRecommendation } from './stream';
import { HttpResponse } from 'msw';
import { fail, serveApi, type ApiRequest } from '@/test/api';

const PALM = productFixture({ id: 12, name: '테이블야자' });
const PACHIRA = productFixture({ id: 8, name: '파키라' });
const EVENTS: AiRecommendEvent[] = [
  { type: 'understood', understood: ['북향', '고양이'] },
  { type: 'item', item: { product: PALM, reason: '북향에서도 잘 버티고, 고양이에게 안전해요' } },
  { type: 'item', item: { product: PACHIRA, reason: '물을 열흘에 한 번만 줘도 돼요' } },
  { type: 'tip', tip: '가장 밝은 창가 가까이에 두세요.' },
];
const DONE: AiRecommendEvent = {
  type: 'done',
  recommendation: {
    understood: ['북향', '고양이'],
    items: EVENTS.flatMap((event) => (event.type === 'item' ? [event.item] : [])),
    tip: '가장 밝은 창가 가까이에 두세요.',
    provider: 'local',
  },
};

/** An NDJSON body that sends `first` at once and the rest when `release` is called. */
function heldStream(first: AiRecommendEvent[], rest: AiRecommendEvent[]) {
  let release = () => undefined as void;
  const encode = (events: AiRecommendEvent[]) =>
    new TextEncoder().encode(events.map((event) => `${JSON.stringify(event)}\n`).join(''));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encode(first));
      release = () => {
        controller.enqueue(encode(rest));
        controller.close();
      };
    },
  });
  return { body, release: () => release() };
}

const ndjson = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });

const AI_URL = '/v1/products/ai-recommend';
/** What each ask of the recommendation gets, in order; other requests get a 404. */
let answers: (() => Promise<Response>)[] = [];
let calls: ApiRequest[] = [];
beforeEach(() => {
  answers = [];
  calls = serveApi(({ path }) => {
    if (path !== AI_URL) return new Response('{}', { status: 404 });
    const next = answers.shift();
    if (!next) throw new Error('no answer scripted');
    return next();
  }).calls;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const askedTimes = () => calls.filter((call) => call.path === AI_URL).length;
const field = () => screen.getByRole('textbox', { name: '키우는 곳과 생활 이야기' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '추천 받기' }));

describe('AiRecommendScreen', () => {
  it('says the length rule, counts characters, and fills the field from an example', async () => {
    await renderWithRouter(<AiRecommendScreen />, { entries: ['/products/ai-recommend'] });
    expect(await screen.findByText('2자 이상 300자 이하로 적어 주세요.')).toBeTruthy();
    expect(field().getAttribute('maxlength')).toBe('300');
    expect(screen.getByText('0/300')).toBeTruthy();
    const examples = screen.getByRole('group', { name: '이렇게 물어보세요' });
    fireEvent.click(
      within(examples).getByRole('button', {
        name: '북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요',
      }),
    );
    expect((field() as HTMLTextAreaElement).value).toBe(
      '북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요',
    );
    expect(screen.getByText('28/300')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'AI 추천' }).getAttribute('aria-current')).toBe('page');
  });

  it('does not ask with fewer than 2 characters', async () => {
    await renderWithRouter(<AiRecommendScreen />);
    fireEvent.input(await screen.findByRole('textbox'), { target: { value: ' 가 ' } });
    submit();
    expect(screen.getByRole('alert').textContent).toContain('2자 이상');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(askedTimes()).toBe(0);
  });

  it('streams the answer in: what it understood, each plant with its reason, then the tip', async () => {
    const stream = heldStream(EVENTS.slice(0, 2), [...EVENTS.slice(2), DONE]);
    answers.push(async () => ndjson(stream.body));
    await renderWithRouter(<AiRecommendScreen />);
    fireEvent.input(await screen.findByRole('textbox'), {
      target: { value: ' 북향이고 고양이를 키워요 ' },
    });
    submit();

    await waitFor(() => expect(askedTimes()).toBe(1));
    const asked = calls.find((call) => call.path === AI_URL);
    expect(asked?.path).toBe('/v1/products/ai-recommend');
    expect(asked?.method).toBe('POST');
    expect(asked?.headers.accept).toBe('application/x-ndjson');
    expect(asked?.body).toEqual({ prompt: '북향이고 고양이를 키워요' });

    // The first plant is on screen while the rest is still on its way.
    expect(await screen.findByText('북향에서도 잘 버티고, 고양이에게 안전해요')).toBeTruthy();
    const understood = screen.getByRole('region', { name: '이렇게 이해했어요' });
    expect(
      within(understood)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['북향', '고양이']);
    expect(screen.queryByText('파키라')).toBeNull();
    expect(screen.getByRole('button', { name: '추천 받기' }).getAttribute('aria-busy')).toBe(
      'true',
    );

    stream.release();
    expect(await screen.findByText('물을 열흘에 한 번만 줘도 돼요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '파키라' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '관리 팁' }).textContent).toContain(
      '가장 밝은 창가 가까이에 두세요.',
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('추천 식물 2개를 골랐어요'),
    );
  });

  it('says when too many questions were asked, and asks again on retry', async () => {
    answers.push(
      async () =>
        new Response(
          JSON.stringify({
            data: null,
            status: 429,
            message: '추천을 너무 자주 요청했어요. 1분 뒤에 다시 물어봐 주세요.',
          }),
          { status: 429, headers: { 'content-type': 'application/json' } },
        ),
    );
    await renderWithRouter(<AiRecommendScreen />);
    fireEvent.input(await screen.findByRole('textbox'), { target: { value: '거실' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('잠시 쉬었다가 물어봐 주세요');
    expect(alert.textContent).toContain('1분 뒤에 다시 물어봐 주세요.');

    answers.push(async () => ndjson(heldStream([...EVENTS, DONE], []).body));
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('물을 열흘에 한 번만 줘도 돼요')).toBeTruthy();
    expect(askedTimes()).toBe(2);
  });

  it('a failed connection says to check it, and a stream cut short is an error too', async () => {
    answers.push(async () => HttpResponse.error());
    await renderWithRouter(<AiRecommendScreen />);
    fireEvent.input(await screen.findByRole('textbox'), { target: { value: '거실' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('연결 상태를 확인하고');

    const cut = heldStream(EVENTS.slice(0, 2), []);
    answers.push(async () => ndjson(cut.body));
    submit();
    cut.release();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('추천을 받지 못했어요'),
    );
  });
});

describe('lines', () => {
  it('splits a byte stream into lines across chunks and multi-byte characters', async () => {
    const bytes = new TextEncoder().encode('{"a":"북향"}\n\n{"b":2}\n{"c":3}');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const line of lines(body)) out.push(line);
    expect(out).toEqual(['{"a":"북향"}', '{"b":2}', '{"c":3}']);
  });
});

describe('streamAiRecommendation', () => {
  it("tells monitoring's failure hook of a refused stream, as the api client does", async () => {
    const onFailure = vi.fn();
    failureHooks.onFailure = onFailure;
    try {
      serveApi(() => fail(503, '잠시 후'));
      const failure = streamAiRecommendation('북향 창가에 둘 식물', { onEvent: () => undefined });
      await expect(failure).rejects.toMatchObject({ status: 503, message: '잠시 후' });
      expect(onFailure).toHaveBeenCalledOnce();
      const [error, route, response] = onFailure.mock.calls[0] as [
        unknown,
        { path: string },
        Response,
      ];
      await expect(failure.catch((caught: unknown) => caught)).resolves.toBe(error);
      expect(route.path).toBe('/products/ai-recommend');
      expect(response.status).toBe(503);
    } finally {
      delete failureHooks.onFailure;
    }
  });
});
