import { IMAGE } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { resolveVariant, svgDensity } from './render.ts';
import { isImageKey } from './service.ts';
import { QueueFullError, WorkQueue } from './work-queue.ts';

const svg = { contentType: 'image/svg+xml', width: 1200 };
const photo = { contentType: 'image/jpeg', width: 800 };
const huge = { contentType: 'image/png', width: 5000 };

describe('resolveVariant', () => {
  it('without w: the original width, capped at IMAGE.maxWidth', () => {
    expect(resolveVariant(svg, { q: 75, f: 'webp' }).width).toBe(1200);
    expect(resolveVariant(photo, { q: 75, f: 'webp' }).width).toBe(800);
    expect(resolveVariant(huge, { q: 75, f: 'webp' }).width).toBe(IMAGE.maxWidth);
  });

  it('draws vectors at any width asked for, never enlarges rasters', () => {
    expect(resolveVariant(svg, { w: 2048, q: 75, f: 'webp' }).width).toBe(2048);
    expect(resolveVariant(photo, { w: 2048, q: 75, f: 'webp' }).width).toBe(800);
    expect(resolveVariant(photo, { w: 375, q: 75, f: 'webp' }).width).toBe(375);
  });

  it('keeps q for lossy formats; PNG is lossless, so its q is fixed', () => {
    expect(resolveVariant(photo, { w: 375, q: 40, f: 'avif' })).toEqual({
      width: 375,
      quality: 40,
      format: 'avif',
    });
    expect(resolveVariant(photo, { w: 375, q: 40, f: 'png' }).quality).toBe(100);
  });
});

describe('svgDensity', () => {
  it('scales 72 dpi by the ratio of the width wanted to the drawing’s own', () => {
    expect(svgDensity(1200, 1200)).toBe(72);
    expect(svgDensity(1200, 375)).toBeCloseTo(22.5);
    expect(svgDensity(100, 2048)).toBeCloseTo(1474.56);
  });

  it('stays within what sharp accepts', () => {
    expect(svgDensity(100_000, 16)).toBe(1);
    expect(svgDensity(0, 2048)).toBe(100_000);
  });
});

describe('isImageKey', () => {
  it.each(['products/monstera/photo-1.svg', 'a.png', 'reviews/12/A_b-3.jpg', 'x/y..z.png'])(
    'accepts %s',
    (key) => expect(isImageKey(key)).toBe(true),
  );
  it.each([
    '',
    '../etc/passwd',
    'products/../secret',
    './a.png',
    '.env',
    'products/.hidden',
    '/etc/passwd',
    'a//b.png',
    'a/b/',
    'a\\b.png',
    'a b.png',
    'a\u0000.png',
    '한글.png',
    `${'a'.repeat(201)}`,
  ])('refuses %j', (key) => expect(isImageKey(key)).toBe(false));
});

describe('WorkQueue', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `concurrency` tasks at once, the rest in order', async () => {
    const queue = new WorkQueue(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.queued]).toEqual([2, 2]);
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('refuses work beyond the waiting limit at once, and goes on after a failure', async () => {
    const queue = new WorkQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect(queue.running).toBe(0);
  });
});
