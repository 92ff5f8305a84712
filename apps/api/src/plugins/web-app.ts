import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  API_BASE_PATH,
  IMAGE,
  MESSAGES,
  SERVER_RENDERED_LISTS,
  SHARE_CARD,
} from '@chorok/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/error-handler.ts';
import { monitoringMetaTag, withHeadTag } from '../lib/monitoring/page-meta.ts';
import { loadServerRender, SSR_DIR, type ServerRender } from '../lib/page-renderer.ts';
import { NO_SUCH_PAGE, type RenderedPage } from '../lib/rendered-pages.ts';
import { ClientBusyError, renderBudget, ServerBusyError } from '../lib/render-budget.ts';
import { curationDetailPages } from '../modules/curations/detail-page.ts';
import { lifePages, type LifePage } from '../modules/curations/life-page.ts';
import { productDetailPages } from '../modules/products/detail-page.ts';
import { homePages, type HomePage } from '../modules/products/home-page.ts';
import { productListPages, type ProductListPage } from '../modules/products/list-page.ts';
import { publicAppConfig } from '../modules/system/service.ts';
import { DOCS_PREFIX } from './swagger.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Pages rendered at once: mostly waiting for the database, whose pool is about this size. */
const PAGE_RENDERS_AT_ONCE = 4;

/**
 * Pages rendered to HTML at build time (apps/web/scripts/prerender.mjs), so their first paint needs
 * no JavaScript. `/home` is rendered per request with its products (decision 0048); its file is the
 * fallback. Every other route gets the empty shell, index.html, unless rendered below.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': '_prerender/landing.html',
  '/home': '_prerender/home.html',
};
/** The console's page of the build and where it lives (decision 0043). */
const CONSOLE_PAGE = 'admin.html';
const CONSOLE_PATH = '/admin';
const PRERENDER_DIR = '_prerender';
/** Folders of the build that are inputs of the server, never files to send. */
const PRIVATE_DIRS = new Set([PRERENDER_DIR, SSR_DIR]);

/**
 * Rendered per request (lib/rendered-pages.ts, decision 0009): a product's detail and a 라이프
 * article. Any other path under them gets the shell.
 */
const RENDERED_ROUTES = {
  '/products/detail/:id': productDetailPages,
  '/life/detail/:id': curationDetailPages,
} as const;
type RenderedRoutes = Record<keyof typeof RENDERED_ROUTES, RenderedPage> & {
  '/life': LifePage;
  '/home': HomePage;
  '/products/:list': ProductListPage;
  isPage: (pathname: string) => boolean;
};

/** Paths the SPA never owns: an unknown one there is a real 404, not a client-side route. */
const NOT_SPA = [API_BASE_PATH, DOCS_PREFIX, '/locales', '/assets', IMAGE.path, SHARE_CARD.path];

/** The request's path, without its query. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

function isUnder(url: string, prefix: string) {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/**
 * A request for one of the app's pages: GET or HEAD outside the API, docs, locales and assets. A
 * page answers any Accept (a link-preview crawler or curl gets the HTML a browser gets); a path
 * that looks like a file (`/x.png`) is a page only when a browser navigates to it.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_SPA.some((prefix) => isUnder(request.url, prefix))) return false;
  const pathname = pathOf(request);
  const looksLikeFile = pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
  return !looksLikeFile || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Whether a path is one of the app's pages, from the router's own list (`/order/$orderId`). With
 * no list (a build without its server bundle) every path counts as a page.
 */
