import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@chorok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../env.ts';
import { createTestApp, testConfig, type TestApp } from '../test/helper.ts';
import { LocalesError, loadLocales, mergeLocaleFiles } from './locales.ts';

const dirs: string[] = [];
function localesFixture(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'chorok-locales-'));
  dirs.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(
      path.join(root, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return root;
}

let t: TestApp;
let fixture: string;
beforeAll(async () => {
  fixture = localesFixture({
    'kr/common.json': { common: { hello: '안녕하세요' } },
    'kr/auth.json': { auth: { signIn: '로그인' } },
    'en/common.json': { common: { hello: 'Hello' } },
    'en/auth.json': { auth: { signIn: 'Sign in' } },
    'kr/notes.txt': 'not json, not read',
  });
  t = await createTestApp({ localesDir: fixture });
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('GET /locales/:lng/:ns.json', () => {
  it('merges every file of the language into one object', async () => {
    const kr = await t.app.inject({ method: 'GET', url: '/locales/kr/translations.json' });
    expect(kr.statusCode).toBe(200);
    expect(kr.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(kr.body)).toEqual({
      common: { hello: '안녕하세요' },
      auth: { signIn: '로그인' },
    });
    const en = await t.app.inject({ method: 'GET', url: '/locales/en/translations.json' });
    expect(JSON.parse(en.body)).toEqual({
      common: { hello: 'Hello' },
      auth: { signIn: 'Sign in' },
    });
  });

  it('is cacheable for 5 minutes with an ETag, and answers 304 when unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/locales/kr/translations.json' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/locales/kr/translations.json',
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const en = await t.app.inject({
      method: 'GET',
      url: '/locales/en/translations.json',
      headers: { 'if-none-match': etag },
    });
    expect(en.statusCode).toBe(200);
  });

  it.each([
    '/locales/ja/translations.json',
    '/locales/kr/common.json',
    '/locales/__proto__/translations.json',
    '/locales/kr/translations',
  ])('%s → 404 envelope', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ data: null, status: 404 });
  });

  it('re-reads the files on each request in development', async () => {
    const dir = localesFixture({ 'kr/a.json': { a: { x: '1' } }, 'en/a.json': { a: { x: '1' } } });
    const app = await buildApp({
      config: testConfig({ localesDir: dir, nodeEnv: 'development' }),
      database: t.database,
    });
    try {
      writeFileSync(path.join(dir, 'kr/a.json'), JSON.stringify({ a: { x: '2' } }));
      const response = await app.inject({ method: 'GET', url: '/locales/kr/translations.json' });
      expect(JSON.parse(response.body)).toEqual({ a: { x: '2' } });
    } finally {
      await app.close();
    }
  });
});

describe('merging translation files', () => {
  it('refuses a top-level key defined in two files, naming both', () => {
    const dir = localesFixture({
      'kr/a.json': { shared: { x: '1' } },
      'kr/b.json': { shared: { y: '2' } },
    });
    expect(() => mergeLocaleFiles(path.join(dir, 'kr'))).toThrowError(LocalesError);
    expect(() => mergeLocaleFiles(path.join(dir, 'kr'))).toThrowError(
      /"shared".*kr\/a\.json.*kr\/b\.json/,
    );
  });

  it('refuses a file that is not a JSON object, naming it', () => {
    const dir = localesFixture({ 'en/broken.json': '{"a": ', 'kr/list.json': '[1, 2]' });
    expect(() => mergeLocaleFiles(path.join(dir, 'en'))).toThrowError(
      /en\/broken\.json: not valid JSON/,
    );
    expect(() => mergeLocaleFiles(path.join(dir, 'kr'))).toThrowError(
      /kr\/list\.json: must hold a JSON object/,
    );
  });

  it('stops start-up on a duplicate key', async () => {
    const dir = localesFixture({ 'kr/a.json': { shared: {} }, 'kr/b.json': { shared: {} } });
    await expect(
      buildApp({ config: testConfig({ localesDir: dir }), database: t.database }),
    ).rejects.toThrowError(/defined in both/);
  });
});

describe("the web app's translations", () => {
  const localesDir = path.join(REPO_ROOT, 'apps/web/src/locales');

  it('load without conflicts and carry the API messages in both languages', () => {
    const bundles = loadLocales(localesDir);
    const kr = JSON.parse(bundles.get('kr')!.body) as { api: Record<string, unknown> };
    const en = JSON.parse(bundles.get('en')!.body) as { api: Record<string, unknown> };
    const names = Object.keys(MESSAGES).filter((name) => name !== 'ok' && name !== 'created');
    expect(Object.keys(kr.api).sort()).toEqual(names.sort());
    expect(Object.keys(en.api).sort()).toEqual(names.sort());
  });

  it('keep the Korean messages of the contract word for word', () => {
    const kr = JSON.parse(readFileSync(path.join(localesDir, 'kr/api.json'), 'utf8')) as {
      api: Record<string, unknown>;
    };
    const korean = Object.entries(MESSAGES).filter(
      ([, text]) => typeof text === 'string' && /[가-힣]/.test(text),
    );
    for (const [name, text] of korean) expect(kr.api[name], name).toBe(text);
  });
});
