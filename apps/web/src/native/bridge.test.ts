import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  handleIncomingMessage,
  isInNativeApp,
  postNativeMessage,
  useNativeEnvironment,
} from '@/native/bridge';
import { usePushTokenStore } from '@/features/auth/auth-store';
import { parseIncomingMessage } from '@chorok/contract';

describe('native bridge', () => {
  beforeEach(() => {
    useNativeEnvironment.setState({ environment: null, ambientLight: null });
  });
  afterEach(() => {
    delete window.ReactNativeWebView;
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
});
