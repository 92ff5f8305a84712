/** How sharing a link ended (an article, a product), for the screen to say so. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTarget {
  title: string;
  text?: string;
  url: string;
}

/** The parts of `navigator` sharing uses (a stand-in in tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Old WebViews and insecure origins have no Clipboard API: a selected text area and `copy`. */
function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * The system share sheet (Web Share API) where there is one; otherwise — or when it fails for
 * another reason than the reader closing it — the link is copied, for the screen to confirm.
 */
export async function shareLink(
  target: ShareTarget,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(target);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (nav.clipboard) {
    try {
      await nav.clipboard.writeText(target.url);
      return 'copied';
    } catch {
      // Refused (no permission, page not focused): try the older way below.
    }
  }
  return copyWithSelection(target.url) ? 'copied' : 'failed';
}
