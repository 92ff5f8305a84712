import { curations, products } from '@chorok/db';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/html-page.ts';
import { publishedSql } from '../modules/curations/service.ts';
import { SERVER_RENDERED_STATUSES } from '../modules/products/detail-page.ts';

/*
 * /robots.txt and /sitemap.xml for search engines: the public pages (the shop's lists, products
 * on sale or sold out for now, published 라이프 articles and the policies) under PUBLIC_ORIGIN.
 * Pages that are a shopper's own (cart, orders, profile, plants) are kept out.
 */

/** Public pages with no id. */
const PUBLIC_PAGES = [
  '/',
  '/home',
  '/products/best',
  '/products/new',
  '/products/all',
  '/products/recommend',
  '/life',
  '/policy/terms-of-service',
  '/policy/privacy',
] as const;

/** A shopper's own pages, and sign-in: nothing a search result should open. */
const PRIVATE_PREFIXES = [
  '/v1/',
  '/auth/',
  '/cart',
  '/purchase',
  '/order',
  '/profile',
  '/plants/',
  '/likes',
  '/leave/',
  // The back office (decision 0043).
  '/admin',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export default fp(
  async function crawlersPlugin(app: FastifyInstance) {
    const origin = app.config.publicOrigin;
    const pageLimit = app.perIpLimit('pages');

    app.get('/robots.txt', { ...pageLimit, schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(origin)),
    );

    app.get('/sitemap.xml', { ...pageLimit, schema: { hide: true } }, async (_request, reply) => {
      const [productRows, articleRows] = await Promise.all([
        app.db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.status, [...SERVER_RENDERED_STATUSES]))
          .orderBy(asc(products.id)),
        app.db
          .select({ id: curations.id, updatedAt: curations.updatedAt })
          .from(curations)
          .where(publishedSql)
          .orderBy(asc(curations.id)),
      ]);
      const entry = (path: string, lastmod?: Date) =>
        `<url><loc>${escapeHtml(origin + path)}</loc>${
          lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
        }</url>`;
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...PUBLIC_PAGES.map((path) => entry(path)),
        ...productRows.map((row) => entry(`/products/detail/${row.id}`)),
        ...articleRows.map((row) => entry(`/life/detail/${row.id}`, row.updatedAt)),
        '</urlset>',
        '',
      ].join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(body);
    });
  },
  { name: 'crawlers', dependencies: ['rate-limit'] },
);
