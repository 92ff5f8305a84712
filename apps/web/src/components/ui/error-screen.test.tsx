import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ErrorScreen } from '@/components/ui/error-screen';
import { renderWithRouter } from '@/test/render';

afterEach(cleanup);

describe('ErrorScreen', () => {
  it('says Something went wrong beside a Korean headline and toggles the message with Show Error / Hide Error', async () => {
    await renderWithRouter(<ErrorScreen error={new Error('boom: 500')} />);
    expect(
      await screen.findByRole('heading', { name: '화면을 보여 드리지 못했어요' }),
    ).toBeTruthy();
    expect(screen.getByText('Something went wrong').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('boom: 500')).toBeNull();
    const toggle = screen.getByRole('button', { name: '오류 내용 보기 (Show Error)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText('boom: 500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '오류 내용 숨기기 (Hide Error)' }));
    expect(screen.queryByText('boom: 500')).toBeNull();
  });

  it('offers a retry only when it can retry', async () => {
    const onRetry = vi.fn();
    await renderWithRouter(<ErrorScreen error="nope" onRetry={onRetry} />);
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/home');
  });
});
