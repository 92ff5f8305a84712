import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNear } from '@/components/when-near';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `reach()` reports the observed spot as intersecting. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    reach: () =>
      act(() => {
        for (const { callback } of observers)
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }),
  };
}

describe('WhenNear', () => {
  it('holds an empty box until the spot nears the viewport, then keeps the content', () => {
    const { observers, reach } = stubObserver();
    const { container } = render(
      <WhenNear placeholderClassName="min-h-[600px]">
        <p>리뷰</p>
      </WhenNear>,
    );
    expect(screen.queryByText('리뷰')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.className).toBe('min-h-[600px]');
    expect(observers[0]?.options?.rootMargin).toBe('0px 0px 50% 0px');
    reach();
    expect(screen.getByText('리뷰')).toBeTruthy();
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholderClassName="h-10">
        <p>관련 상품</p>
      </WhenNear>,
    );
    expect(screen.getByText('관련 상품')).toBeTruthy();
  });
});
