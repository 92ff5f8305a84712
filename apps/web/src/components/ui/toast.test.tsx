import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { Toast } from '@/components/ui/toast';
import { renderWithI18n } from '@/test/render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces the message politely and calls onDone after its duration', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    renderWithI18n(<Toast message="저장했어요" onDone={onDone} duration={1000} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('저장했어요');
    act(() => vi.advanceTimersByTime(999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('renders an empty live region without a message', () => {
    renderWithI18n(<Toast message={null} onDone={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows an action after the message and lets it be tapped', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Toast
        message="장바구니에 담았어요"
        onDone={() => undefined}
        action={
          <button type="button" onClick={onClick}>
            장바구니 보기
          </button>
        }
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('장바구니에 담았어요장바구니 보기');
    expect(status.querySelector('p')?.className).toContain('pointer-events-auto');
    screen.getByRole('button', { name: '장바구니 보기' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
