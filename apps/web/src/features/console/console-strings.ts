import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { I18N } from '@chorok/contract';

/*
 * The console's words (locales/<lng>/lazy/console.json) come with the console's code: the one
 * translations document every shop page preloads (decision 0004) stays the shop's. The locale
 * tests hold these files to the same rules as the served ones.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/lazy/console.json',
);

function loaderOf(lng: string) {
  const of = (code: string) =>
    Object.entries(bundles).find(([path]) => path.includes(`/${code}/lazy/`))?.[1];
  return of(lng) ?? of(I18N.fallbackLng);
}

/** Whether the console's words are in i18next yet; they are added on the console's first render. */
export function useConsoleStrings() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const known = i18n.exists('console.name', { lng });
  const query = useQuery({
    queryKey: ['console', 'strings', lng],
    queryFn: async () => {
      const load = loaderOf(lng);
      if (!load) throw new Error(`No console strings for ${lng}`);
      i18n.addResourceBundle(lng, I18N.namespace, (await load()).default, true, true);
      return true;
    },
    enabled: !known,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return {
    ready: known || query.isSuccess,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
