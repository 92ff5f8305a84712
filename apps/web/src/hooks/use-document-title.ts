import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How a render without a document (the build-time prerender) learns the page's title: effects
 * never run there, so the title is handed over during render instead.
 */
export const DocumentTitleReportContext = createContext<((title: string) => void) | null>(null);

export function fullDocumentTitle(title: string, appName: string) {
  return title && title !== appName ? `${title} · ${appName}` : appName;
}

/** `<title>` follows the screen, so tabs, history and screen readers name the page. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  const full = fullDocumentTitle(title, t('common.appName'));
  useContext(DocumentTitleReportContext)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
