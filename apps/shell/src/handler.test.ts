import { describe, expect, it } from 'vitest';
import { NATIVE_PROTOCOL_VERSION } from '@chorok/contract/schemas';
import { harness, ORIGIN } from './test-harness.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('GET_APP_ENVIRONMENT', () => {
  it('answers with the insets, the push token and a light reading, and says who it is', async () => {
    const shell = harness();
    const answered = shell.send({ type: 'GET_APP_ENVIRONMENT' });
    await settle();
    shell.emitLux(320);
    await answered;

    expect(shell.received()).toEqual([
      {
        type: 'environment',
        environment: {
          pushToken: 'device-token-1',
          ambientLight: 320,
          safeAreaInsets: { top: 24, bottom: 16, left: 0, right: 0 },
          extra: {
            protocolVersion: NATIVE_PROTOCOL_VERSION,
            platform: 'android',
            appVersion: '0.1.0',
            deviceModel: 'Pixel 8',
          },
        },
      },
    ]);
    // Never prompts for the notification permission, and the one reading is not kept running.
    expect(shell.getPushToken).toHaveBeenCalledWith({ ask: false });
    expect(shell.liveListeners()).toBe(0);
  });

  it('says on iOS that there is no light sensor to read: ambientLight null and why', async () => {
    const shell = harness({ light: { available: false, reason: 'no-public-light-sensor' } });
    await shell.send({ type: 'GET_APP_ENVIRONMENT' });

    const [message] = shell.received();
    expect(message).toMatchObject({
      type: 'environment',
      environment: {
        ambientLight: null,
        extra: { ambientLightUnavailable: 'no-public-light-sensor' },
      },
    });
    expect(shell.light.subscribe).not.toHaveBeenCalled();
  });

  it('does not wait on a silent sensor or a slow token: null after the wait', async () => {
    const shell = harness();
    shell.getPushToken.mockImplementation(() => new Promise(() => {}));
    await shell.send({ type: 'GET_APP_ENVIRONMENT' });

    expect(shell.received()[0]).toMatchObject({
      type: 'environment',
      environment: { pushToken: null, ambientLight: null },
    });
    expect(shell.liveListeners()).toBe(0);
  });
});

describe('GET_PUSH_TOKEN', () => {
  it('asks for the permission and answers with the token, fetched once', async () => {
    const shell = harness();
    await shell.send({ type: 'GET_PUSH_TOKEN' });
    await shell.send({ type: 'GET_PUSH_TOKEN' });

    expect(shell.received()).toEqual([
      { type: 'pushToken', pushToken: 'device-token-1' },
      { type: 'pushToken', pushToken: 'device-token-1' },
    ]);
    expect(shell.getPushToken).toHaveBeenCalledTimes(1);
    expect(shell.getPushToken).toHaveBeenCalledWith({ ask: true });
  });

  it('prompts when the page asks for the token, though the environment was looking without asking', async () => {
    const shell = harness();
    // Not granted yet: without asking there is no token; asking gets one.
    shell.getPushToken.mockImplementation(async ({ ask }) => (ask ? 'device-token-1' : null));
    const environment = shell.send({ type: 'GET_APP_ENVIRONMENT' });
    const token = shell.send({ type: 'GET_PUSH_TOKEN' });
    await Promise.all([environment, token]);

    expect(shell.getPushToken.mock.calls).toEqual([[{ ask: false }], [{ ask: true }]]);
    expect(shell.received()).toContainEqual({ type: 'pushToken', pushToken: 'device-token-1' });
  });

  it('answers null when there is no token (refused, or the token service failed) and asks again later', async () => {
    const shell = harness();
    shell.getPushToken.mockRejectedValueOnce(new Error('no Firebase'));
    await shell.send({ type: 'GET_PUSH_TOKEN' });
    await settle();
    await shell.send({ type: 'GET_PUSH_TOKEN' });

    expect(shell.received()).toEqual([
      { type: 'pushToken', pushToken: null },
      { type: 'pushToken', pushToken: 'device-token-1' },
    ]);
    expect(shell.logger.warn).toHaveBeenCalledWith(expect.stringContaining('no Firebase'));
  });
});

