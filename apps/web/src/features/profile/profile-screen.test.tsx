import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SUPPORT_EMAIL, type User } from '@chorok/contract';
import { renderWithRouter } from '@/components/ui/testing';
import { useProfileFlash } from '@/features/profile/flash';
import { ProfileScreen } from '@/features/profile/profile-screen';

const user: User = {
  id: 7,
  name: '김초록',
  email: 'green@example.com',
  nickname: null,
  level: 3,
  phoneNumber: null,
  recommendMetadataIds: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};
const hooks = vi.hoisted(() => ({ signOut: vi.fn(), leave: vi.fn() }));

vi.mock('@/features/auth/use-session', () => ({ useSession: () => ({ isSignedIn: true, user }) }));
vi.mock('@/features/auth/queries', () => ({
  useSignOut: () => ({ mutate: hooks.signOut, isPending: false }),
  useLeave: () => ({ mutate: hooks.leave, isPending: false }),
}));

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
    onchange: null,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('ProfileScreen', () => {
  it('shows the user card: the name when there is no nickname, the email and the level', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    expect((await screen.findByRole('heading', { level: 2, name: '김초록' })).textContent).toBe(
      '김초록',
    );
    expect(screen.getByText('green@example.com')).toBeTruthy();
    expect(screen.getByText('Lv.3')).toBeTruthy();
  });

  it('links every menu to its route, and contact to the support email', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    await screen.findByRole('link', { name: '프로필 수정' });
    expect(href('프로필 수정')).toBe('/profile/edit');
    expect(href('닉네임 변경')).toBe('/profile/nickname/edit');
    expect(href('배송지 관리')).toBe('/profile/address');
    expect(href('휴대폰 번호 등록하기')).toBe('/profile/phone/edit');
    expect(href('식물 추천 질문')).toBe('/profile/recommend');
    expect(href('약관 동의 내역')).toBe('/profile/terms-agreement');
    expect(href('이용약관')).toBe('/policy/terms-of-service');
    expect(href('개인정보처리방침')).toBe('/policy/privacy');
    expect(href(/문의하기/)).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it('shows the verified phone number on its row', async () => {
    user.phoneNumber = '010-1234-5678';
    try {
      await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
      const row = await screen.findByRole('link', { name: '휴대폰 번호 010-1234-5678' });
      expect(row.getAttribute('href')).toBe('/profile/phone/edit');
    } finally {
      user.phoneNumber = null;
    }
  });

  it('shows a toast another 마이 screen left for it', async () => {
    useProfileFlash.getState().show('휴대폰 번호를 인증했어요');
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    expect((await screen.findByRole('status')).textContent).toContain('휴대폰 번호를 인증했어요');
    useProfileFlash.getState().clear();
  });

  it('signs out', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    expect(hooks.signOut).toHaveBeenCalledOnce();
  });

  it('회원 탈퇴 opens a drawer explaining what is erased; 탈퇴하기 leaves', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    fireEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    expect(dialog.textContent).toContain('등록한 내 식물');
    fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(hooks.leave).toHaveBeenCalledOnce();
  });
});
