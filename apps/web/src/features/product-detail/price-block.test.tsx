import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '@/test/render';
import { PriceBlock } from '@/features/product-detail/price-block';
import { productDetail } from '@/test/fixtures/product-detail';

afterEach(cleanup);

describe('PriceBlock', () => {
  it('shows the sale percent in mandarin, the price paid and the struck list price', () => {
    const { container } = renderWithI18n(<PriceBlock product={productDetail()} />);
    const percent = screen.getByText('28%');
    expect(percent.parentElement?.className).toContain('text-mandarin');
    expect(screen.getByText('28% 할인')).toBeTruthy();
    expect(container.textContent).toContain('12,900원');
    expect(container.querySelector('del')?.textContent).toBe('정가 18,000원');
    expect(container.querySelector('.price-nums')).not.toBeNull();
  });

  it('shows one price when not on sale', () => {
    const { container } = renderWithI18n(
      <PriceBlock product={productDetail({ price: 9_000, salePrice: 9_000, salePercent: 0 })} />,
    );
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).not.toContain('%');
    expect(container.textContent).toContain('9,000원');
  });

  it('says how many are left when stock runs low, only while on sale', () => {
    renderWithI18n(<PriceBlock product={productDetail({ stock: 3 })} />);
    expect(screen.getByText('품절 임박 · 3개 남았어요')).toBeTruthy();
    cleanup();
    renderWithI18n(<PriceBlock product={productDetail({ stock: 3, status: 'PENDING' })} />);
    expect(screen.queryByText(/남았어요/)).toBeNull();
    cleanup();
    renderWithI18n(<PriceBlock product={productDetail({ stock: 40 })} />);
    expect(screen.queryByText(/남았어요/)).toBeNull();
  });
});
