import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Spinner } from '@/components/ui/spinner';
import { Skeleton } from '@/components/ui/skeleton';
import { renderWithI18n } from '@/test/render';

afterEach(cleanup);

describe('Spinner and Skeleton', () => {
  it('the spinner is a named status', () => {
    renderWithI18n(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('불러오는 중이에요');
  });

  it('a decorative spinner announces nothing', () => {
    renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a skeleton is hidden from assistive technology', () => {
    const { container } = renderWithI18n(<Skeleton className="h-20 w-100" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
