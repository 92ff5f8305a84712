import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { renderWithRouter } from '@/test/render';

afterEach(cleanup);

describe('ErrorDialog', () => {
  it('is a modal dialog with the message, the retry text and the support address', async () => {
    await renderWithRouter(<ErrorDialog open message="이미 사용 중인 닉네임이에요." />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('이미 사용 중인 닉네임이에요.');
    expect(dialog.textContent).toContain('오류가 발생했어요');
    expect(dialog.textContent).toContain('마이 › 문의하기');
    expect(dialog.textContent).toContain(SUPPORT_EMAIL);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
  });

  it('renders nothing when closed', async () => {
    await renderWithRouter(<ErrorDialog open={false} message="x" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirm closes it and goes to / without history', async () => {
    const onClose = vi.fn();
    const { router } = await renderWithRouter(<ErrorDialog open message="x" onClose={onClose} />, {
      entries: ['/profile/edit'],
    });
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('confirm goes back when there is history', async () => {
    const { router } = await renderWithRouter(<ErrorDialog open message="x" />, {
      entries: ['/profile'],
    });
    await router.navigate({ to: '/profile/edit' });
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('Escape closes it and focus stays inside on Tab', async () => {
    const onClose = vi.fn();
    await renderWithRouter(<ErrorDialog open message="x" onClose={onClose} />);
    const confirm = await screen.findByRole('button', { name: '확인' });
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
