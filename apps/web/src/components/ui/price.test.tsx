import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Price } from '@/components/ui/price';
import { Badge } from '@/components/ui/badge';
import { renderWithI18n } from '@/test/render';

afterEach(cleanup);

describe('Price', () => {
  it('shows sale %, the sale price and the struck original price', () => {
    const { container } = renderWithI18n(<Price price={12900} originalPrice={18000} />);
    expect(container.textContent).toContain('28%');
    expect(container.textContent).toContain('12,900원');
    expect(container.querySelector('del')?.textContent).toContain('18,000원');
    expect(container.firstElementChild?.className).toContain('price-nums');
    expect(screen.getByText('28% 할인')).toBeTruthy();
  });

  it('shows only the price when not on sale', () => {
    const { container } = renderWithI18n(<Price price={9000} originalPrice={9000} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).not.toContain('%');
  });

  it('uses a given sale percentage', () => {
    const { container } = renderWithI18n(
      <Price price={9000} originalPrice={10000} salePercent={11} />,
    );
    expect(container.textContent).toContain('11%');
  });
});

describe('Badge', () => {
  it('renders each spec variant', () => {
    renderWithI18n(
      <>
        <Badge>기본</Badge>
        <Badge variant="secondary">보조</Badge>
        <Badge variant="destructive">위험</Badge>
        <Badge variant="outline">외곽</Badge>
      </>,
    );
    expect(screen.getByText('위험').dataset.variant).toBe('destructive');
    expect(screen.getByText('외곽').className).toContain('border');
  });
});
