import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Carousel } from '@/components/ui/carousel';
import { renderWithI18n } from '@/test/render';
import { CAROUSEL } from '@/lib/config';

/** jsdom has no layout, so embla is replaced by a recorder with the same API surface. */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const state = { index: 0, count: 3, options: undefined as unknown, created: 0 };
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
    destroy: vi.fn(),
  };
  return { api, state, listeners };
});

vi.mock('embla-carousel', () => ({
  default: (_viewport: HTMLElement, options: unknown) => {
    embla.state.options = options;
    embla.state.created++;
    return embla.api;
  },
}));

beforeEach(() => {
  embla.state.index = 0;
  embla.state.created = 0;
  embla.state.options = undefined;
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
  it('paints plain slides and loads embla only when the visitor reaches for it', async () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    expect(screen.getByRole('link', { name: '봄' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(embla.state.created).toBe(0);
    fireEvent.pointerEnter(screen.getByRole('region', { name: '배너' }));
    await waitFor(() => expect(embla.state.created).toBe(1));
  });

  it('starts embla on focus, with the spec constants', async () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    fireEvent.focus(screen.getByRole('link', { name: '봄' }));
    await waitFor(() =>
      expect(embla.state.options).toMatchObject({
        loop: true,
        dragThreshold: CAROUSEL.dragThreshold,
        duration: CAROUSEL.duration,
      }),
    );
  });

  it('has Korean previous/next buttons and Go to slide dots', async () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    expect(screen.getByRole('region', { name: '배너' })).toBeTruthy();
    // Pressed before embla has loaded: the move happens once it has.
    fireEvent.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    await waitFor(() => expect(embla.api.scrollNext).toHaveBeenCalledOnce());
    fireEvent.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    expect(embla.api.scrollPrev).toHaveBeenCalledOnce();
    const dots = screen.getAllByRole('button', { name: /번째 슬라이드로 이동/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2] as HTMLElement);
    expect(embla.api.scrollTo).toHaveBeenCalledWith(2);
    await waitFor(() => expect(dots[2]?.getAttribute('aria-current')).toBe('true'));
    expect(embla.state.created).toBe(1);
  });

  it('speaks the spec English labels in en', () => {
    renderWithI18n(<Carousel slides={slides} label="Banners" />, 'en');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toBeTruthy();
  });

  it('moves with ArrowLeft and ArrowRight', async () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    const link = screen.getByRole('link', { name: '봄' });
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    await waitFor(() => expect(embla.api.scrollNext).toHaveBeenCalledOnce());
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect(embla.api.scrollPrev).toHaveBeenCalledOnce();
  });

  it('moves one slide for a swipe made before embla was ready, without following the link', async () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    const link = screen.getByRole('link', { name: '봄' });
    fireEvent.pointerDown(link, { pointerId: 1, clientX: 200, clientY: 50 });
    fireEvent.pointerUp(link, { pointerId: 1, clientX: 120, clientY: 55 });
    expect(fireEvent.click(link)).toBe(false); // default prevented
    await waitFor(() => expect(embla.api.scrollNext).toHaveBeenCalledOnce());
    expect(embla.api.scrollPrev).not.toHaveBeenCalled();
    // A tap is still a tap.
    fireEvent.pointerDown(link, { pointerId: 2, clientX: 120, clientY: 50 });
    fireEvent.pointerUp(link, { pointerId: 2, clientX: 122, clientY: 50 });
    expect(fireEvent.click(link)).toBe(true);
  });

  it('leaves a swipe shorter than the drag threshold, or mostly vertical, alone', async () => {
    renderWithI18n(<Carousel slides={slides} label="배너" />);
    const link = screen.getByRole('link', { name: '봄' });
    fireEvent.pointerDown(link, { pointerId: 1, clientX: 100, clientY: 50 });
    fireEvent.pointerUp(link, { pointerId: 1, clientX: 100 - CAROUSEL.dragThreshold, clientY: 50 });
    fireEvent.pointerDown(link, { pointerId: 2, clientX: 100, clientY: 50 });
    fireEvent.pointerUp(link, { pointerId: 2, clientX: 60, clientY: 150 });
    await waitFor(() => expect(embla.state.created).toBe(1));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    expect(embla.api.scrollPrev).not.toHaveBeenCalled();
  });

  it('destroys embla when it unmounts', async () => {
    const { unmount } = renderWithI18n(<Carousel slides={slides} label="배너" />);
    fireEvent.pointerEnter(screen.getByRole('region', { name: '배너' }));
    await waitFor(() => expect(embla.state.created).toBe(1));
    unmount();
    expect(embla.api.destroy).toHaveBeenCalledOnce();
  });

  it('shows no dots or arrows for a single slide', () => {
    renderWithI18n(<Carousel slides={[<p key="one">하나</p>]} label="배너" />);
    expect(screen.queryByRole('button', { name: /슬라이드/ })).toBeNull();
  });
});
