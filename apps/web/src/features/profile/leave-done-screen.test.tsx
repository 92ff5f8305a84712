import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { useLeftMark } from '@/features/auth/left-mark';
import { LeaveDoneScreen } from '@/features/profile/leave-done-screen';

afterEach(() => {
  cleanup();
  useLeftMark.setState({ left: false });
});

describe('LeaveDoneScreen', () => {
  it('right after leaving: says it is done, what was erased and kept, and leads home', async () => {
    useLeftMark.getState().mark();
    await renderWithRouter(<LeaveDoneScreen />, { entries: ['/leave/done'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: '탈퇴가 완료됐어요' }),
    ).toBeTruthy();
    const erased = screen.getByRole('heading', { name: '지운 정보' }).nextElementSibling;
    expect(erased?.textContent).toContain('연결한 로그인 방법');
    expect(erased?.textContent).toContain('등록한 내 식물');
    const kept = screen.getByRole('heading', { name: '남아 있는 정보' }).nextElementSibling;
    expect(kept?.textContent).toContain('전자상거래법에 따라 5년 동안 보관해요');
    expect(kept?.textContent).toContain("'탈퇴한 회원'의 리뷰로 남아요");
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/home');
  });

  it('opened any other way (typed, or reloaded later) it goes home instead', async () => {
    const { router } = await renderWithRouter(<LeaveDoneScreen />, { entries: ['/leave/done'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByText('탈퇴가 완료됐어요')).toBeNull();
  });
});
