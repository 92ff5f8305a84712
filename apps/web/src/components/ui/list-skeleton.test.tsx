import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { createTestI18n } from '@/test/render';

afterEach(cleanup);

const renderKr = (ui: React.ReactNode) =>
  render(<I18nextProvider i18n={createTestI18n()}>{ui}</I18nextProvider>);

describe('ListSkeleton', () => {
  it('is one busy region that says 불러오는 중이에요 once, with decorative bars of the given sizes', () => {
    const { container } = renderKr(
      <ListSkeleton className="flex flex-col gap-m" bars={['h-96 w-full', 'h-52 w-full']} />,
    );
    expect(screen.getByRole('status').textContent).toBe('불러오는 중이에요');
    const region = container.firstElementChild;
    expect(region?.getAttribute('aria-busy')).toBe('true');
    expect(region?.className).toBe('flex flex-col gap-m');
    const bars = container.querySelectorAll('[data-slot="skeleton"]');
    expect([...bars].map((bar) => bar.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    expect(bars[0]?.className).toContain('h-96 w-full');
    expect(bars[1]?.className).toContain('h-52 w-full');
  });

  it('puts other placeholders after the bars, and can say something else', () => {
    const { container } = renderKr(
      <ListSkeleton label="주문을 찾는 중" bars={['h-16 w-120']}>
        <div data-testid="card" />
      </ListSkeleton>,
    );
    expect(screen.getByRole('status').textContent).toBe('주문을 찾는 중');
    const children = [...(container.firstElementChild?.children ?? [])];
    expect(
      children.map((c) => c.getAttribute('data-slot') ?? c.getAttribute('data-testid')),
    ).toEqual([null, 'skeleton', 'card']);
  });
});
