import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugLogger } from '@/lib/debug-logger';

afterEach(() => {
  globalThis.ENABLE_DEBUG_LOGGER = undefined;
  delete window.ReactNativeWebView;
  vi.restoreAllMocks();
});

describe('debugLogger', () => {
  it('stays silent unless ENABLE_DEBUG_LOGGER is exactly true', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    debugLogger.info('quiet');
    (globalThis as { ENABLE_DEBUG_LOGGER?: unknown }).ENABLE_DEBUG_LOGGER = 'true';
    debugLogger.info('still quiet');
    expect(info).not.toHaveBeenCalled();
  });

  it('prints and forwards LOG lines to the shell when enabled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    globalThis.ENABLE_DEBUG_LOGGER = true;
    debugLogger.warn('low light', { lux: 12 });
    expect(warn).toHaveBeenCalledWith('low light', { lux: 12 });
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: 'LOG',
      level: 'warn',
      message: 'low light {"lux":12}',
    });
  });
});
