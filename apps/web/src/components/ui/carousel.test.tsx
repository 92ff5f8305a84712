import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { CAROUSEL } from '@chorok/contract';
import { Carousel } from '@/components/ui/carousel';
import { renderWithI18n } from '@/components/ui/testing';

/** jsdom has no layout, so embla is replaced by a recorder with the same API surface. */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const state = { index: 0, count: 3, options: undefined as unknown };
  const api = {
    selectedScrollSnap: () => state.index,
    canScrollPrev: () => true,
    canScrollNext: () => true,
    scrollPrev: vi.fn(() => api.select((state.index + state.count - 1) % state.count)),
    scrollNext: vi.fn(() => api.select((state.index + 1) % state.count)),
    scrollTo: vi.fn((i: number) => api.select(i)),
    select(i: number) {
      state.index = i;
      listeners.get('select')?.forEach((fn) => fn());
    },
    on(event: string, fn: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(fn);
      return api;
    },
    off(event: string, fn: () => void) {
      listeners.get(event)?.delete(fn);
      return api;
    },
  };
  return { api, state, listeners };
});

vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    embla.state.options = options;
    return [() => undefined, embla.api];
  },
}));

beforeEach(() => {
  embla.state.index = 0;
  embla.listeners.clear();
  vi.clearAllMocks();
});
afterEach(cleanup);

const slides = ['봄', '여름', '가을'].map((s) => (
  <a key={s} href={`#${s}`}>
    {s}
  </a>
));

describe('Carousel', () => {
  it('passes the spec constants to embla', () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    expect(embla.state.options).toMatchObject({
      dragThreshold: CAROUSEL.dragThreshold,
      duration: CAROUSEL.duration,
    });
  });

  it('has Korean previous/next buttons and Go to slide dots', () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    expect(screen.getByRole('region', { name: '배너' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(embla.api.scrollNext).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    expect(embla.api.scrollPrev).toHaveBeenCalledOnce();
    const dots = screen.getAllByRole('button', { name: /번째 슬라이드로 이동/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2] as HTMLElement);
    expect(embla.api.scrollTo).toHaveBeenCalledWith(2);
    expect(dots[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('speaks the spec English labels in en', () => {
    renderWithI18n(<Carousel slides={slides} label="Banners" />, 'en');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toBeTruthy();
  });

  it('moves with ArrowLeft and ArrowRight', () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    const link = screen.getByRole('link', { name: '봄' });
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(embla.api.scrollNext).toHaveBeenCalledOnce();
    act(() => undefined);
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect(embla.api.scrollPrev).toHaveBeenCalledOnce();
  });

  it('shows no dots or arrows for a single slide', () => {
    renderWithI18n(<Carousel slides={[<p key="one">하나</p>]} label="배너" />);
    expect(screen.queryByRole('button', { name: /슬라이드/ })).toBeNull();
  });
});
