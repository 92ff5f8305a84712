import { afterEach, describe, expect, it, vi } from 'vitest';
import { KAKAO_SDK, loadKakaoSdk, resetKakaoSdk, type KakaoSdk } from '@/lib/kakao-sdk';

const scripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === KAKAO_SDK.src);
const standIn = (): KakaoSdk => ({
  init: vi.fn(),
  isInitialized: () => false,
  Share: { sendDefault: vi.fn() },
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.Kakao;
  resetKakaoSdk();
  vi.useRealTimers();
});

describe('loadKakaoSdk', () => {
  it('adds the pinned script once, with its integrity hash and CORS, and resolves with Kakao', async () => {
    const first = loadKakaoSdk();
    const second = loadKakaoSdk();
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script!.integrity).toBe(KAKAO_SDK.integrity);
    expect(script!.getAttribute('crossorigin')).toBe('anonymous');
    const sdk = standIn();
    window.Kakao = sdk;
    script!.dispatchEvent(new Event('load'));
    expect(await first).toBe(sdk);
    expect(await second).toBe(sdk);
    expect(await loadKakaoSdk()).toBe(sdk);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script is refused (network, CSP, integrity), and for good after that', async () => {
    const loading = loadKakaoSdk();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/blocked, unreachable or altered/);
    await expect(loadKakaoSdk()).rejects.toThrow(/unavailable/);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects a script that loads without Kakao.Share, and a slow one after the timeout', async () => {
    const empty = loadKakaoSdk();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(/no Kakao.Share/);
    resetKakaoSdk();
    vi.useFakeTimers();
    const slow = loadKakaoSdk(1_000);
    vi.advanceTimersByTime(1_000);
    await expect(slow).rejects.toThrow(/timeout/);
  });
});
