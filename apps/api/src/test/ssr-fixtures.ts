import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_RENDER, type DehydratedPageState } from '@chorok/contract';

/*
 * A built web app for the per-request page tests (decision 0009): index.html, the page template
 * and a stand-in for the server-render bundle (the real one is tested in apps/web).
 */

export const INDEX =
  '<!doctype html><html><head><title>초록</title><script type="module" src="/assets/x.js"></script></head><body><div id="root"></div></body></html>';
/** As apps/web/scripts/prerender.mjs writes it: the deferred start-up, an empty title and root. */
const PAGE_SHELL = `<!doctype html>
<html lang="ko">
  <head>
    <title></title>
    <link rel="stylesheet" href="/assets/index.css">
    <script defer src="/assets/prerender-start.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
/**
 * A stand-in for the web build's server-render bundle (the real one is tested in apps/web: its
 * markup against the client's first commit). It escapes like React, counts its renders, and fails
 * for a product named so.
 */
const FAKE_BUNDLE = `
// As TanStack Query's dehydrate writes a cache holding these entries.
const dehydrated = (entries) => ({
  mutations: [],
  queries: entries.map(([queryKey, data]) => ({
    queryKey, queryHash: JSON.stringify(queryKey), state: { data, dataUpdatedAt: 1, status: 'success' },
  })),
});
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export async function renderProductDetail({ product, appConfig }) {
  globalThis.__chorokRenders = (globalThis.__chorokRenders ?? 0) + 1;
  if (product.name === '렌더 실패') throw new Error('render failed');
  return {
    html: '<main><h1>' + escape(product.name) + '</h1><p data-likes>' + product.likeCount + '</p></main>',
    title: product.name + ' · 초록',
    state: dehydrated([
      [['products', 'detail', product.id], product],
      [['app-config'], appConfig],
    ]),
  };
}
export async function renderLife({ category, categories, firstPage, appConfig }) {
  globalThis.__chorokRenders = (globalThis.__chorokRenders ?? 0) + 1;
  return {
    html: '<main><h1>라이프 ' + (category ?? 'ALL') + '</h1><ul>' + firstPage.data.map((a) => '<li>' + escape(a.title) + '</li>').join('') + '</ul></main>',
    title: '라이프 · 초록',
    state: dehydrated([
      [['curations', 'categories'], categories],
      [['curations', 'list', category ?? 'ALL'], { pages: [firstPage], pageParams: [1] }],
      [['app-config'], appConfig],
    ]),
  };
}
export async function renderHome({ newArrivals, appConfig }) {
  globalThis.__chorokRenders = (globalThis.__chorokRenders ?? 0) + 1;
  if (newArrivals.data.some((p) => p.name === '렌더 실패')) throw new Error('render failed');
  return {
    html: '<main><h1>홈</h1><ul>' + newArrivals.data.map((p) => '<li>' + escape(p.name) + ' ' + p.salePrice + '</li>').join('') + '</ul></main>',
    title: '홈 · 초록',
    state: dehydrated([
      [['products', 'lists', 'new', 'row', newArrivals.data.length], newArrivals],
      [['app-config'], appConfig],
    ]),
  };
}
export async function renderProductList({ kind, firstPage, metadatas, appConfig }) {
  globalThis.__chorokRenders = (globalThis.__chorokRenders ?? 0) + 1;
  return {
    html: '<main><h1>' + kind + '</h1><ul>' + firstPage.data.map((p) => '<li>' + escape(p.name) + '</li>').join('') + '</ul></main>',
    title: kind + ' · 초록',
    state: dehydrated([
      [['products', 'lists', kind, 'pages', {}], { pages: [firstPage], pageParams: [1] }],
      [['products', 'metadatas'], metadatas],
      [['app-config'], appConfig],
    ]),
  };
}
// The web build's list as its router gave it.
export function pagePaths() {
  return ["/", "/labs", "/labs/ambient-light", "/order", "/order/$orderId", "/order/$orderId/cancel/$orderProductId", "/order/$orderId/cancel/$orderProductId/confirm", "/order/$orderId/claim/$orderProductId", "/order/$orderId/review/$orderProductId", "/order/history", "/policy", "/policy/privacy", "/policy/terms-of-service", "/profile", "/profile/address", "/profile/coupons", "/profile/edit", "/profile/notifications", "/profile/points", "/profile/recommend", "/profile/reviews", "/profile/terms-agreement", "/profile/nickname/edit", "/profile/phone/edit", "/purchase", "/purchase/fail", "/purchase/success", "/cart", "/home", "/instruction", "/likes", "/auth/sign-in", "/leave/done", "/life/recommend", "/plants/manage", "/plants/new", "/life", "/products", "/products/detail/$productId", "/products/detail/$productId/review", "/auth/$type/callback", "/auth/apple/complete", "/auth/temporary/callback", "/life/detail/$curationId", "/plants/setting/$plantsId", "/products/ai-recommend", "/products/recommend", "/products/search", "/products/all", "/products/best", "/products/new"];
}
export async function renderCurationDetail({ curation, appConfig }) {
  globalThis.__chorokRenders = (globalThis.__chorokRenders ?? 0) + 1;
  return {
    html: '<article><h1>' + escape(curation.title) + '</h1><p data-likes>' + curation.likeCount + '</p></article>',
    title: curation.title + ' · 초록',
    state: dehydrated([
      [['curations', 'detail', curation.id], curation],
      [['app-config'], appConfig],
    ]),
  };
}
`;
/** The build-time /home, sent when the request-time one cannot be rendered. */
export const PRERENDERED_HOME =
  '<!doctype html><html><head><title>홈 · 초록</title></head><body><div id="root"><main><h1>홈</h1><p>prerendered</p></main></div></body></html>';
export const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
export const renders = () => (globalThis as { __chorokRenders?: number }).__chorokRenders ?? 0;

export function writeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'chorok-dist-ssr-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '_ssr', 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'x.js'), 'console.log("x");');
  writeFileSync(path.join(dist, '_ssr', 'entry.js'), FAKE_BUNDLE);
  writeFileSync(path.join(dist, '_ssr', 'page-shell.html'), PAGE_SHELL);
  writeFileSync(path.join(dist, '_ssr', 'assets', 'chunk.js'), 'export const secret = 1;');
  mkdirSync(path.join(dist, '_prerender'));
  writeFileSync(path.join(dist, '_prerender', 'home.html'), PRERENDERED_HOME);
  return dist;
}

/** The document's `<link id=product-lcp-preload>` attributes, unescaped. */
export function preloadOf(document: string): Record<string, string> {
  const tag = new RegExp(`<link id="${SERVER_RENDER.imagePreloadId}"[^>]*>`).exec(document)?.[0];
  if (!tag) throw new Error('no image preload in the head');
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of tag.matchAll(/\s([a-z-]+)="([^"]*)"/g))
    attributes[name] = value.replaceAll('&amp;', '&');
  return attributes;
}

/** The embedded cache's queries (key and data), and its raw text. */
export function stateOf(document: string): {
  raw: string;
  queries: { queryKey: readonly unknown[]; data: unknown }[];
} {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_RENDER.stateElementId}">([^]*?)</script>`,
  ).exec(document);
  if (!match?.[1]) throw new Error('no embedded state');
  const state = JSON.parse(match[1]) as DehydratedPageState;
  return {
    raw: match[1],
    queries: state.queries.map(({ queryKey, state: { data } }) => ({ queryKey, data })),
  };
}

/** The head's `<meta property|name="…" content="…">` tags, by key (entities read back). */
export function metaOf(document: string): Record<string, string> {
  const head = document.slice(0, document.indexOf('</head>'));
  const found: Record<string, string> = {};
  for (const [, key = '', content = ''] of head.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)">/g,
  ))
    found[key] = content
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return found;
}

/** The head's schema.org JSON-LD. */
export function jsonLdOf(document: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(document);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}