describe('GET_AMBIENT_LIGHT', () => {
  it('sends each reading while the page wants them, and skips readings that are no lux', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });
    shell.emitLux(120);
    shell.emitLux(Number.NaN);
    shell.emitLux(-3);
    shell.emitLux(450.5);

    expect(shell.received()).toEqual([
      { type: 'ambientLight', lux: 120 },
      { type: 'ambientLight', lux: 450.5 },
    ]);
  });

  it('keeps one sensor subscription however often the page asks, and answers with the latest', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });
    shell.emitLux(80);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });

    expect(shell.light.subscribe).toHaveBeenCalledTimes(1);
    expect(shell.received()).toEqual([
      { type: 'ambientLight', lux: 80 },
      { type: 'ambientLight', lux: 80 },
    ]);
  });

  it('on iOS answers that there is no sensor (the web measures with the camera)', async () => {
    const shell = harness({ light: { available: false, reason: 'no-public-light-sensor' } });
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });

    expect(shell.wire).toEqual([
      { type: 'ambientLightUnavailable', reason: 'no-public-light-sensor' },
    ]);
    expect(shell.received()[0]).toEqual({
      type: 'ambientLightUnavailable',
      reason: 'no-public-light-sensor',
    });
    expect(shell.light.subscribe).not.toHaveBeenCalled();
  });

  it('stops the sensor when the page says it no longer wants readings', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });
    expect(shell.liveListeners()).toBe(1);

    await shell.send({ type: 'STOP_AMBIENT_LIGHT' });
    expect(shell.liveListeners()).toBe(0);
    shell.emitLux(500);
    expect(shell.wire).toEqual([]);
  });

  it('stops when the page moves to another path, not when only its query changes', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });

    shell.handler.pageNavigated(`${ORIGIN}/labs/ambient-light?tab=guide`);
    expect(shell.liveListeners()).toBe(1);

    shell.handler.pageNavigated(`${ORIGIN}/labs`);
    expect(shell.liveListeners()).toBe(0);
    shell.emitLux(500);
    expect(shell.wire).toEqual([]);
  });

  it('stops on a page load and on dispose', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });
    shell.handler.pageLoading(`${ORIGIN}/labs/ambient-light`);
    expect(shell.liveListeners()).toBe(0);

    await shell.send({ type: 'GET_AMBIENT_LIGHT' });
    expect(shell.liveListeners()).toBe(1);
    shell.handler.dispose();
    expect(shell.liveListeners()).toBe(0);
  });

  it('pauses in the background and resumes in the foreground for the page that still wants it', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });

    shell.handler.setForeground(false);
    expect(shell.liveListeners()).toBe(0);
    shell.handler.setForeground(true);
    expect(shell.liveListeners()).toBe(1);
    shell.emitLux(60);
    expect(shell.received()).toEqual([{ type: 'ambientLight', lux: 60 }]);
  });

  it('does not come back in the foreground for a page that was replaced in the background', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });
    shell.handler.setForeground(false);
    shell.handler.pageLoading(`${ORIGIN}/home`);
    shell.handler.setForeground(true);

    expect(shell.liveListeners()).toBe(0);
  });

  it('waits for the foreground when the page asks from the background', async () => {
    const shell = harness();
    shell.setUrl(`${ORIGIN}/labs/ambient-light`);
    shell.handler.setForeground(false);
    await shell.send({ type: 'GET_AMBIENT_LIGHT' });
    expect(shell.liveListeners()).toBe(0);

    shell.handler.setForeground(true);
    expect(shell.liveListeners()).toBe(1);
  });
});

describe('LOG', () => {
  it.each([
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['debug', 'debug'],
  ] as const)('writes a %s line to the native log as %s', async (level, method) => {
    const shell = harness();
    await shell.send({ type: 'LOG', level, message: 'cart loaded' });

    expect(shell.logger[method]).toHaveBeenCalledTimes(1);
    expect(shell.logger[method]).toHaveBeenCalledWith('[web] cart loaded');
    expect(shell.wire).toEqual([]);
  });

  it('keeps a message on one line, so the page cannot forge the next log line', async () => {
    const shell = harness();
    await shell.send({ type: 'LOG', level: 'error', message: 'boom\n[shell] all good\r\n' });

    expect(shell.logger.error).toHaveBeenCalledWith('[web] boom\\n[shell] all good\\r\\n');
  });
});
