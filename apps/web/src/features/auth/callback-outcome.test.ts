import { describe, expect, it } from 'vitest';
import {
  appleCompleteOutcome,
  providerCallbackOutcome,
  providerErrorProblem,
  serverErrorProblem,
} from '@/features/auth/callback-outcome';
import type { PendingAuth } from '@/features/auth/pending-auth';

const pending = (overrides: Partial<PendingAuth> = {}): PendingAuth => ({
  provider: 'kakao',
  state: 'state-1',
  intent: 'sign-in',
  redirect: '/likes',
  startedAt: Date.now(),
  ...overrides,
});

describe('providerCallbackOutcome', () => {
  it('signs in with the code, our state and the callback address, then goes to the saved target', () => {
    expect(providerCallbackOutcome('kakao', { code: 'c1', state: 'state-1' }, pending())).toEqual({
      kind: 'sign-in',
      variables: {
        method: 'kakao',
        body: { state: 'state-1', code: 'c1' },
        redirect: '/likes',
      },
    });
  });

  it('takes the native shell’s access token instead of a code', () => {
    const outcome = providerCallbackOutcome(
      'naver',
      { accessToken: 'sdk-token', state: 'n-state' },
      pending({ provider: 'naver', state: 'n-state' }),
    );
    expect(outcome).toEqual({
      kind: 'sign-in',
      variables: {
        method: 'naver',
        body: { state: 'n-state', accessToken: 'sdk-token' },
        redirect: '/likes',
      },
    });
  });

  it('signs in to Apple with the shell’s id_token', () => {
    expect(
      providerCallbackOutcome(
        'apple',
        { id_token: 'jwt', state: 'a-state' },
        pending({ provider: 'apple', state: 'a-state', redirect: undefined }),
      ),
    ).toEqual({
      kind: 'sign-in',
      variables: { method: 'apple', state: 'a-state', idToken: 'jwt' },
    });
  });

  it('links instead of signing in when the round trip was started to link', () => {
    expect(
      providerCallbackOutcome(
        'naver',
        { code: 'c2', state: 'link-state' },
        pending({ provider: 'naver', state: 'link-state', intent: 'link', redirect: undefined }),
      ),
    ).toEqual({
      kind: 'link',
      provider: 'naver',
      body: { state: 'link-state', code: 'c2' },
    });
  });

  it.each([
    ['nothing was started in this tab', { code: 'c', state: 'state-1' }, null],
    ['the state differs', { code: 'c', state: 'someone-elses' }, pending()],
    ['the state is missing', { code: 'c' }, pending()],
  ])('refuses when %s (login CSRF)', (_label, search, saved) => {
    expect(providerCallbackOutcome('kakao', search, saved)).toMatchObject({
      kind: 'problem',
      problem: 'notStartedHere',
    });
  });

  it('turns the provider’s error into our words, keeping the way back', () => {
    expect(
      providerCallbackOutcome(
        'kakao',
        { error: 'access_denied', error_description: 'User denied access', state: 'state-1' },
        pending(),
      ),
    ).toEqual({ kind: 'problem', problem: 'denied', intent: 'sign-in', redirect: '/likes' });
    expect(
      providerCallbackOutcome(
        'naver',
        { error: 'server_error' },
        pending({ provider: 'naver', intent: 'link', redirect: undefined }),
      ),
    ).toEqual({ kind: 'problem', problem: 'unavailable', intent: 'link' });
  });

  it('says so when neither a code nor a token came back', () => {
    expect(providerCallbackOutcome('kakao', { state: 'state-1' }, pending())).toMatchObject({
      kind: 'problem',
      problem: 'missingCode',
    });
    // Apple through the shell only signs in.
    expect(
      providerCallbackOutcome(
        'apple',
        { id_token: 'jwt', state: 's' },
        pending({ provider: 'apple', state: 's', intent: 'link' }),
      ),
    ).toMatchObject({ kind: 'problem', problem: 'missingCode' });
  });

  it('an unknown provider is a problem of its own', () => {
    expect(providerCallbackOutcome(null, { code: 'c' }, null)).toMatchObject({
      kind: 'problem',
      problem: 'unknownProvider',
    });
  });
});

describe('appleCompleteOutcome', () => {
  const apple = (overrides: Partial<PendingAuth> = {}) =>
    pending({ provider: 'apple', state: 'a-state', ...overrides });

  it('exchanges the token when the state is ours', () => {
    expect(appleCompleteOutcome({ token: 't', state: 'a-state' }, apple())).toEqual({
      kind: 'sign-in',
      variables: { method: 'apple', tempToken: 't', redirect: '/likes' },
    });
  });

  it('refuses a token whose state this tab did not save', () => {
    expect(appleCompleteOutcome({ token: 't', state: 'other' }, apple())).toMatchObject({
      problem: 'notStartedHere',
    });
    expect(appleCompleteOutcome({ token: 't' }, apple())).toMatchObject({
      problem: 'notStartedHere',
    });
    expect(appleCompleteOutcome({ token: 't', state: 'a-state' }, null)).toMatchObject({
      problem: 'notStartedHere',
    });
  });

  it.each([
    ['denied', 'denied'],
    ['state', 'state'],
    ['token', 'token'],
    ['unavailable', 'unavailable'],
    ['email_taken', 'email'],
    ['something-new', 'failed'],
  ] as const)('the server’s error %s reads as %s', (code, problem) => {
    expect(appleCompleteOutcome({ error: code }, apple())).toMatchObject({
      kind: 'problem',
      problem,
    });
  });
});

describe('error codes', () => {
  it('maps OAuth errors: cancelled, unavailable, anything else a failure', () => {
    expect(providerErrorProblem('access_denied')).toBe('denied');
    expect(providerErrorProblem('consent_required')).toBe('denied');
    expect(providerErrorProblem('temporarily_unavailable')).toBe('unavailable');
    expect(providerErrorProblem('invalid_request')).toBe('failed');
  });
  it('maps the server’s link errors', () => {
    expect(serverErrorProblem('linked_other')).toBe('otherAccount');
    expect(serverErrorProblem('already_linked')).toBe('alreadyLinked');
    expect(serverErrorProblem('??')).toBe('failed');
  });
});
