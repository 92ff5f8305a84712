import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PageHeader } from '@/components/ui/page-header';
import { renderWithRouter } from '@/test/render';

afterEach(cleanup);

describe('PageHeader', () => {
  it('shows the title as the heading and the right slot', async () => {
    await renderWithRouter(
      <PageHeader title="프로필 수정" right={<button type="button">저장</button>} />,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('프로필 수정');
    expect(screen.getByRole('button', { name: '저장' })).toBeTruthy();
  });

  it('goes to /home when there is no history', async () => {
    const { router } = await renderWithRouter(<PageHeader title="정책" />, {
      entries: ['/policy'],
    });
    fireEvent.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes back when there is history', async () => {
    const { router } = await renderWithRouter(<PageHeader title="정책" />, {
      entries: ['/profile'],
    });
    await router.navigate({ to: '/policy' });
    fireEvent.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('can hide the back button', async () => {
    await renderWithRouter(<PageHeader title="홈" back={false} />);
    await screen.findByRole('heading', { name: '홈' });
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it('lets a view that closes over its screen decide what back does', async () => {
    const onBack = vi.fn();
    const { router } = await renderWithRouter(<PageHeader title="배송지 추가" onBack={onBack} />, {
      entries: ['/profile/address'],
    });
    fireEvent.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/profile/address');
  });
});
