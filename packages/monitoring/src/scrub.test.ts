import type { ErrorEvent } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent } from './scrub-event.ts';
import { scrubText, scrubUrl, scrubValue } from './scrub-text.ts';

describe('scrubText', () => {
  it.each([
    ['e-mail', 'no account for kim.minji+shop@example.co.kr', 'no account for [email]'],
    ['mobile', '문자 실패: 010-1234-5678', '문자 실패: [phone]'],
    ['mobile, no dashes', 'to 01012345678.', 'to [phone].'],
    ['landline', '(02) 전화 02-123-4567', '(02) 전화 [phone]'],
    ['+82', 'call +82 10-1234-5678 now', 'call [phone] now'],
    ['card', 'card 4111 1111 1111 1111 refused', 'card [redacted] refused'],
    ['bearer', 'authorization: Bearer abc.def-ghi', 'authorization: [redacted]'],
    ['bearer alone', 'sent Bearer abc.def-ghi', 'sent Bearer [redacted]'],
    ['jwt', 'bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig-x', 'bad token [redacted]'],
    ['named secret', '{"accessToken":"s3cr3t","ok":1}', '{"accessToken":"[redacted]","ok":1}'],
    ['password=', 'password=hunter2&x', 'password=[redacted]&x'],
    ['road address', '배송지 서울특별시 강남구 테헤란로 123', '배송지 [address] [address]'],
    ['road, sub-road', '세종대로8길 12-3 앞', '[address] 앞'],
    ['lot address', '역삼동 123-45번지', '[address]'],
    ['flat', '101동 202호', '[address]'],
    [
      'query of a URL',
      'GET https://chorok.kr/a/b?email=x&code=1 failed',
      'GET https://chorok.kr/a/b failed',
    ],
    ['query of a path', 'at /auth/sign-in?redirect=/cart#top.', 'at /auth/sign-in'],
  ])('%s', (_name, input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('keeps what identifies the failure: ids, request ids, statuses, versions, routes', () => {
    const text =
      'GET /products/detail/$productId 500 (request 2b1f7c3e-9d4a-4c1e-8f00-1234567890ab) order 20260101 chorok@0.1.0+1a2b3c4 ECONNREFUSED 3개';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubUrl', () => {
  it('drops the query and fragment and scrubs the rest', () => {
    expect(scrubUrl('http://127.0.0.1:3000/order/7?phone=01012345678#x')).toBe(
      'http://127.0.0.1:3000/order/7',
    );
    expect(scrubUrl('/users/kim@example.com/orders')).toBe('/users/[email]/orders');
  });
});

describe('scrubValue', () => {
  it('redacts personal keys at any depth and scrubs every string', () => {
    expect(
      scrubValue({
        email: 'a@b.kr',
        nested: { receiverPhoneNumber: '010-1', note: 'mail me at a@b.kr', pushToken: 'x' },
        list: [{ detailAddress: '101동' }, 'Bearer zzz'],
        count: 3,
      }),
    ).toEqual({
      email: '[redacted]',
      nested: {
        receiverPhoneNumber: '[redacted]',
        note: 'mail me at [email]',
        pushToken: '[redacted]',
      },
      list: [{ detailAddress: '[redacted]' }, 'Bearer [redacted]'],
      count: 3,
    });
  });
});

describe('scrubEvent', () => {
  const event = (): ErrorEvent => ({
    type: undefined,
    event_id: 'a'.repeat(32),
    release: 'chorok@0.1.0',
    message: 'failed for kim@example.com',
    user: { id: 7, email: 'kim@example.com', ip_address: '10.0.0.1' },
    transaction: '/auth/sign-in?secretCode=code123',
    exception: {
      values: [
        {
          type: 'ApiError',
          value: '010-1234-5678 is taken',
          stacktrace: {
            frames: [
              {
                filename: 'https://chorok.kr/assets/a.js?v=1',
                abs_path: 'https://chorok.kr/assets/a.js?v=1',
                vars: { password: 'x' },
              },
            ],
          },
        },
      ],
    },
    request: {
      url: 'https://chorok.kr/order/1?paymentKey=pk_1',
      method: 'GET',
      query_string: 'paymentKey=pk_1',
      cookies: { session: 'x' },
      data: { email: 'kim@example.com' },
      headers: { 'User-Agent': 'UA', Authorization: 'Bearer t', Referer: 'https://x/?q=1' },
    },
    breadcrumbs: [
      {
        category: 'fetch',
        data: { url: '/v1/users/exist-nickname?nickname=김', status_code: 200 },
      },
      { category: 'navigation', data: { from: '/a?x=1', to: '/b?y=2' } },
      { category: 'console', message: 'token=abc for kim@example.com' },
    ],
    tags: { route: '/order/$orderId', request_id: 'req-9', note: '010-1234-5678' },
    extra: { body: { phone: '010' }, detail: 'Key (email)=(kim@example.com) exists' },
    contexts: {
      trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) },
      report: { email: 'kim@example.com', source: 'router' },
    },
  });

  it('keeps no user, body, cookie, query, credential header or personal text', () => {
    const scrubbed = scrubEvent(event());
    const text = JSON.stringify(scrubbed);
    for (const secret of [
      'kim@example.com',
      '010-1234-5678',
      'paymentKey',
      'pk_1',
      'Bearer t',
      'session',
      '?',
      'nickname=',
      'token=abc',
      '10.0.0.1',
      'password',
    ])
      expect(text).not.toContain(secret);
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request).toEqual({
      url: 'https://chorok.kr/order/1',
      method: 'GET',
      headers: { 'User-Agent': 'UA' },
    });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({
      filename: 'https://chorok.kr/assets/a.js',
      abs_path: 'https://chorok.kr/assets/a.js',
    });
  });

  it('keeps what a report needs: ids, release, route, request id, trace', () => {
    const scrubbed = scrubEvent(event());
    expect(scrubbed).toMatchObject({
      event_id: 'a'.repeat(32),
      release: 'chorok@0.1.0',
      transaction: '/auth/sign-in',
      tags: { route: '/order/$orderId', request_id: 'req-9', note: '[phone]' },
      contexts: { trace: { trace_id: 'b'.repeat(32) }, report: { source: 'router' } },
    });
    expect(scrubbed.exception?.values?.[0]).toMatchObject({
      type: 'ApiError',
      value: '[phone] is taken',
    });
  });

  it('scrubs breadcrumbs on their own too (beforeBreadcrumb)', () => {
    expect(
      scrubBreadcrumb({ category: 'navigation', data: { from: '/a?x=1', to: '/b#y' } }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/a', to: '/b' },
    });
    expect(scrubBreadcrumb({ category: 'console', message: 'Bearer abc' }).message).toBe(
      'Bearer [redacted]',
    );
  });
});
