import type { BackendModule, CallbackError, ReadCallback } from 'i18next';
import { classifyTranslationLoad } from '@/lib/translation-load';

/** Decision 0006: our i18next backend for translation files (spec §8); i18n.ts sets its retries. */
export interface TranslationBackendOptions {
  /** `{{lng}}` and `{{ns}}` are replaced. */
  loadPath?: string;
  /** Where a missing key is POSTed when i18next's `saveMissing` is on. */
  addPath?: string;
  requestInit?: RequestInit;
}

export const TRANSLATION_BACKEND_DEFAULTS = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  addPath: '/locales/add/{{lng}}/{{ns}}',
  // The same mode and credentials as index.html's `<link rel=preload crossorigin=anonymous>`, so
  // the first read is answered by the preloaded response.
  requestInit: { credentials: 'same-origin', mode: 'cors', cache: 'default' },
} satisfies Required<TranslationBackendOptions>;

/** A language or namespace code goes into the path only if it cannot change the path's shape. */
const SAFE_SEGMENT = /^[\w-]+$/;

export function translationUrl(template: string, lng: string, ns: string): string | null {
  if (!SAFE_SEGMENT.test(lng) || !SAFE_SEGMENT.test(ns)) return null;
  return template.replace(/\{\{\s*(lng|ns)\s*\}\}/g, (_match, key: string) =>
    key === 'lng' ? lng : ns,
  );
}

async function load(url: string, init: RequestInit, callback: ReadCallback) {
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, init);
    body = await response.text();
  } catch (error) {
    const outcome = classifyTranslationLoad({ error });
    const message = `failed loading ${url}: ${'message' in outcome ? outcome.message : String(error)}`;
    callback(new Error(message, { cause: error }), outcome.kind === 'retryable');
    return;
  }
  const outcome = classifyTranslationLoad({ status: response.status, body });
  switch (outcome.kind) {
    case 'loaded':
      callback(null, outcome.resources);
      return;
    case 'parse-failure':
      // Retrying would fetch the same broken file.
      callback(new Error(`failed parsing ${url}: ${outcome.message}`), false);
      return;
    default:
      callback(
        new Error(`failed loading ${url}; status code: ${outcome.status}`),
        outcome.kind === 'retryable',
      );
  }
}

export function createTranslationBackend(): BackendModule<TranslationBackendOptions> {
  let options: Required<TranslationBackendOptions> = TRANSLATION_BACKEND_DEFAULTS;
  return {
    type: 'backend',
    // read(language, namespace, callback) and create(…, callback): i18next's retries need the
    // callback's second argument.
    callbackApi: true,
    init(_services, backendOptions) {
      options = { ...TRANSLATION_BACKEND_DEFAULTS, ...backendOptions };
    },
    read(language, namespace, callback) {
      const url = translationUrl(options.loadPath, language, namespace);
      if (url === null) {
        callback(new Error(`refusing to load translations for ${language}/${namespace}`), false);
        return;
      }
      void load(url, options.requestInit, callback);
    },
    create(
      languages: readonly string[],
      namespace: string,
      key: string,
      fallbackValue: string,
      callback?: (error: CallbackError, responses: (Response | undefined)[]) => void,
    ) {
      const body = JSON.stringify({ [key]: fallbackValue || '' });
      const sends = languages.map((lng) => {
        const url = translationUrl(options.addPath, lng, namespace);
        if (url === null) return Promise.resolve(undefined);
        return fetch(url, {
          ...options.requestInit,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
      });
      Promise.all(sends).then(
        (responses) => callback?.(null, responses),
        (error: unknown) => callback?.(error instanceof Error ? error : String(error), []),
      );
    },
  };
}
