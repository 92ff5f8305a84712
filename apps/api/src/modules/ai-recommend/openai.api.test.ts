import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_RECOMMEND, type AiRecommendation as Recommendation } from '@chorok/contract';
import { AiRecommendEvent, AiRecommendation } from '@chorok/contract/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { insertSeedCatalogue, seedIdOf } from '../../test/ai-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * AI_PROVIDER=openai against a chat-completions server of our own: each test scripts its
 * answers (JSON, or server-sent chunks) and reads what the app asked.
 */

type Script = (res: ServerResponse, body: ChatRequest) => void | Promise<void>;
interface ChatRequest {
  model: string;
  stream: boolean;
  response_format: unknown;
  messages: { role: string; content: string }[];
}

let server: Server;
let scripts: Script[] = [];
let requests: { headers: IncomingMessage['headers']; body: ChatRequest }[] = [];
let t: TestApp;

const json =
  (content: string): Script =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  };

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** The content in server-sent chunks of a few characters, as models stream it. */
const sse =
  (
    content: string,
    options: { size?: number; pauseAfter?: string; pause?: Promise<unknown> } = {},
  ): Script =>
  async (res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': keep-alive\n\n');
    const size = options.size ?? 7;
    let sent = '';
    for (let i = 0; i < content.length; i += size) {
      const piece = content.slice(i, i + size);
      res.write(chunk(piece));
      sent += piece;
      if (options.pauseAfter && options.pause && sent.includes(options.pauseAfter)) {
        await options.pause;
        options.pause = undefined;
      }
    }
    res.end('data: [DONE]\n\n');
  };

const status =
  (code: number): Script =>
  (res) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end('{"error":{"message":"overloaded"}}');
  };

const answer = (items: [number, string][], tip = '창가에서 한 걸음 떨어진 곳이 좋아요.') =>
  JSON.stringify({ items: items.map(([productId, reason]) => ({ productId, reason })), tip });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push({ headers: req.headers, body });
      const script = scripts.shift();
      if (!script) return status(500)(res, body);
      void script(res, body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    ai: {
      provider: 'openai',
      openai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'test-model' },
    },
  });
  await insertSeedCatalogue(t.db);
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  server?.close();
});
beforeEach(() => {
  scripts = [];
  requests = [];
});

let ip = 0;
const ask = (prompt: string, ndjson = false) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/products/ai-recommend',
    payload: { prompt },
    remoteAddress: `10.9.0.${++ip}`,
    headers: ndjson ? { accept: 'application/x-ndjson' } : {},
  });

const recommendationOf = (body: string): Recommendation =>
  z.parse(AiRecommendation, (JSON.parse(body) as { data: unknown }).data);
const eventsOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => z.parse(AiRecommendEvent, JSON.parse(line)));

const TABLE_PALM = seedIdOf('테이블야자');
const PACHIRA = seedIdOf('파키라');
const MONSTERA = seedIdOf('몬스테라 델리시오사');
const ALBO = seedIdOf('몬스테라 알보 바리에가타'); // out of stock

describe('AI_PROVIDER=openai, JSON', () => {
  it('asks in JSON mode with the catalogue of plants on sale, and the shopper’s words as they are', async () => {
    scripts.push(json(answer([[TABLE_PALM, '빛이 적어도 잘 자라요']])));
    const prompt = '북향 거실이에요';
    expect((await ask(prompt)).statusCode).toBe(200);
    expect(requests).toHaveLength(1);
    const [{ headers, body }] = requests as [(typeof requests)[number]];
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body).toMatchObject({
      model: 'test-model',
      stream: false,
      response_format: { type: 'json_object' },
    });
    expect(body.messages[1]).toEqual({ role: 'user', content: prompt });
    const system = body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(`${TABLE_PALM}|테이블야자|500-5000lux|물 7일|pet:O|child:O|`);
    expect(system.content).toContain(`${MONSTERA}|몬스테라 델리시오사|`);
    expect(system.content).not.toContain('몬스테라 알보');
    expect(system.content).not.toContain('토분');
    expect(system.content).toContain('손님의 말에서 읽은 것: 북향, 거실');
  });

  it('keeps the model’s reasons and tip; drops ids not on sale and repeats; prices are the catalogue’s', async () => {
    scripts.push(
      json(
        answer(
          [
            [TABLE_PALM, '북향에서도 잘 버텨요'],
            [9_999, '없는 식물'],
            [ALBO, '품절된 식물'],
            [PACHIRA, '물을 자주 안 줘도 돼요'],
            [TABLE_PALM, '한 번 더'],
          ],
          '2주에 한 번 화분을 돌려 주세요.',
        ),
      ),
    );
    const result = recommendationOf((await ask('북향 거실이에요')).body);
    expect(result.provider).toBe('openai');
    expect(result.understood).toEqual(['북향', '거실']);
    expect(result.items.map((item) => [item.product.id, item.reason])).toEqual([
      [TABLE_PALM, '북향에서도 잘 버텨요'],
      [PACHIRA, '물을 자주 안 줘도 돼요'],
    ]);
    expect(result.items[0]!.product).toMatchObject({ name: '테이블야자', status: 'ON_SALE' });
    expect(result.tip).toBe('2주에 한 번 화분을 돌려 주세요.');
  });

  it('never passes on a plant unsafe for the pets the shopper named', async () => {
    scripts.push(
      json(
        answer([
          [MONSTERA, '잎이 멋져요'],
          [TABLE_PALM, '고양이에게 안전해요'],
        ]),
      ),
    );
    const result = recommendationOf((await ask('고양이를 키워요')).body);
    expect(result.items.map((item) => item.product.id)).toEqual([TABLE_PALM]);
  });

  it('reads an answer wrapped in a Markdown fence', async () => {
    scripts.push(json(`\`\`\`json\n${answer([[PACHIRA, '튼튼해요']])}\n\`\`\``));
    const result = recommendationOf((await ask('거실')).body);
    expect(result.provider).toBe('openai');
    expect(result.items.map((item) => item.product.id)).toEqual([PACHIRA]);
  });

  it('asks again after a malformed answer', async () => {
    scripts.push(json('죄송하지만 도와드릴 수 없어요.'), json(answer([[PACHIRA, '튼튼해요']])));
    const result = recommendationOf((await ask('거실')).body);
    expect(requests).toHaveLength(2);
    expect(result.provider).toBe('openai');
    expect(result.items.map((item) => item.product.id)).toEqual([PACHIRA]);
  });

  it('after two malformed answers, the local recommender answers', async () => {
    scripts.push(
      json('{"recommendations":[{"id":12}]}'),
      json(answer([[PACHIRA, 'x'.repeat(201)]])),
    );
    const result = recommendationOf((await ask('북향 원룸이고 고양이를 키워요')).body);
    expect(requests).toHaveLength(2);
    expect(result.provider).toBe('local');
    expect(result.items).toHaveLength(AI_RECOMMEND.maxItems);
    expect(result.items[0]!.reason).toContain('고양이에게 안전해요');
  });

  it('an answer naming no plant on sale is malformed too', async () => {
    scripts.push(json(answer([[9_999, '없음']])), json(answer([[ALBO, '품절']])));
    const result = recommendationOf((await ask('거실')).body);
    expect(requests).toHaveLength(2);
    expect(result.provider).toBe('local');
  });

  it('a model that fails (HTTP 5xx) is not asked twice: the local recommender answers', async () => {
    scripts.push(status(503));
    const result = recommendationOf((await ask('거실')).body);
    expect(requests).toHaveLength(1);
    expect(result.provider).toBe('local');
    expect(result.items).toHaveLength(AI_RECOMMEND.maxItems);
  });
});

