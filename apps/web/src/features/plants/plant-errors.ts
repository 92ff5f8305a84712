import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, MESSAGES } from '@chorok/contract';
import { errorText } from '@/lib/error-text';
import { PlantApiError } from '@/features/plants/api';

const KEY_OF = new Map<string, string>(
  Object.entries(MESSAGES.plants).map(([key, message]) => [message, `api.plants.${key}`]),
);

/**
 * What the shopper reads for a failed plant call: the server's own (Korean) reason when it gave
 * one ('식물은 100개까지 등록할 수 있어요.'), else the spec's client message in the current language
 * (never its English 'Failed to create plant', nor the API's 'Invalid input').
 */
export function usePlantErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof PlantApiError) {
      const server = error.serverMessage;
      if (server && server !== CLIENT_MESSAGES.somethingWentWrong && /[가-힣]/.test(server))
        return server;
      const key = KEY_OF.get(error.message);
      if (key) return t(key);
    }
    return errorText(t, error);
  };
}
