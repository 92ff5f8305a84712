import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@chorok/contract';
import { imageAssets, rateLimitHits } from '@chorok/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { postgresRateLimitStore, sweepRateLimitHits } from '../lib/pg-rate-limit-store.ts';
import type { Config } from '../env.ts';
import { insertProducts, type InsertedProduct } from '../test/catalogue-fixtures.ts';
import { createTestApp, testConfig, type TestApp } from '../test/helper.ts';
import { html, writeDist } from '../test/ssr-fixtures.ts';

// Issue 14, items 4 and 7 (decision 0029): pages and images have per-IP limits of their own, and
// idle connections are closed and capped.

const SVG_KEY = 'load/leaf.svg';
const LEAF_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="100" fill="#2e7d32"/></svg>`;

let t: TestApp;
let dist: string;
let dataDir: string;
let product: InsertedProduct;
const extra: FastifyInstance[] = [];

beforeAll(async () => {
  dist = writeDist();
  dataDir = mkdtempSync(path.join(tmpdir(), 'chorok-load-'));
  t = await createTestApp({ webDistDir: dist, dataDir, rateLimitPerMinute: 0 });
  [product] = (await insertProducts(t.db, [{ name: '몬스테라' }])) as [InsertedProduct];
  await t.db.insert(imageAssets).values({
    key: SVG_KEY,
    contentType: 'image/svg+xml',
    bytes: Buffer.from(LEAF_SVG),
    width: 400,
    height: 300,
  });
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another API process on the same database, configured as given. */
async function appWith(overrides: Partial<Config>, load: Partial<Config['load']> = {}) {
  const base = testConfig({ webDistDir: dist, dataDir, ...overrides });
  const app = await buildApp({
    config: { ...base, load: { ...base.load, ...load } },
    database: t.database,
  });
  extra.push(app);
  return app;
}

async function statuses(app: FastifyInstance, url: string, ip: string, times: number) {
  const seen: number[] = [];
  for (let i = 0; i < times; i += 1)
    seen.push(
      (await app.inject({ method: 'GET', url, headers: html, remoteAddress: ip })).statusCode,
    );
  return seen;
}

describe('per-IP limits on pages and images', () => {
  it('a rendered page is refused past PAGE_RATE_LIMIT_PER_MINUTE, for that IP only', async () => {
    const app = await appWith({ rateLimitPerMinute: 0 }, { pageRateLimitPerMinute: 3 });
    const url = `/products/detail/${product.id}`;
    expect(await statuses(app, url, '10.14.0.1', 4)).toEqual([200, 200, 200, 429]);
    const refused = await app.inject({
      method: 'GET',
      url,
      headers: html,
      remoteAddress: '10.14.0.1',
    });
    expect(refused.json()).toEqual({ data: null, message: MESSAGES.tooManyRequests, status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The prerendered pages share the budget; other shoppers and the API are not touched.
    expect(await statuses(app, '/home', '10.14.0.1', 1)).toEqual([429]);
    expect(await statuses(app, url, '10.14.0.2', 1)).toEqual([200]);
    expect(await statuses(app, '/v1/app-config', '10.14.0.1', 1)).toEqual([200]);
  });

  it('images are refused past IMAGE_RATE_LIMIT_PER_MINUTE, for that IP only', async () => {
    const app = await appWith({ rateLimitPerMinute: 0 }, { imageRateLimitPerMinute: 3 });
    const url = `/images/${SVG_KEY}?w=120`;
    expect(await statuses(app, url, '10.14.1.1', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(app, url, '10.14.1.2', 1)).toEqual([200]);
    expect(await statuses(app, '/v1/app-config', '10.14.1.1', 1)).toEqual([200]);
  });

  it('0 turns each off', async () => {
    const app = await appWith(
      { rateLimitPerMinute: 2 },
      { pageRateLimitPerMinute: 0, imageRateLimitPerMinute: 0 },
    );
    expect(await statuses(app, `/products/detail/${product.id}`, '10.14.2.1', 4)).toEqual([
      200, 200, 200, 200,
    ]);
    expect(await statuses(app, `/images/${SVG_KEY}?w=121`, '10.14.2.1', 4)).toEqual([
      200, 200, 200, 200,
    ]);
  });
});

/** Resolves when the peer closes the socket; what it sent first, if anything. */
function closed(socket: net.Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  return new Promise((resolve) => socket.on('close', () => resolve(received)));
}

async function connected(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}

async function listening(load: Partial<Config['load']>) {
  const app = await appWith({}, load);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

async function openConnections(app: FastifyInstance, count: number) {
  for (;;) {
    const open = await new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
    if (open === count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('connections', () => {
  it('closes a connection that never sends a request (HTTP_HEADERS_TIMEOUT_MS)', async () => {
    const { port } = await listening({
      headersTimeoutMs: 100,
      requestTimeoutMs: 200,
      connectionTimeoutMs: 60_000,
    });
    const idle = await connected(port);
    expect(await closed(idle)).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection that sends nothing more (HTTP_KEEP_ALIVE_TIMEOUT_MS)', async () => {
    const { port } = await listening({ keepAliveTimeoutMs: 100 });
    const socket = await connected(port);
    const done = closed(socket);
    socket.write('GET /v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await done).toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses connections past HTTP_MAX_CONNECTIONS and serves again once one is gone', async () => {
    const { app, port } = await listening({ maxConnections: 2 });
    const first = await connected(port);
    const second = await connected(port);
    await openConnections(app, 2);
    const third = net.connect(port, '127.0.0.1');
    expect(await closed(third)).toBe('');
    first.destroy();
    await openConnections(app, 1);
    const shopper = await connected(port);
    const answered = closed(shopper);
    shopper.write('GET /v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    second.destroy();
  });
});

describe('rate limits across API processes', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'two instances on one PostgreSQL database enforce one limit',
    async () => {
      const a = await appWith({ rateLimitPerMinute: 3 });
      const b = await appWith({ rateLimitPerMinute: 3 });
      const ip = '10.14.3.1';
      const url = '/v1/app-config';
      const seen = [
        ...(await statuses(a, url, ip, 2)),
        ...(await statuses(b, url, ip, 1)),
        ...(await statuses(b, url, ip, 1)),
        ...(await statuses(a, url, ip, 1)),
      ];
      expect(seen).toEqual([200, 200, 200, 429, 429]);
      expect(await statuses(b, url, '10.14.3.2', 1)).toEqual([200]);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a window restarts once it has ended, and ended windows are swept',
    async () => {
      const Store = postgresRateLimitStore(t.db);
      const store = new Store().child({ nameSpace: 'test' });
      const incr = (key: string) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
        );
      await t.db.insert(rateLimitHits).values([
        { key: '|test|ended', hits: 99, resetsAt: 0 },
        { key: '|test|stale', hits: 5, resetsAt: 1 },
      ]);
      const first = await incr('ended');
      expect(first.current).toBe(1);
      expect(first.ttl).toBeGreaterThan(0);
      expect(first.ttl).toBeLessThanOrEqual(60_000);
      expect((await incr('ended')).current).toBe(2);
      await sweepRateLimitHits(t.db);
      const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
        (row) => row.key,
      );
      expect(keys).toContain('|test|ended');
      expect(keys).not.toContain('|test|stale');
    },
  );
});
