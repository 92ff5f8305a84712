import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { meFailureAction } from '@/lib/session/me-retry';

describe('meFailureAction', () => {
  it('treats a 401 as the end of the session, without retrying', () => {
    expect(meFailureAction(0, new ApiError('expired', 401))).toBe('unauthorized');
  });
  it('retries another 4xx once, then clears the session', () => {
    expect(meFailureAction(0, new ApiError('bad', 404))).toBe('retry');
    expect(meFailureAction(1, new ApiError('bad', 404))).toBe('clear-session');
  });
  it('retries server and network errors three times', () => {
    expect(meFailureAction(0, new ApiError('down', 503))).toBe('retry');
    expect(meFailureAction(2, new ApiError('down', 500))).toBe('retry');
    expect(meFailureAction(3, new ApiError('down', 500))).toBe('give-up');
    expect(meFailureAction(0, new TypeError('Failed to fetch'))).toBe('retry');
    expect(meFailureAction(3, new ApiError('Network Error', 0))).toBe('give-up');
  });
});
