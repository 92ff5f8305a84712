import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppConfig, ImageRef } from '@chorok/contract';
import { ProductImage } from '@/components/ui/product-image';

afterEach(cleanup);

const monstera: ImageRef = {
  url: '/images/products/monstera/photo-1.svg',
  width: 1200,
  height: 1500,
  alt: '몬스테라 델리시오사 화분',
};

function renderImage(ui: ReactNode, images?: AppConfig['images']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (images) {
    queryClient.setQueryData<AppConfig>(['app-config'], {
      demoSignIn: true,
      providers: { kakao: false, naver: false, apple: false },
      supportEmail: 'help@chorok.kr',
      images,
    });
  }
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

describe('ProductImage', () => {
  it('a card picture: WebP srcset, the 375 px fallback, a reserved box, lazy and async', () => {
    renderImage(<ProductImage image={monstera} sizes="375px" width={375} />, {
      assetHost: null,
      cdnHost: null,
    });
    const img = screen.getByRole('img', { name: '몬스테라 델리시오사 화분' });
    expect(img.getAttribute('src')).toBe(`${monstera.url}?w=375&q=75&f=webp`);
    expect(img.getAttribute('srcset')).toBe(
      [187, 375, 750, 1125].map((w) => `${monstera.url}?w=${w}&q=75&f=webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('375px');
    // 375 wide at the picture's 4:5 ratio.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['375', '469']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('the largest picture of a page: eager, high priority, its own box and alt', () => {
    renderImage(
      <ProductImage
        image={monstera}
        sizes="100vw"
        width={390}
        height={390}
        alt=""
        loading="eager"
        fetchPriority="high"
        className="object-cover"
      />,
    );
    const img = document.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['390', '390']);
    expect(img?.className).toBe('object-cover');
  });

  it('loads from the CDN host when app-config names one', () => {
    renderImage(
      <ProductImage
        image={{ ...monstera, url: `https://assets.chorok.kr${monstera.url}` }}
        sizes="375px"
      />,
      {
        assetHost: 'https://assets.chorok.kr',
        cdnHost: 'https://cdn.chorok.kr',
      },
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe(`https://cdn.chorok.kr${monstera.url}?w=375&q=75&f=webp`);
    expect(img.getAttribute('srcset')).not.toContain('assets.chorok.kr');
  });

  it('never asks for a raster original wider than it is', () => {
    const photo: ImageRef = {
      url: '/images/reviews/1/photo.jpg',
      width: 600,
      height: 800,
      alt: '후기 사진',
    };
    renderImage(<ProductImage image={photo} sizes="100vw" fallbackWidth={750} format="jpeg" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe(`${photo.url}?w=600&q=75&f=jpeg`);
    expect(img.getAttribute('srcset')).toBe(
      [187, 375, 600].map((w) => `${photo.url}?w=${w}&q=75&f=jpeg ${w}w`).join(', '),
    );
  });
});
