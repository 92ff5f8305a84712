import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppConfig } from '@chorok/contract';
import { useImageUrls } from '@/hooks/use-image-urls';

const PHOTO = '/images/reviews/r1/photo-1.svg';

function urlsWith(images?: AppConfig['images']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (images) {
    queryClient.setQueryData<AppConfig>(['app-config'], {
      demoSignIn: true,
      providers: { kakao: false, naver: false, apple: false },
      supportEmail: 'help@chorok.kr',
      images,
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useImageUrls(), { wrapper }).result.current;
}

describe('useImageUrls (review thumbnails, the photo viewer)', () => {
  it('builds relative rendition URLs without configured hosts', () => {
    const urls = urlsWith({ assetHost: null, cdnHost: null });
    expect(urls.src(PHOTO, 187)).toBe(`${PHOTO}?w=187&q=75&f=webp`);
    expect(urls.srcSet(PHOTO, [187, 375])).toBe(
      `${PHOTO}?w=187&q=75&f=webp 187w, ${PHOTO}?w=375&q=75&f=webp 375w`,
    );
  });

  it('moves them to the CDN host when app-config names one (spec §3)', () => {
    const urls = urlsWith({ assetHost: null, cdnHost: 'https://cdn.chorok.example' });
    expect(urls.src(PHOTO, 187)).toBe(`https://cdn.chorok.example${PHOTO}?w=187&q=75&f=webp`);
    const swapped = urlsWith({
      assetHost: 'https://assets.chorok.example',
      cdnHost: 'https://cdn.chorok.example',
    });
    expect(swapped.src(`https://assets.chorok.example${PHOTO}`, 750)).toBe(
      `https://cdn.chorok.example${PHOTO}?w=750&q=75&f=webp`,
    );
  });
});
