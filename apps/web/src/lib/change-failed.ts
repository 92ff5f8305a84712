import { ApiError } from '@/lib/api-client';

/**
 * What to tell the buyer when a change failed: the server's own words for a refusal (4xx, e.g.
 * '남은 재고보다 많이 담을 수 없어요.'), otherwise `fallback` (network, server fault, or the spec's
 * English 'Invalid input', which says less than the fallback).
 */
export function changeFailedMessage(error: Error, fallback: string) {
  return error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    /[가-힣]/.test(error.message)
    ? error.message
    : fallback;
}
