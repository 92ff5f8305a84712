import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@chorok/contract';
import { checkPageShell } from './html-page.ts';

/** Where the web build keeps its server-render bundle; never served as files (web-app plugin). */
export const SSR_DIR = '_ssr';
const ENTRY = 'entry.js';
const PAGE_SHELL = 'page-shell.html';
/** Every function of the contract's PageRenderer: a bundle lacking one is refused at start. */
const RENDERER_EXPORTS = [
  'renderProductDetail',
  'renderCurationDetail',
  'renderLife',
  'renderHome',
  'renderProductList',
  'pagePaths',
] as const satisfies readonly (keyof PageRenderer)[];

export interface ServerRender {
  renderer: PageRenderer;
  /** The page template of the same build. */
  shell: string;
}

/**
 * The web build's server-render bundle and page template from `<webDistDir>/_ssr`, or null when
 * the build has none (an older build: every page is then the shell). A bundle that is there but
 * does not load, or lacks what the API calls, is an error for the caller to report.
 */
export async function loadServerRender(webDistDir: string): Promise<ServerRender | null> {
  const dir = path.join(webDistDir, SSR_DIR);
  const entry = path.join(dir, ENTRY);
  const shellFile = path.join(dir, PAGE_SHELL);
  if (!existsSync(entry) || !existsSync(shellFile)) return null;
  const shell = readFileSync(shellFile, 'utf8');
  checkPageShell(shell);
  const bundle = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
  for (const name of RENDERER_EXPORTS)
    if (typeof bundle[name] !== 'function') throw new Error(`${entry} does not export ${name}`);
  // A Pick of the listed names: a function PageRenderer gains and the list lacks fails to compile.
  const renderer = Object.fromEntries(RENDERER_EXPORTS.map((name) => [name, bundle[name]])) as Pick<
    PageRenderer,
    (typeof RENDERER_EXPORTS)[number]
  >;
  return {
    renderer: renderer satisfies PageRenderer,
    shell,
  };
}
