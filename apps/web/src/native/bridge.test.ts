import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  handleIncomingMessage,
  isInNativeApp,
  onNativeMessage,
  postNativeMessage,
  useNativeEnvironment,
} from '@/native/bridge';
import { usePushTokenStore } from '@/lib/session/auth-store';
import { parseIncomingMessage } from '@chorok/contract/schemas';

describe('native bridge', () => {
  beforeEach(() => {
    useNativeEnvironment.setState({ environment: null, ambientLight: null });
  });
  afterEach(() => {
    delete window.ReactNativeWebView;
    globalThis.ENABLE_DEBUG_LOGGER = undefined;
    vi.restoreAllMocks();
  });

  it('knows a plain browser from the app and only posts inside the app', () => {
    expect(isInNativeApp()).toBe(false);
    expect(postNativeMessage({ type: 'GET_PUSH_TOKEN' })).toBe(false);
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    expect(isInNativeApp()).toBe(true);
    expect(postNativeMessage({ type: 'AUTH_REQUEST', provider: 'kakao' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"AUTH_REQUEST","provider":"kakao"}');
  });

  it('keeps the environment null until the shell answers, then replaces it and writes the insets', () => {
    expect(useNativeEnvironment.getState().environment).toBeNull();
    handleIncomingMessage(
      parseIncomingMessage({
        type: 'environment',
        data: { safeAreaInsets: { top: 44, bottom: 34 } },
      })!,
    );
    expect(useNativeEnvironment.getState().environment?.safeAreaInsets).toEqual({
      top: 44,
      bottom: 34,
      left: 0,
      right: 0,
    });
    expect(document.documentElement.style.getPropertyValue('--safe-top')).toBe('44px');
    expect(document.documentElement.style.getPropertyValue('--safe-left')).toBe('0px');
    handleIncomingMessage(
      parseIncomingMessage({ type: 'environment', data: { pushToken: 'p1' } })!,
    );
    expect(useNativeEnvironment.getState().environment).toMatchObject({
      pushToken: 'p1',
      safeAreaInsets: { top: 0, bottom: 0 },
    });
    expect(usePushTokenStore.getState().pushToken).toBe('p1');
  });

  it('tracks ambient light updates', () => {
    handleIncomingMessage({ type: 'ambientLight', lux: 540 });
    expect(useNativeEnvironment.getState().ambientLight).toBe(540);
  });

  it('keeps a notification tap that came before any listener for the first one, once', () => {
    const early = { type: 'notificationAction' as const, data: { url: '/plants/setting/3' } };
    handleIncomingMessage(early);
    const first = vi.fn();
    const stopFirst = onNativeMessage(first);
    expect(first).toHaveBeenCalledExactlyOnceWith(early);
    const second = vi.fn();
    const stopSecond = onNativeMessage(second);
    expect(second).not.toHaveBeenCalled();
    // Heard when it came: nothing is kept for later.
    handleIncomingMessage({ type: 'notificationAction', data: { url: '/order/9' } });
    stopFirst();
    stopSecond();
    const third = vi.fn();
    onNativeMessage(third)();
    expect(third).not.toHaveBeenCalled();
  });

  it('names each message from the shell in the debug logger, never its payload', () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    handleIncomingMessage({ type: 'pushToken', pushToken: 'secret-token' });
    expect(postMessage).not.toHaveBeenCalled();
    globalThis.ENABLE_DEBUG_LOGGER = true;
    handleIncomingMessage({ type: 'pushToken', pushToken: 'secret-token' });
    handleIncomingMessage({ type: 'other', originalType: 'APP_STATE', data: { active: true } });
    expect(postMessage.mock.calls.map(([raw]) => JSON.parse(raw as string))).toEqual([
      { type: 'LOG', level: 'debug', message: '[native] pushToken' },
      { type: 'LOG', level: 'debug', message: '[native] APP_STATE' },
    ]);
  });
});
