import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TermsImportReport } from '@chorok/contract';
import { termsDocuments, type Database } from '@chorok/db';
import { sql } from 'drizzle-orm';
import { MarkdownError } from '../../lib/markdown.ts';
import { readMarkdownFolder, type MarkdownFile } from '../../lib/markdown-folder.ts';
import { parseTermsFile, type TermsFile } from './document.ts';
import { seoulDate } from '@chorok/contract';

/** Arbitrary constant: the advisory lock that lets one terms import run at a time. */
const IMPORT_LOCK_ID = 7_261_930_019;

export class TermsImportError extends Error {
  override name = 'TermsImportError';
}

async function readTermsFiles(dir: string): Promise<MarkdownFile[]> {
  const files = await readMarkdownFolder(dir);
  if (!files)
    throw new TermsImportError(`No terms folder at ${dir} (TERMS_DIR): nothing was imported.`);
  return files;
}

interface Stored {
  kind: string;
  version: number;
  effectiveAt: Date;
  sourceHash: string;
}

/** A version must not take effect before an earlier version of its kind, nor after a later one. */
function orderProblem(file: TermsFile, versions: Stored[]): string | null {
  const sameKind = versions.filter((row) => row.kind === file.kind);
  const before = sameKind.filter(
    (row) => row.version < file.version && row.effectiveAt > file.effectiveAt,
  );
  const after = sameKind.filter(
    (row) => row.version > file.version && row.effectiveAt < file.effectiveAt,
  );
  const clash = before[0] ?? after[0];
  return clash
    ? `its effective day ${seoulDate(file.effectiveAt)} is out of order with version ${clash.version} (${seoulDate(clash.effectiveAt)})`
    : null;
}

/**
 * content/terms/*.md → terms_documents. New (kind, version) files are added. A version already
 * published is immutable (users agreed to its words): when its file has changed, the file is
 * refused with the reason and the stored text stays. Files that are gone change nothing.
 */
export async function importTerms(db: Database, dir: string): Promise<TermsImportReport> {
  const absolute = path.resolve(dir);
  const report: TermsImportReport = { dir: absolute, added: [], unchanged: [], refused: [] };
  const parsed: TermsFile[] = [];
  for (const { file, text } of await readTermsFiles(absolute)) {
    try {
      parsed.push(parseTermsFile(file, text));
    } catch (error) {
      if (!(error instanceof MarkdownError)) throw error;
      report.refused.push({ file, reason: error.message });
    }
  }
  parsed.sort((a, b) => a.kind.localeCompare(b.kind) || a.version - b.version);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    const stored: Stored[] = await tx
      .select({
        kind: termsDocuments.kind,
        version: termsDocuments.version,
        effectiveAt: termsDocuments.effectiveAt,
        sourceHash: termsDocuments.sourceHash,
      })
      .from(termsDocuments);
    for (const file of parsed) {
      const row = stored.find((r) => r.kind === file.kind && r.version === file.version);
      if (row) {
        if (row.sourceHash === file.sourceHash) report.unchanged.push({ file: file.file });
        else {
          const next =
            Math.max(...stored.filter((r) => r.kind === file.kind).map((r) => r.version)) + 1;
          report.refused.push({
            file: file.file,
            reason: `version ${file.version} of ${file.kind} is published and never changes; the stored text stays (publish the change as ${file.kind}-v${next}.md)`,
          });
        }
        continue;
      }
      const problem = orderProblem(file, stored);
      if (problem) {
        report.refused.push({ file: file.file, reason: problem });
        continue;
      }
      await tx.insert(termsDocuments).values({
        kind: file.kind,
        version: file.version,
        title: file.title,
        required: file.required,
        effectiveAt: file.effectiveAt,
        bodyMarkdown: file.bodyMarkdown,
        sourceHash: file.sourceHash,
      });
      stored.push(file);
      report.added.push({ file: file.file });
    }
  });
  report.refused.sort((a, b) => a.file.localeCompare(b.file));
  return report;
}

/** One line per file for the log and the CLI: "  refused     service-v1.md — …". */
export function termsReportLines(report: TermsImportReport): string[] {
  const lines: string[] = [];
  for (const kind of ['added', 'unchanged', 'refused'] as const) {
    for (const entry of report[kind])
      lines.push(`  ${kind.padEnd(12)}${entry.file}${entry.reason ? ` — ${entry.reason}` : ''}`);
  }
  return lines;
}

export function termsReportSummary(report: TermsImportReport): string {
  return `Terms from ${report.dir}: ${report.added.length} added, ${report.unchanged.length} unchanged, ${report.refused.length} refused`;
}

/**
 * The import every server start runs. It never stops the start (the versions already published
 * stay in force), but a refused file is an error in the log: it is an editor's mistake to mend.
 */
export async function importTermsOnStart(
  db: Database,
  dir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const report = await importTerms(db, dir);
    log.info(termsReportSummary(report));
    for (const entry of report.refused)
      log.error(`Terms file ${entry.file} refused: ${entry.reason}`);
  } catch (error) {
    if (error instanceof TermsImportError) log.error(error.message);
    else log.error({ err: error }, 'Importing the terms failed');
  }
}