describe('AI_PROVIDER=openai, streaming (NDJSON)', () => {
  it('streams from the model (SSE) and passes each item on', async () => {
    scripts.push(
      sse(
        answer(
          [
            [TABLE_PALM, '북향에서도 잘 버텨요'],
            [9_999, '없는 식물'],
            [PACHIRA, '물을 자주 안 줘도 돼요'],
          ],
          '화분을 가끔 돌려 주세요.',
        ),
      ),
    );
    const response = await ask('북향 거실이에요', true);
    expect(response.statusCode).toBe(200);
    expect(requests[0]!.body.stream).toBe(true);
    expect(requests[0]!.headers.accept).toBe('text/event-stream');
    const events = eventsOf(response.body);
    expect(events).toEqual([
      { type: 'understood', understood: ['북향', '거실'] },
      { type: 'item', item: expect.objectContaining({ reason: '북향에서도 잘 버텨요' }) },
      { type: 'item', item: expect.objectContaining({ reason: '물을 자주 안 줘도 돼요' }) },
      { type: 'tip', tip: '화분을 가끔 돌려 주세요.' },
      { type: 'done', recommendation: expect.objectContaining({ provider: 'openai' }) },
    ]);
  });

  it('forwards an item to the shopper before the model has finished its answer', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Held until the test has the first item, or 10 s: a buffered reply would time out.
    const pause = Promise.race([released, new Promise((r) => setTimeout(r, 10_000))]);
    scripts.push(
      sse(
        answer([
          [TABLE_PALM, '첫 번째'],
          [PACHIRA, '두 번째'],
        ]),
        {
          pauseAfter: '첫 번째"}',
          pause,
        },
      ),
    );
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/v1/products/ai-recommend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify({ prompt: '거실' }),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstItemWhileHeld = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!firstItemWhileHeld && text.includes('"reason":"첫 번째"')) {
        firstItemWhileHeld = !text.includes('두 번째');
        release();
      }
    }
    expect(firstItemWhileHeld).toBe(true);
    expect(eventsOf(text).map((event) => event.type)).toEqual([
      'understood',
      'item',
      'item',
      'tip',
      'done',
    ]);
  });

  it('a malformed stream is asked for again, then the local recommender answers', async () => {
    scripts.push(sse('음… 추천해 드릴게요: 테이블야자!'), sse('{"items": "없음"}'));
    const events = eventsOf((await ask('북향 원룸이고 고양이를 키워요', true)).body);
    expect(requests).toHaveLength(2);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.recommendation.provider).toBe('local');
    expect(events.filter((event) => event.type === 'item')).toHaveLength(AI_RECOMMEND.maxItems);
    expect(events.map((event) => event.type).slice(-2)).toEqual(['tip', 'done']);
  });

  it('items already passed on stand when the stream then breaks off; the local tip closes it', async () => {
    scripts.push(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk(`{"items":[{"productId":${PACHIRA},"reason":"튼튼해요"},{"product`));
      res.write(chunk('Id": 잘린 답'));
      res.end('data: [DONE]\n\n');
    });
    const events = eventsOf((await ask('거실', true)).body);
    expect(requests).toHaveLength(1);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.recommendation.provider).toBe('openai');
    expect(done.recommendation.items.map((item) => item.product.id)).toEqual([PACHIRA]);
    expect(done.recommendation.tip.length).toBeGreaterThan(0);
  });
});
