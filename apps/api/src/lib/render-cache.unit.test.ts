import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache.ts';

describe('RenderCache', () => {
  it('renders once per id and content, again when the content changes', async () => {
    const cache = new RenderCache<string>(10);
    let renders = 0;
    const render = (text: string) => () => Promise.resolve(`${text}#${++renders}`);
    expect(await cache.get(1, 'a', render('a'))).toBe('a#1');
    expect(await cache.get(1, 'a', render('a'))).toBe('a#1');
    expect(await cache.get(1, 'b', render('b'))).toBe('b#2');
    expect(await cache.get(1, 'b', render('b'))).toBe('b#2');
    expect(cache.size).toBe(1);
  });

  it('shares one render between overlapping requests', async () => {
    const cache = new RenderCache<number>(10);
    let renders = 0;
    const render = () => new Promise<number>((resolve) => setTimeout(() => resolve(++renders), 5));
    const pages = await Promise.all([cache.get(1, 'a', render), cache.get(1, 'a', render)]);
    expect(pages).toEqual([1, 1]);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = new RenderCache<string>(2);
    const render = (value: string) => () => Promise.resolve(value);
    await cache.get(1, 'a', render('1'));
    await cache.get(2, 'a', render('2'));
    await cache.get(1, 'a', render('1 again')); // 1 is now the most recent
    await cache.get(3, 'a', render('3'));
    expect(cache.size).toBe(2);
    expect(await cache.get(1, 'a', render('1 re-rendered'))).toBe('1');
    expect(await cache.get(2, 'a', render('2 re-rendered'))).toBe('2 re-rendered');
  });

  it('forgets a render that threw', async () => {
    const cache = new RenderCache<string>(2);
    await expect(cache.get(1, 'a', () => Promise.reject(new Error('boom')))).rejects.toThrow();
    expect(cache.size).toBe(0);
    expect(await cache.get(1, 'a', () => Promise.resolve('ok'))).toBe('ok');
  });
});
