import { describe, expect, it } from 'vitest';
import { harness, ORIGIN } from './test-harness.ts';

const request = { type: 'AUTH_REQUEST', provider: 'kakao', state: 'state-abc' } as const;

function callback(shell: ReturnType<typeof harness>): URL {
  expect(shell.navigate).toHaveBeenCalledTimes(1);
  return new URL(shell.navigate.mock.calls[0]![0]);
}

describe('AUTH_REQUEST', () => {
  it('signs in in the system browser and brings the page to its callback with the state', async () => {
    const shell = harness();
    shell.openAuth.mockResolvedValue({
      kind: 'returned',
      url: 'chorok://auth/kakao/callback?state=state-abc&accessToken=kakao-token',
    });
    await shell.send({ ...request, nonce: 'n-1' });

    expect(shell.openAuth).toHaveBeenCalledWith('kakao', 'state-abc', 'n-1');
    const url = callback(shell);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/auth/kakao/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'state-abc',
      accessToken: 'kakao-token',
    });
  });

  it("stays on our origin whatever address the browser came back to, carrying only the callback's parameters", async () => {
    const shell = harness();
    shell.openAuth.mockResolvedValue({
      kind: 'returned',
      url: 'https://evil.example/auth/apple/callback?id_token=jwt&redirect=https://evil.example&next=//evil.example#access_token=from-fragment',
    });
    await shell.send({ type: 'AUTH_REQUEST', provider: 'apple', state: 'state-abc', nonce: 'n' });

    const url = callback(shell);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/auth/apple/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'state-abc',
      id_token: 'jwt',
      accessToken: 'from-fragment',
    });
  });

  it('reads an access token from the fragment (an implicit flow) under either spelling', async () => {
    const shell = harness();
    shell.openAuth.mockResolvedValue({
      kind: 'returned',
      url: 'chorok://auth/naver/callback#state=state-abc&access_token=naver-token',
    });
    await shell.send({ ...request, provider: 'naver' });

    expect(Object.fromEntries(callback(shell).searchParams)).toEqual({
      state: 'state-abc',
      accessToken: 'naver-token',
    });
  });

  it('passes on no token when the state came back different', async () => {
    const shell = harness();
    shell.openAuth.mockResolvedValue({
      kind: 'returned',
      url: 'chorok://auth/kakao/callback?state=someone-elses&accessToken=their-token',
    });
    await shell.send(request);

    expect(Object.fromEntries(callback(shell).searchParams)).toEqual({
      state: 'state-abc',
      error: 'invalid_state',
    });
  });

  it.each([
    [{ kind: 'cancelled' } as const, 'access_denied'],
    [{ kind: 'failed' } as const, 'temporarily_unavailable'],
  ])('tells the page when the sign-in did not happen (%o)', async (outcome, error) => {
    const shell = harness();
    shell.openAuth.mockResolvedValue(outcome);
    await shell.send(request);

    expect(Object.fromEntries(callback(shell).searchParams)).toEqual({ state: 'state-abc', error });
  });

  it('treats a browser that threw as unavailable', async () => {
    const shell = harness();
    shell.openAuth.mockRejectedValue(new Error('no browser'));
    await shell.send(request);

    expect(callback(shell).searchParams.get('error')).toBe('temporarily_unavailable');
  });

  it('refuses a provider the contract does not name, and a request without a state', async () => {
    const shell = harness();
    await shell.send({ type: 'AUTH_REQUEST', provider: 'google', state: 'state-abc' });
    await shell.send({ type: 'AUTH_REQUEST', provider: 'kakao' });

    expect(shell.openAuth).not.toHaveBeenCalled();
    expect(shell.navigate).not.toHaveBeenCalled();
  });

  it('opens one sign-in at a time', async () => {
    const shell = harness();
    let finish: (value: { kind: 'cancelled' }) => void = () => {};
    shell.openAuth.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const first = shell.send(request);
    await shell.send({ ...request, provider: 'naver' });
    finish({ kind: 'cancelled' });
    await first;

    expect(shell.openAuth).toHaveBeenCalledTimes(1);
    expect(callback(shell).pathname).toBe('/auth/kakao/callback');
  });

  it('ignores a request from a page on another origin', async () => {
    const shell = harness();
    await shell.handler.onMessage(JSON.stringify(request), 'https://evil.example/login');

    expect(shell.openAuth).not.toHaveBeenCalled();
  });
});

