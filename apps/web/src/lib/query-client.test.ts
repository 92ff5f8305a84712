import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { ApiError } from './api-client';
import { retryDelay, retryQuery } from './query-client';
import { QUERY_RETRY } from '@/lib/config';

const tries = (error: Error) =>
  Array.from({ length: QUERY_RETRY.count + 2 }, (_, n) => n).filter((n) => retryQuery(n, error))
    .length;

describe('retryQuery (decision 0024)', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never asks again after a %i', (status) => {
    expect(tries(new ApiError('Invalid input', status))).toBe(0);
  });

  it('never asks again after a timeout: the screen offers 다시 시도 instead', () => {
    expect(tries(new ApiError(CLIENT_MESSAGES.serviceUnavailable, 0, [], true))).toBe(0);
  });

  it.each([
    ['no connection', new ApiError('Failed to fetch', 0)],
    ['a 500', new ApiError('일시적인 오류가 발생했습니다.', 500)],
    ['a 503', new ApiError(CLIENT_MESSAGES.serviceUnavailable, 503)],
    ['a fault in the screen', new TypeError('x is undefined')],
  ])('asks again %s, %i times (spec §8)', (_, error) => {
    expect(tries(error)).toBe(QUERY_RETRY.count);
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
  });
});
