import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartSummary, MESSAGES, SUPPORT_EMAIL, type LeaveBody, type User } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { cartLine } from '@/test/fixtures/cart';
import { useProfileFlash } from '@/features/profile/flash';
import { plantPercent, welcome } from '@/test/fixtures/benefits';
import { ProfileScreen } from '@/features/profile/profile-screen';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

const user: User = {
  id: 7,
  name: '김초록',
  email: 'green@example.com',
  nickname: null,
  level: 3,
  phoneNumber: '01012345678',
  recommendMetadataIds: [],
  role: 'SHOPPER',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const cartLines = [
  cartLine({ id: 1, product: { id: 1 } }),
  cartLine({ id: 2, product: { id: 2 } }),
];
type LeaveOptions = { onSuccess?: () => void; onError?: (e: Error) => void };
const hooks = vi.hoisted(() => ({
  signOut: vi.fn(),
  signOutOptions: undefined as { onSignedOut?: () => void } | undefined,
  leave: vi.fn<(body: LeaveBody, options?: LeaveOptions) => void>(),
}));

vi.mock('@/lib/session/use-session', () => ({ useSession: () => ({ isSignedIn: true, user }) }));
vi.mock('@/features/auth/queries', () => ({
  useSignOut: (options?: { onSignedOut?: () => void }) => {
    hooks.signOutOptions = options;
    return { mutate: hooks.signOut, isPending: false };
  },
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
beforeEach(() => {
  vi.resetAllMocks();
  useAuthStore.getState().signIn('token', 'demo');
  serveApi((call) =>
    call.path === '/v1/cart'
      ? { status: 200, body: body({ lines: cartLines, summary: cartSummary(cartLines) }) }
      : call.path === '/v1/users/7/points'
        ? {
            status: 200,
            body: body({ balance: 2_300, pending: 0, expiringSoon: 0, expiringSoonAt: null }),
          }
        : call.path === '/v1/users/7/coupons'
          ? { status: 200, body: body([welcome, plantPercent]) }
          : call.path === '/v1/users/me/identities'
            ? {
                status: 200,
                body: body({
                  identities: [
                    {
                      provider: 'kakao',
                      email: 'green@example.com',
                      linkedAt: '2026-11-01T00:00:00Z',
                    },
                    { provider: 'temporary', email: null, linkedAt: '2026-10-01T00:00:00Z' },
                  ],
                  canUnlink: true,
                }),
              }
            : undefined,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openLeave() {
  await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
  fireEvent.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
  return screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
}

describe('ProfileScreen', () => {
  it('shows the user card: the name when there is no nickname, the email and the level', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    expect((await screen.findByRole('heading', { level: 2, name: '김초록' })).textContent).toBe(
      '김초록',
    );
    expect(screen.getByText('green@example.com')).toBeTruthy();
    expect(screen.getByText('Lv.3')).toBeTruthy();
  });

  it('links every menu to a real route, in groups, and contact to the support email', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    const group = async (name: string) =>
      within(await screen.findByRole('region', { name })).getAllByRole('link');
    const rows = (links: HTMLElement[]) =>
      links.map((link) => [link.textContent, link.getAttribute('href')]);
    expect(rows(await group('쇼핑'))).toEqual([
      ['주문 내역', '/order/history'],
      ['찜 목록', '/likes'],
      ['장바구니', '/cart'],
      ['리뷰 관리', '/profile/reviews'],
    ]);
    expect(rows(await group('계정'))).toEqual([
      ['프로필 수정', '/profile/edit'],
      ['닉네임 변경', '/profile/nickname/edit'],
      ['휴대폰 번호', '/profile/phone/edit'],
      ['배송지 관리', '/profile/address'],
      ['알림 설정', '/profile/notifications'],
      ['식물 추천 질문', '/profile/recommend'],
    ]);
    const service = await group('서비스 정보');
    expect(rows(service.slice(0, 4))).toEqual([
      ['약관 및 정책', '/policy'],
      ['개인정보처리방침', '/policy/privacy'],
      ['약관 동의 내역', '/profile/terms-agreement'],
      ['초록 사용 안내', '/instruction'],
    ]);
    expect(service[4]?.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it('shows 적립금 and the usable coupons under the name, each leading to its screen', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    const cells = screen.getByRole('navigation', { name: '적립금과 쿠폰' });
    const points = await within(cells).findByRole('link', { name: '적립금 2,300원' });
    expect(points.getAttribute('href')).toBe('/profile/points');
    const coupons = await within(cells).findByRole('link', { name: '쿠폰 2장' });
    expect(coupons.getAttribute('href')).toBe('/profile/coupons');
  });

  it('counts the cart’s lines on 장바구니, in its name too', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    const cart = await screen.findByRole('link', { name: '장바구니, 상품 2개' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toBe('장바구니2');
  });

  it('shows a toast another 마이 screen left for it', async () => {
    useProfileFlash.getState().show('휴대폰 번호를 인증했어요');
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    expect((await screen.findByRole('status')).textContent).toContain('휴대폰 번호를 인증했어요');
    useProfileFlash.getState().clear();
  });

  it('signs out only after asking once, and says so with a toast once done', async () => {
    hooks.signOut.mockImplementation(() => hooks.signOutOptions?.onSignedOut?.());
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('alertdialog', { name: '로그아웃할까요?' });
    expect(dialog.textContent).toContain('알림도 더는 오지 않아요');
    expect(document.activeElement?.textContent).toBe('취소');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(hooks.signOut).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '로그아웃' }),
    );
    expect(hooks.signOut).toHaveBeenCalledOnce();
    // The toast is drawn outside the screen (which signing out leaves for /home).
    cleanup();
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent),
      ).toContain('로그아웃했어요'),
    );
  });

  it('회원 정보 shows name, nickname or 미등록, the phone formatted and the linked sign-in methods', async () => {
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    const details = await screen.findByRole('region', { name: '회원 정보' });
    const row = (term: string) =>
      within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('이름')).toBe('김초록');
    expect(row('닉네임')).toBe('미등록');
    expect(row('휴대폰 번호')).toBe('010-1234-5678');
    expect(await within(details).findByText('카카오, 이메일 임시 코드')).toBeTruthy();
  });

  it('says so when the sign-in methods cannot be loaded, instead of 미등록', async () => {
    serveApi(() => ({ status: 500, body: { data: null, message: 'x', status: 500 } }));
    await renderWithRouter(<ProfileScreen />, { entries: ['/profile'] });
    const details = await screen.findByRole('region', { name: '회원 정보' });
    expect(await within(details).findByText('불러오지 못했어요')).toBeTruthy();
  });

  it('leaving asks for a reason and the check first, then sends the reason and the note', async () => {
    const dialog = await openLeave();
    expect(dialog.textContent).toContain('등록한 내 식물');
    expect(dialog.textContent).toContain('전자상거래법에 따라 5년 동안 보관');
    const leaveButton = within(dialog).getByRole('button', { name: '탈퇴하기' });

    fireEvent.click(leaveButton);
    expect(within(dialog).getByText('탈퇴하는 이유를 골라 주세요.')).toBeTruthy();
    expect(hooks.leave).not.toHaveBeenCalled();

    expect(within(dialog).queryByLabelText('자세한 이유')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: '기타' }));
    const note = within(dialog).getByLabelText('자세한 이유');
    expect(note.getAttribute('maxlength')).toBe('500');
    fireEvent.input(note, { target: { value: '  화분이 없어요  ' } });
    expect(within(dialog).getByText('11/500')).toBeTruthy();

    fireEvent.click(leaveButton);
    expect(within(dialog).getByText('안내를 확인했다고 체크해 주세요.')).toBeTruthy();
    expect(hooks.leave).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: '안내를 모두 확인했어요' }));
    fireEvent.click(leaveButton);
    expect(hooks.leave).toHaveBeenCalledOnce();
    expect(hooks.leave.mock.calls[0]?.[0]).toEqual({ reason: 'OTHER', detail: '화분이 없어요' });
  });

  it('a reason other than 기타 sends no note; a refusal is shown in the sheet, which stays open', async () => {
    hooks.leave.mockImplementation((_body, options) =>
      options?.onError?.(new Error(MESSAGES.leaveOrdersInProgress)),
    );
    const dialog = await openLeave();
    fireEvent.click(within(dialog).getByRole('radio', { name: '쓰기가 불편해요' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '안내를 모두 확인했어요' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    expect(hooks.leave.mock.calls[0]?.[0]).toEqual({ reason: 'HARD_TO_USE' });
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.leaveOrdersInProgress);
    expect(screen.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).toBeTruthy();
  });
});
