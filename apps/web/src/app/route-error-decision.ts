/**
 * What the router does with a route error (spec §2):
 * - an error mentioning text/html or a MIME type (a chunk answered by the HTML fallback after a
 *   deploy) → reload the page;
 * - a failed dynamic import → reload once per distinct message;
 * - anything else → report it and show the error screen.
 * Both reloads remember the message, so a fault a reload cannot cure shows the error screen
 * instead of reloading forever.
 */
export type RouteErrorDecision = { action: 'reload'; message: string } | { action: 'report' };

const MIME_PATTERN = /text\/html|mime[\s-]?type/i;
const DYNAMIC_IMPORT_PATTERNS = [
  'failed to fetch dynamically imported module',
  'importing a module script failed',
  'error loading dynamically imported module',
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function decideRouteError(
  error: unknown,
  reloadedFor: readonly string[],
): RouteErrorDecision {
  const message = messageOf(error);
  const lower = message.toLowerCase();
  const curable =
    MIME_PATTERN.test(message) || DYNAMIC_IMPORT_PATTERNS.some((p) => lower.includes(p));
  if (curable && !reloadedFor.includes(message)) return { action: 'reload', message };
  return { action: 'report' };
}

export const RELOADED_ERRORS_KEY = 'chorok-reloaded-errors';

export function readReloadedErrors(storage: Pick<Storage, 'getItem'> = sessionStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELOADED_ERRORS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberReloadedError(
  message: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
) {
  try {
    const seen = readReloadedErrors(storage);
    // Keep the list short: only recent deploy faults matter.
    storage.setItem(
      RELOADED_ERRORS_KEY,
      JSON.stringify([...seen.filter((m) => m !== message), message].slice(-20)),
    );
  } catch {
    // Without sessionStorage a second identical failure reloads once more; nothing worse.
  }
}
