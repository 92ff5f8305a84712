import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@chorok/contract';
import { checkPageShell } from './html-page.ts';

/** Where the web build keeps its server-render bundle; never served as files (web-app plugin). */
export const SSR_DIR = '_ssr';
const ENTRY = 'entry.js';
const PAGE_SHELL = 'page-shell.html';

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
  const { renderProductDetail, renderCurationDetail, renderLife, renderHome, renderProductList } =
    bundle;
  const { pagePaths } = bundle;
  if (typeof renderProductDetail !== 'function')
    throw new Error(`${entry} does not export renderProductDetail`);
  if (typeof renderCurationDetail !== 'function')
    throw new Error(`${entry} does not export renderCurationDetail`);
  if (typeof renderLife !== 'function') throw new Error(`${entry} does not export renderLife`);
  if (typeof renderHome !== 'function') throw new Error(`${entry} does not export renderHome`);
  if (typeof renderProductList !== 'function')
    throw new Error(`${entry} does not export renderProductList`);
  if (typeof pagePaths !== 'function') throw new Error(`${entry} does not export pagePaths`);
  return {
    renderer: {
      renderProductDetail,
      renderCurationDetail,
      renderLife,
      renderHome,
      renderProductList,
      pagePaths,
    },
    shell,
  };
}
