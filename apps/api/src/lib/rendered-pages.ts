import {
  SERVER_RENDER,
  galleryImageAttributes,
  type AppConfig,
  type ImageRef,
  type ServerRenderedPage,
} from '@chorok/contract';
import { RouteId } from '@chorok/contract/schemas';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { AppError } from './app-error.ts';
import { fillPageShell, htmlTag } from './html-page.ts';
import { RenderCache } from './render-cache.ts';
import { shareDescription, shareHead, type ShareCard, type ShareSite } from './share-tags.ts';

/** An id with nothing behind it: the shell (whose screen says so) with a 404 status. */
export const NO_SUCH_PAGE = Symbol('no such page');

/**
 * The document for one id, null when the shell should be sent instead, or NO_SUCH_PAGE when the
 * id is not one (malformed, or its endpoint answers 404).
 */
export type RenderedPage = (rawId: string) => Promise<string | null | typeof NO_SUCH_PAGE>;

export interface RenderedPagesOptions<T extends { id: number }> {
  /** What the page is, for logs ("product detail page"). */
  name: string;
  /** dist/_ssr/page-shell.html of the same build as the renderer. */
  shell: string;
  appConfig: AppConfig;
  log: FastifyBaseLogger;
  /** PUBLIC_ORIGIN, for the share tags' absolute URLs. */
  origin: string;
  maxCached: number;
  /**
   * The visitor's view of the data, exactly as its endpoint sends it, or null when this one is
   * not rendered on the server. A NOT_FOUND AppError means there is no such page.
   */
  load(id: number): Promise<T | null>;
  /** The web bundle's renderer for this page. */
  render(data: T, appConfig: AppConfig): Promise<ServerRenderedPage>;
  /** The page's largest picture, preloaded from the head with the `<img>`'s own srcset. */
  leadImage(data: T): ImageRef | undefined;
  /** What a shared link to the page shows (lib/share-tags.ts). */
  share(data: T, site: ShareSite): ShareCard;
}

/**
 * A route of the web app rendered per request from its endpoint's data (decision 0009): the
 * markup of the web build's own bundle, that data embedded for the client's query cache, and the
 * lead picture preloaded from the head. Pages are cached under the exact data they came from, so
 * none is ever stale. NO_SUCH_PAGE for an id the client would refuse or data that is not there;
 * null (→ the shell, and the client's own handling) for data not rendered on the server and a
 * failed render.
 */
export function renderedPages<T extends { id: number }>(
  options: RenderedPagesOptions<T>,
): RenderedPage {
  const { name, shell, appConfig, log } = options;
  const site: ShareSite = { origin: options.origin, images: appConfig.images };
  const cache = new RenderCache<string | null>(options.maxCached);

  async function render(data: T): Promise<string | null> {
    try {
      const page = await options.render(data, appConfig);
      const lead = options.leadImage(data);
      const preload = lead ? galleryImageAttributes(lead, appConfig.images) : null;
      const head = preload
        ? [
            htmlTag('link', {
              id: SERVER_RENDER.imagePreloadId,
              rel: 'preload',
              as: 'image',
              href: preload.src,
              imagesrcset: preload.srcSet,
              imagesizes: preload.sizes,
              fetchpriority: 'high',
            }),
          ]
        : [];
      const card = options.share(data, site);
      return fillPageShell(shell, {
        title: page.title,
        head: [...head, ...shareHead(card, site)],
        description: shareDescription(card),
        root: page.html,
        state: { elementId: SERVER_RENDER.stateElementId, value: page.state },
      });
    } catch (error) {
      // Kept as null for this content: rendering is deterministic, so it would fail again.
      log.error({ err: error, id: data.id }, `${name}: render failed`);
      return null;
    }
  }

  return async function renderedPage(rawId) {
    const id = z.safeParse(RouteId(), rawId);
    if (!id.success) return NO_SUCH_PAGE;
    let data: T | null;
    try {
      data = await options.load(id.data);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return NO_SUCH_PAGE;
      throw error;
    }
    if (!data) return null;
    return cache.get(data.id, JSON.stringify(data), () => render(data));
  };
}

/**
 * A page whose head is the template's own (/home, the product lists, 라이프): the bundle's render
 * in the shell with its state, or null (logged, with `context`) when it failed, so the caller
 * sends its fallback.
 */
export async function plainPageDocument(
  { shell, log }: { shell: string; log: FastifyBaseLogger },
  name: string,
  context: Record<string, unknown>,
  render: () => Promise<ServerRenderedPage>,
): Promise<string | null> {
  try {
    const page = await render();
    return fillPageShell(shell, {
      title: page.title,
      head: [],
      root: page.html,
      state: { elementId: SERVER_RENDER.stateElementId, value: page.state },
    });
  } catch (error) {
    log.error({ err: error, ...context }, `${name}: render failed`);
    return null;
  }
}