export function pageMatcher(paths: readonly string[] | null): (pathname: string) => boolean {
  if (!paths) return () => true;
  const patterns = paths.map(
    (page) =>
      new RegExp(
        `^${page
          .split('/')
          .map((part) =>
            part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}/?$`,
      ),
  );
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>초록 — 빌드가 필요해요</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<h1>웹 앱이 아직 빌드되지 않았어요</h1>
<p>저장소 루트에서 <code>npm run build</code>를 실행한 뒤 서버를 다시 시작해 주세요. (<code>npm start</code>는 빌드까지 한 번에 해요.)</p>
<p lang="en">The web app has not been built. Run <code>npm run build</code> in the repository root and restart the server (<code>npm start</code> does both).</p>
<p lang="en">The API itself is up: <a href="/v1/health">/v1/health</a>, <a href="/docs">/docs</a>.</p>
</body></html>`;

/** The page renderers of this build, or null (logged) when it has none or it fails to load. */
async function loadDetailPages(app: FastifyInstance, root: string): Promise<RenderedRoutes | null> {
  let serverRender: ServerRender | null;
  try {
    serverRender = await loadServerRender(root);
  } catch (error) {
    app.log.error(
      { err: error },
      `The server-render bundle in ${root} did not load: detail pages are the shell`,
    );
    return null;
  }
  if (!serverRender) {
    app.log.warn(`No server-render bundle in ${root}/${SSR_DIR}: detail pages are the shell`);
    return null;
  }
  const options = {
    db: app.db,
    ...serverRender,
    shell: withHeadTag(serverRender.shell, monitoringMetaTag(app.config)),
    appConfig: publicAppConfig(app.config),
    log: app.log,
    origin: app.config.publicOrigin,
  };
  return {
    '/products/detail/:id': RENDERED_ROUTES['/products/detail/:id'](options),
    '/life/detail/:id': RENDERED_ROUTES['/life/detail/:id'](options),
    '/life': lifePages(options),
    '/home': homePages(options),
    '/products/:list': productListPages(options),
    isPage: pageMatcher(serverRender.renderer.pagePaths()),
  };
}

/**
 * The built web app from WEB_DIST_DIR: hashed files under /assets are cached for a year, every
 * other file (index.html, the service worker, the manifest) is revalidated on each use. A browser
 * navigation to any other path gets index.html so the client router can take it, except the
 * prerendered pages and a product's detail, rendered per request by the build's server-render
 * bundle (dist/_ssr, which like dist/_prerender is never sent as files). Everything else that
 * matches no route is the 404 envelope. This plugin owns the not-found handler.
 */
export default fp(
  async function webAppPlugin(app: FastifyInstance) {
    const root = app.config.webDistDir;
    const built = existsSync(path.join(root, 'index.html'));

    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        // `/` is one of the prerendered pages below, not the bare shell.
        index: false,
        cacheControl: false,
        // A route per built file, listed at start: the catch-all route reads the directory on
        // every request to check the path's spelling (377 files in assets/), and the build does
        // not change while the server runs. allowedPath still refuses the private files.
        wildcard: false,
        // Dotfiles, source maps, the prerender sources and the server-render bundle stay private.
        allowedPath: (pathname) =>
          !pathname.split('/').some((part) => part.startsWith('.') || PRIVATE_DIRS.has(part)) &&
          !pathname.endsWith('.map'),
        setHeaders: (reply, filePath) => {
          const relative = path.relative(root, filePath).split(path.sep);
          reply.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn(
        `No built web app in ${root}: run \`npm run build\`. Pages answer 503 until then; the API works.`,
      );
    }

    // Monitoring's settings go into every page (decision 0035); without them pages are the files.
    const monitoringMeta = monitoringMetaTag(app.config);
    const spaHtml =
      built && monitoringMeta
        ? withHeadTag(readFileSync(path.join(root, 'index.html'), 'utf8'), monitoringMeta)
        : null;
    const sendSpa = (reply: FastifyReply, status = 200) =>
      built
        ? spaHtml === null
          ? reply.code(status).header('cache-control', REVALIDATE).sendFile('index.html')
          : reply
              .code(status)
              .header('cache-control', REVALIDATE)
              .type('text/html; charset=utf-8')
              .send(spaHtml)
        : reply
            .code(503)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(NOT_BUILT_PAGE);

    // Probing unknown paths counts against the same per-IP budget as everything else.
    const limited = app.config.rateLimitPerMinute > 0 ? { preHandler: app.rateLimit() } : {};
    // Pages have a per-IP budget of their own (decision 0029): the global one is for /v1 only.
    const pageLimit = app.perIpLimit('pages');
    const renders = renderBudget(app.config.load, PAGE_RENDERS_AT_ONCE);
    // Loaded while the server starts listening; until it is, a rendered page waits for it.
    const detailPages = built ? loadDetailPages(app, root) : Promise.resolve(null);
    const sendPage = (reply: FastifyReply, html: string) =>
      reply
        .code(200)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(html);
    // Read once: a new build means a restart (npm start builds, then serves).
    for (const [url, file] of Object.entries(PRERENDERED_PAGES)) {
      const filePath = path.join(root, file);
      const html =
        built && existsSync(filePath)
          ? withHeadTag(readFileSync(filePath, 'utf8'), monitoringMeta)
          : null;
      const renderedFirst = url === '/home';
      app.get(url, { ...pageLimit, schema: { hide: true } }, async (request, reply) => {
        // /home is rendered with its first row of products (decision 0048); the prerender is its
        // fallback when the render cannot be had (busy, the database failing, no bundle).
        if (renderedFirst) {
          const found = await detailPages;
          try {
            const rendered = found ? await renders.run(request.ip, () => found['/home']()) : null;
            if (rendered !== null) return sendPage(reply, rendered);
          } catch (error) {
            if (!(error instanceof ClientBusyError || error instanceof ServerBusyError))
              request.log.error({ err: error, url: request.url }, 'rendered page: no data');
          }
        }
        if (html === null) return sendSpa(reply);
        return sendPage(reply, html);
      });
    }

    // The console (decision 0043): its own page of the build for /admin and every path under it,
    // never rendered here; its router names an unknown screen. Not for search engines.
    const consoleFile = path.join(root, CONSOLE_PAGE);
    const consoleHtml =
      built && existsSync(consoleFile)
        ? withHeadTag(readFileSync(consoleFile, 'utf8'), monitoringMeta)
        : null;
    for (const url of [CONSOLE_PATH, `${CONSOLE_PATH}/*`]) {
      app.get(url, { ...pageLimit, schema: { hide: true } }, async (_request, reply) => {
        if (consoleHtml === null) return sendSpa(reply);
        return reply
          .code(200)
          .header('cache-control', REVALIDATE)
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(consoleHtml);
      });
    }

    type PageFor = (
      found: RenderedRoutes,
      request: FastifyRequest,
    ) => Promise<string | null | typeof NO_SUCH_PAGE>;
    const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
    const pages: [string, PageFor][] = [
      ['/products/detail/:id', (found, request) => found['/products/detail/:id'](idOf(request))],
      ['/life/detail/:id', (found, request) => found['/life/detail/:id'](idOf(request))],
      [
        '/life',
        (found, request) => found['/life']((request.query as { category?: unknown }).category),
      ],
      ...SERVER_RENDERED_LISTS.map((kind): [string, PageFor] => [
        `/products/${kind}`,
        (found, request) => found['/products/:list'](kind, request.url.split('?')[1] ?? ''),
      ]),
    ];
    for (const [url, renderFor] of pages) {
      app.get(url, { ...pageLimit, schema: { hide: true } }, async (request, reply) => {
        const found = await detailPages;
        let html: string | null | typeof NO_SUCH_PAGE = null;
        try {
          html = found ? await renders.run(request.ip, () => renderFor(found, request)) : null;
        } catch (error) {
          // Past this client's share of the render budget, or the server's: the shell is cheap.
          if (error instanceof ClientBusyError || error instanceof ServerBusyError)
            return sendSpa(reply);
          // The database failed: the shell, whose client asks the API itself and says what it got.
          request.log.error({ err: error, url: request.url }, 'rendered page: no data');
        }
        if (html === null) return sendSpa(reply);
        // No such product or article: the app's screen says so, with a status crawlers believe.
        if (html === NO_SUCH_PAGE) return sendSpa(reply, 404);
        return reply
          .code(200)
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(html);
      });
    }

    app.setNotFoundHandler(limited, async (request, reply) => {
      // Whether a file-like path is a page depends on Accept.
      reply.header('vary', 'accept');
      if (!isPageRequest(request))
        return reply.code(404).send(errorEnvelope(404, MESSAGES.routeNotFound));
      // An unknown page is the app (its router says so) with a real 404 for crawlers.
      const isPage = (await detailPages)?.isPage ?? pageMatcher(null);
      return sendSpa(reply, isPage(pathOf(request)) ? 200 : 404);
    });
  },
  { name: 'web-app', dependencies: ['rate-limit', 'swagger'] },
);
