import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheBudget } from './cache-budget.ts';

const log = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

describe('image cache budget', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'chorok-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function put(name: string, size: number, ageSeconds = 0) {
    const folder = path.join(dir, name.slice(0, 2));
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, name);
    await writeFile(file, Buffer.alloc(size));
    const time = new Date(Date.now() - ageSeconds * 1000);
    await utimes(file, time, time);
    return file;
  }

  it('counts what the folder already holds, and an absent folder as empty', async () => {
    await put('aa1.webp', 300);
    await put('bb1.webp', 200);
    const budget = new CacheBudget(dir, 10_000, log);
    await budget.load();
    expect(budget.size).toBe(500);
    const empty = new CacheBudget(path.join(dir, 'none'), 10_000, log);
    await empty.load();
    expect(empty.size).toBe(0);
  });

  it('deletes the least recently used files once the budget is passed, down to 90 %', async () => {
    const oldest = await put('aa1.webp', 400, 30);
    const older = await put('bb1.webp', 400, 20);
    const budget = new CacheBudget(dir, 1000, log);
    await budget.load();
    const newest = await put('cc1.webp', 400);
    await budget.added(newest, 400);
    expect(existsSync(oldest)).toBe(false);
    expect(existsSync(older)).toBe(true);
    expect(existsSync(newest)).toBe(true);
    expect(budget.size).toBe(800);
  });

  it('keeps a file that was just served, evicting the next oldest instead', async () => {
    const oldest = await put('aa1.webp', 400, 30);
    const older = await put('bb1.webp', 400, 20);
    const budget = new CacheBudget(dir, 1000, log);
    await budget.load();
    budget.used(oldest);
    const newest = await put('cc1.webp', 400);
    await budget.added(newest, 400);
    expect(existsSync(oldest)).toBe(true);
    expect(existsSync(older)).toBe(false);
  });

  it('stays within budget under many additions', async () => {
    const budget = new CacheBudget(dir, 2000, log);
    await budget.load();
    for (let i = 0; i < 30; i += 1) {
      const file = await put(`${String(i).padStart(2, '0')}x.png`, 150);
      await budget.added(file, 150);
      expect(budget.size).toBeLessThanOrEqual(2000);
    }
  });
});
