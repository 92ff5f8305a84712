/**
 * How one translation-file load ended (spec §8): a 5xx or no status at all is worth retrying,
 * a 4xx is not, a network-style failure is, and a body that is not a JSON object is a parse
 * failure (retrying would fetch the same broken file).
 */
export type TranslationLoadOutcome =
  | { kind: 'loaded'; resources: Record<string, unknown> }
  | { kind: 'retryable'; status: number; message: string }
  | { kind: 'not-retryable'; status: number; message: string }
  | { kind: 'parse-failure'; message: string };

const NETWORK_TERMS = ['failed', 'fetch', 'network', 'load'];

export function isNetworkStyleMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return NETWORK_TERMS.some((term) => lower.includes(term));
}

/** JSON.parse that insists on an object; throws on anything else. */
export function parseTranslations(body: string): Record<string, unknown> {
  const value: unknown = JSON.parse(body);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SyntaxError('translations must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export function classifyTranslationLoad(
  input: { error: unknown } | { status: number; body: string },
): TranslationLoadOutcome {
  if ('error' in input) {
    const message = input.error instanceof Error ? input.error.message : String(input.error);
    return isNetworkStyleMessage(message)
      ? { kind: 'retryable', status: 0, message }
      : { kind: 'not-retryable', status: 0, message };
  }
  const { status, body } = input;
  if (!status || (status >= 500 && status < 600)) {
    return {
      kind: 'retryable',
      status,
      message: `translations answered ${status || 'without a status'}`,
    };
  }
  if (status >= 400 && status < 500) {
    return { kind: 'not-retryable', status, message: `translations answered ${status}` };
  }
  try {
    return { kind: 'loaded', resources: parseTranslations(body) };
  } catch (error) {
    return {
      kind: 'parse-failure',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
