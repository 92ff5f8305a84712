import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TermsKind } from '@chorok/contract';
import { termsDocuments } from '@chorok/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { importTerms, importTermsOnStart, TermsImportError } from './importer.ts';

/* content/terms → terms_documents: new versions added, published ones never changed. */

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  dir = mkdtempSync(path.join(tmpdir(), 'chorok-terms-import-'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function write(file: string, fields: Record<string, string | number>, body: string) {
  const front = Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  writeFileSync(path.join(dir, file), `---\n${front}\n---\n\n${body}\n`);
}
const doc = (kind: string, version: number, effective: string, body = '본문이에요.') =>
  write(`${kind}-v${version}.md`, { kind, version, title: `${kind} 약관`, effective }, body);

async function stored(kind: TermsKind, version: number) {
  const [row] = await t.db
    .select()
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), eq(termsDocuments.version, version)));
  return row;
}

function recordingLog() {
  const errors: string[] = [];
  const infos: string[] = [];
  const log = {
    info: (message: string) => infos.push(message),
    warn: () => {},
    error: (first: unknown, second?: string) =>
      errors.push(typeof first === 'string' ? first : String(second)),
  } as unknown as FastifyBaseLogger;
  return { log, errors, infos };
}

describe('importTerms', { timeout: 60_000 }, () => {
  it('adds every new version, then finds them unchanged', async () => {
    doc('service', 1, '2026-11-01', '## 제1조 (목적)\n\n첫 약관이에요.');
    doc('marketing', 1, '2026-11-01');
    expect(await importTerms(t.db, dir)).toEqual({
      dir,
      added: [{ file: 'marketing-v1.md' }, { file: 'service-v1.md' }],
      unchanged: [],
      refused: [],
    });
    expect(await stored('service', 1)).toMatchObject({
      title: 'service 약관',
      required: true,
      effectiveAt: new Date('2026-10-31T15:00:00Z'),
      bodyMarkdown: '## 제1조 (목적)\n\n첫 약관이에요.\n',
    });
    expect((await stored('marketing', 1))?.required).toBe(false);
    expect(await importTerms(t.db, dir)).toMatchObject({
      added: [],
      unchanged: [{ file: 'marketing-v1.md' }, { file: 'service-v1.md' }],
    });
  });

  it('refuses an edited published version, keeps its text and logs an error at start', async () => {
    doc('service', 1, '2026-11-01', '## 제1조 (목적)\n\n몰래 고친 약관이에요.');
    const report = await importTerms(t.db, dir);
    expect(report.refused).toEqual([
      {
        file: 'service-v1.md',
        reason:
          'version 1 of service is published and never changes; the stored text stays (publish the change as service-v2.md)',
      },
    ]);
    expect((await stored('service', 1))?.bodyMarkdown).toBe('## 제1조 (목적)\n\n첫 약관이에요.\n');

    const { log, errors, infos } = recordingLog();
    await importTermsOnStart(t.db, dir, log);
    expect(infos[0]).toMatch(/0 added, 1 unchanged, 1 refused$/);
    expect(errors).toEqual([`Terms file service-v1.md refused: ${report.refused[0]!.reason}`]);
    doc('service', 1, '2026-11-01', '## 제1조 (목적)\n\n첫 약관이에요.');
  });

  it('refuses broken files and versions out of date order; the rest is imported', async () => {
    doc('service', 3, '2026-12-10');
    doc('service', 2, '2026-12-20');
    write(
      'age14-v1.md',
      { kind: 'age14', version: 2, title: '만 14세', effective: '2026-11-01' },
      '본문',
    );
    write('privacy-v1.md', { kind: 'privacy', version: 1, title: '방침' }, '본문');
    const report = await importTerms(t.db, dir);
    expect(report.added).toEqual([{ file: 'service-v2.md' }]);
    expect(report.refused).toEqual([
      { file: 'age14-v1.md', reason: 'the file of age14 version 2 must be age14-v2.md' },
      { file: 'privacy-v1.md', reason: 'effective: a date YYYY-MM-DD' },
      {
        file: 'service-v3.md',
        reason: 'its effective day 2026-12-10 is out of order with version 2 (2026-12-20)',
      },
    ]);
    expect(await stored('service', 3)).toBeUndefined();
    for (const file of ['service-v3.md', 'age14-v1.md', 'privacy-v1.md'])
      rmSync(path.join(dir, file));
  });

  it('a missing folder: an error, and at start a logged error instead of a failed start', async () => {
    await expect(importTerms(t.db, path.join(dir, 'missing'))).rejects.toBeInstanceOf(
      TermsImportError,
    );
    const { log, errors } = recordingLog();
    await importTermsOnStart(t.db, path.join(dir, 'missing'), log);
    expect(errors[0]).toMatch(/^No terms folder at .*missing \(TERMS_DIR\)/);
  });
});

describe('POST /v1/admin/terms/import', () => {
  const post = (payload: object, secret?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/terms/import',
      headers: secret ? { 'x-admin-secret': secret } : {},
      payload,
    });

  it('needs the admin secret (401)', async () => {
    expect((await post({ dir })).statusCode).toBe(401);
    expect((await post({ dir }, 'not-the-secret-of-this-server')).statusCode).toBe(401);
  });

  it('imports the folder given, and says when it is missing (400)', async () => {
    doc('privacy', 1, '2026-11-01');
    const response = await post({ dir }, t.config.adminSecret);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.added).toEqual([{ file: 'privacy-v1.md' }]);
    const missing = await post({ dir: path.join(dir, 'missing') }, t.config.adminSecret);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^No terms folder at/);
    expect((await post({ dir: '' }, t.config.adminSecret)).statusCode).toBe(400);
  });
});
