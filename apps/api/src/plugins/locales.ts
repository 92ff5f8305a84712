import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { I18N, MESSAGES, mergeTranslationFiles } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/error-handler.ts';
import { etagMatches } from '../lib/http-cache.ts';

export interface LocaleBundle {
  body: string;
  etag: string;
}

export class LocalesError extends Error {
  override name = 'LocalesError';
}

/** One language: every `<dir>/<lng>/*.json` merged by the contract's rule (mergeTranslationFiles). */
export function mergeLocaleFiles(dir: string): Record<string, unknown> {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => {
      const full = path.join(dir, file);
      try {
        return [full, JSON.parse(readFileSync(full, 'utf8'))] as const;
      } catch (error) {
        throw new LocalesError(`${full}: not valid JSON (${(error as Error).message})`);
      }
    });
  return mergeTranslationFiles(files, (message) => new LocalesError(message));
}

export function loadLocales(localesDir: string): Map<string, LocaleBundle> {
  const bundles = new Map<string, LocaleBundle>();
  for (const lng of I18N.languages) {
    const body = JSON.stringify(mergeLocaleFiles(path.join(localesDir, lng)));
    bundles.set(lng, { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });
  }
  return bundles;
}

/**
 * GET /locales/{lng}/translations.json for i18next's HTTP backend. Read once at start (a broken
 * file stops start-up); in development re-read per request so edits show on reload.
 */
export default fp(
  async function localesPlugin(app: FastifyInstance) {
    const { localesDir, nodeEnv } = app.config;
    let bundles = loadLocales(localesDir);
    const missing = I18N.languages.filter((lng) => !existsSync(path.join(localesDir, lng)));
    if (missing.length > 0)
      app.log.warn(
        `No translation folder for ${missing.join(', ')} under ${localesDir}; serving an empty object.`,
      );

    app.get<{ Params: { lng: string; ns: string } }>(
      '/locales/:lng/:ns.json',
      {
        schema: {
          operationId: 'locales',
          summary: 'Translations of one language (i18next namespace "translations")',
          description:
            'Every translation of the web app in one language, as i18next loads it. Public, cached for 5 minutes with an ETag (If-None-Match answers 304).',
          tags: ['system'],
          params: {
            type: 'object',
            properties: {
              lng: { type: 'string', enum: [...I18N.languages] },
              ns: { type: 'string', enum: [I18N.namespace] },
            },
            required: ['lng', 'ns'],
          },
        },
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        const { lng, ns } = request.params;
        if (nodeEnv === 'development') bundles = loadLocales(localesDir);
        const bundle = ns === I18N.namespace ? bundles.get(lng) : undefined;
        if (!bundle) return reply.code(404).send(errorEnvelope(404, MESSAGES.resourceNotFound));
        reply.header('cache-control', 'public, max-age=300').header('etag', bundle.etag);
        if (etagMatches(request.headers['if-none-match'], bundle.etag))
          return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(bundle.body);
      },
    );
  },
  { name: 'locales' },
);
