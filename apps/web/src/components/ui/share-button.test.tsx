import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppConfig } from '@chorok/contract';
import { ShareButton } from '@/components/ui/share-button';
import { KAKAO_SDK } from '@/lib/kakao-sdk';
import { resetKakaoSdk } from '@/lib/kakao-sdk';
import { renderWithI18n } from '@/test/render';

const KEY = '0123456789abcdef0123456789abcdef';
const sdkScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src === KAKAO_SDK.src);

function renderButton(kakaoJsKey: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<AppConfig>(['app-config'], {
    demoSignIn: true,
    providers: { kakao: false, naver: false, apple: false },
    supportEmail: 'help@chorok.kr',
    images: { assetHost: null, cdnHost: null },
    kakaoJsKey,
  });
  const onNotice = vi.fn();
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ShareButton
        path="/products/detail/12"
        title="몬스테라"
        text="공기정화 식물"
        image={{ url: '/images/products/12/main.jpg' }}
        price={{ regular: 32_000, sale: 28_800, salePercent: 10 }}
        onNotice={onNotice}
      />
    </QueryClientProvider>,
  );
  return { onNotice, button: screen.getByRole('button', { name: '공유하기' }) };
}

function stubShareSheet() {
  const share = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  cleanup();
  for (const script of sdkScripts()) script.remove();
  delete (navigator as { share?: unknown }).share;
  delete window.ReactNativeWebView;
  delete window.Kakao;
  resetKakaoSdk();
});

describe('ShareButton and KakaoTalk', () => {
  it('loads the SDK only on a tap when the server has a key; a refused script still shares', async () => {
    const share = stubShareSheet();
    const { button } = renderButton(KEY);
    expect(sdkScripts()).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    expect(share).not.toHaveBeenCalled();
    sdkScripts()[0]!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: '몬스테라',
      text: '공기정화 식물',
      url: `${window.location.origin}/products/detail/12`,
    });
  });

  it('sends the commerce message with the absolute picture and the canonical link', async () => {
    const sendDefault = vi.fn();
    window.Kakao = { init: vi.fn(), isInitialized: () => false, Share: { sendDefault } };
    const share = stubShareSheet();
    fireEvent.click(renderButton(KEY).button);
    await waitFor(() => expect(sendDefault).toHaveBeenCalledTimes(1));
    const url = `${window.location.origin}/products/detail/12`;
    expect(sendDefault).toHaveBeenCalledWith(
      expect.objectContaining({
        objectType: 'commerce',
        content: {
          title: '공기정화 식물',
          imageUrl: `${window.location.origin}/images/products/12/main.jpg?w=750&q=75&f=jpeg`,
          link: { mobileWebUrl: url, webUrl: url },
        },
      }),
    );
    expect(window.Kakao.init).toHaveBeenCalledWith(KEY);
    expect(share).not.toHaveBeenCalled();
  });

  it('without a key, or inside the native app, never loads it', async () => {
    for (const inApp of [false, true]) {
      const share = stubShareSheet();
      if (inApp) window.ReactNativeWebView = { postMessage: vi.fn() };
      fireEvent.click(renderButton(inApp ? KEY : null).button);
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(sdkScripts()).toHaveLength(0);
      cleanup();
    }
  });
});