describe('a tapped notification', () => {
  it('sends notificationAction with the path the push carried', async () => {
    const shell = harness();
    await shell.send({ type: 'GET_PUSH_TOKEN' });
    shell.handler.notificationTapped({ url: '/plants/setting/12', notificationId: '7' });

    expect(shell.wire.at(-1)).toEqual({
      type: 'notificationAction',
      data: { url: '/plants/setting/12', notificationId: '7' },
    });
    expect(shell.received().at(-1)).toEqual({
      type: 'notificationAction',
      data: { url: '/plants/setting/12', notificationId: '7' },
    });
  });

  it('holds a tap that opened the app until the page listens, then sends the latest', async () => {
    const shell = harness();
    shell.handler.notificationTapped({ orderId: 5 });
    shell.handler.notificationTapped({ plantId: '9' });
    expect(shell.wire).toEqual([]);

    await shell.send({ type: 'GET_APP_ENVIRONMENT' });
    const actions = shell.wire.filter((message) => message.type === 'notificationAction');
    expect(actions).toEqual([{ type: 'notificationAction', data: { url: '/plants/setting/9' } }]);
  });

  it('waits again after a page load, and turns an order id into its page', async () => {
    const shell = harness();
    await shell.send({ type: 'GET_PUSH_TOKEN' });
    shell.handler.pageLoading(`${ORIGIN}/home`);
    shell.handler.notificationTapped({ data: { orderId: 31 } });
    expect(shell.wire.filter((message) => message.type === 'notificationAction')).toEqual([]);

    await shell.send({ type: 'GET_PUSH_TOKEN' });
    expect(shell.wire.at(-2)).toEqual({ type: 'notificationAction', data: { url: '/order/31' } });
  });

  it.each([
    { url: 'https://evil.example/phish' },
    { url: '//evil.example/phish' },
    { url: '/\\evil.example' },
    { plantId: 'abc' },
    'not json',
    null,
  ])('opens nothing for %o', async (data) => {
    const shell = harness();
    await shell.send({ type: 'GET_PUSH_TOKEN' });
    shell.handler.notificationTapped(data);

    expect(shell.wire.map((message) => message.type)).toEqual(['pushToken']);
  });
});

describe('anything else', () => {
  it.each([
    'not json',
    '[1,2,3]',
    '{"type":"DELETE_EVERYTHING"}',
    '{"type":"LOG","level":"fatal","message":"x"}',
    JSON.stringify({ type: 'LOG', level: 'info', message: 'x'.repeat(10_001) }),
    '{"type":"AUTH_REQUEST","provider":"kakao","state":42}',
    42,
    null,
    { type: { toString: 'GET_PUSH_TOKEN' } },
  ])('is ignored: %s', async (raw) => {
    const shell = harness();
    await shell.handler.onMessage(raw, `${ORIGIN}/home`);

    expect(shell.injectJavaScript).not.toHaveBeenCalled();
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(shell.openAuth).not.toHaveBeenCalled();
    expect(shell.getPushToken).not.toHaveBeenCalled();
    for (const method of ['debug', 'info', 'warn', 'error'] as const)
      expect(shell.logger[method]).not.toHaveBeenCalled();
  });

  it('is not answered when the page that asked was on another origin', async () => {
    const shell = harness();
    await shell.handler.onMessage('{"type":"GET_PUSH_TOKEN"}', 'http://chorok.example/home');

    expect(shell.getPushToken).not.toHaveBeenCalled();
  });

  it('sends nothing into a page of another origin (the answer came after it left)', async () => {
    const shell = harness();
    let give: (token: string) => void = () => {};
    shell.getPushToken.mockReturnValue(new Promise((resolve) => (give = resolve)));
    const answered = shell.send({ type: 'GET_PUSH_TOKEN' });
    shell.setUrl('https://elsewhere.example/');
    give('device-token-1');
    await answered;

    expect(shell.injectJavaScript).not.toHaveBeenCalled();
  });
});
