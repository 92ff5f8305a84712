import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseOutgoingMessage } from '@chorok/contract/schemas';
import { MAX_LOG_CHARS, announce, debugLogger } from '@/lib/debug-logger';

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

  it('cuts a line to the longest LOG the shell accepts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    globalThis.ENABLE_DEBUG_LOGGER = true;
    debugLogger.error('x'.repeat(MAX_LOG_CHARS + 50));
    const sent = JSON.parse(postMessage.mock.calls[0]?.[0] as string) as { message: string };
    expect(parseOutgoingMessage(JSON.stringify(sent))).not.toBeNull();
    expect(sent.message).toHaveLength(MAX_LOG_CHARS);
    expect(sent.message.endsWith('x…')).toBe(true);
  });

  it('announce prints whatever the flag, and forwards only when the logger is on', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    announce('build 2026-11-01');
    expect(info).toHaveBeenCalledWith('build 2026-11-01');
    expect(postMessage).not.toHaveBeenCalled();
    globalThis.ENABLE_DEBUG_LOGGER = true;
    announce('build 2026-11-01');
    expect(info).toHaveBeenCalledTimes(2);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: 'LOG',
      level: 'info',
      message: 'build 2026-11-01',
    });
  });
});
