import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N } from '@chorok/contract';
import {
  TRANSLATION_BACKEND_DEFAULTS,
  createTranslationBackend,
  type TranslationBackendOptions,
} from '@/lib/translation-backend';
import { TRANSLATION_LOADER } from '@/lib/config';

export type Language = (typeof I18N.languages)[number];
const LANGUAGE_KEY = 'chorok-language';

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

export function initI18n() {
  const lng = storedLanguage();
  document.documentElement.lang = htmlLang(lng);
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = htmlLang(next);
  });
  return i18n.use(createTranslationBackend()).use(initReactI18next).init(i18nOptions(lng));
}

/** The app's i18next options (exported for the backend's tests, which run them for real). */
export function i18nOptions(lng: Language): InitOptions<TranslationBackendOptions> {
  return {
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
    // Spec §8: loadPath /locales/{{lng}}/{{ns}}.json, addPath /locales/add/{{lng}}/{{ns}},
    // same-origin credentials; retryable or not is classifyTranslationLoad's call.
    backend: TRANSLATION_BACKEND_DEFAULTS,
  };
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
