import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, SPEC_MESSAGES } from '@chorok/contract';
import { ApiError } from '@/lib/api-client';

const KEY_OF = new Map<string, string>(
  Object.entries({ ...CLIENT_MESSAGES, ...SPEC_MESSAGES }).map(([key, message]) => [
    message,
    `api.${key}`,
  ]),
);
const HANGUL = /[가-힣]/;

/**
 * A message from the API or the client as the shopper reads it: the spec's English ones ('Invalid
 * input', 'Invalid id' …) stay the API's words but show in the shopper's language by their
 * api.json key; the server's own Korean shows as it is.
 */
export function messageText(t: TFunction, message: string): string {
  const key = KEY_OF.get(message);
  return key ? t(key) : message;
}

/**
 * What a shopper reads for a failure. A request that never reached the server says so (never the
 * browser's "Failed to fetch"); any other text without a Korean word (a bug's "… is undefined")
 * reads as the generic message, so no English reaches the screen.
 */
export function errorText(t: TFunction, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (KEY_OF.has(message)) return messageText(t, message);
  if (error instanceof ApiError && error.status === 0) return t('ui.unreachable');
  return HANGUL.test(message) ? message : t('api.somethingWentWrong');
}

/** errorText in the current language, for a screen. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorText(t, error);
}
