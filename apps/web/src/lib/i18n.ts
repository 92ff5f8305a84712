import i18n from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { I18N, TRANSLATION_LOADER } from '@chorok/contract';
import { classifyTranslationLoad, parseTranslations } from '@/lib/translation-load';

export type Language = (typeof I18N.languages)[number];
const LANGUAGE_KEY = 'chorok-language';
const REQUEST_OPTIONS: RequestInit = { credentials: 'same-origin', mode: 'cors', cache: 'default' };

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return (I18N.languages as readonly string[]).includes(value ?? '')
      ? (value as Language)
      : I18N.fallbackLng;
  } catch {
    return I18N.fallbackLng;
  }
}

/** i18next language codes are ours ('kr'); <html lang> needs BCP 47. */
export const htmlLang = (lng: string) => (lng === 'en' ? 'en' : 'ko');

type RequestCallback = Parameters<NonNullable<HttpBackendOptions['request']>>[3];

/**
 * Loads one translation file and reports it to the backend in the shape that keeps spec §8's
 * classification: retryable outcomes as a status the backend retries (the real 5xx, or 0 for a
 * network failure), 4xx as itself, and the raw body for `parse` to accept or reject.
 */
function requestTranslations(
  options: HttpBackendOptions,
  url: string,
  payload: unknown,
  callback: RequestCallback,
) {
  const init: RequestInit = {
    ...REQUEST_OPTIONS,
    ...(typeof options.requestOptions === 'function'
      ? options.requestOptions(payload ?? {})
      : options.requestOptions),
  };
  if (payload) {
    init.method = 'POST';
    init.body = JSON.stringify(payload);
    init.headers = { 'Content-Type': 'application/json' };
  }
  fetch(url, init).then(
    async (response) => {
      const body = await response.text();
      const outcome = classifyTranslationLoad({ status: response.status, body });
      if (outcome.kind === 'retryable' || outcome.kind === 'not-retryable') {
        callback(null, { status: outcome.status, data: '' });
      } else {
        callback(null, { status: response.status, data: body });
      }
    },
    (error: unknown) => {
      const outcome = classifyTranslationLoad({ error });
      if (outcome.kind === 'retryable') callback(null, { status: 0, data: '' });
      else callback(error instanceof Error ? error : new Error(String(error)), null);
    },
  );
}

export function initI18n() {
  const lng = storedLanguage();
  document.documentElement.lang = htmlLang(lng);
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = htmlLang(next);
  });
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      lng,
      fallbackLng: I18N.fallbackLng,
      supportedLngs: [...I18N.languages],
      load: 'currentOnly',
      ns: [I18N.namespace],
      defaultNS: I18N.namespace,
      maxParallelReads: TRANSLATION_LOADER.parallelReads,
      maxRetries: TRANSLATION_LOADER.retries,
      retryTimeout: TRANSLATION_LOADER.initialWaitMs,
      interpolation: { escapeValue: false },
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        addPath: '/locales/add/{{lng}}/{{ns}}',
        requestOptions: REQUEST_OPTIONS,
        request: requestTranslations,
        parse: (data: string) => parseTranslations(data),
      },
    });
}

export function setLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  return i18n.changeLanguage(lng);
}

export { i18n };
