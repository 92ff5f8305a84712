import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type User } from '@chorok/contract';
import { ApiError } from '@/lib/api-client';
import { renderWithRouter } from '@/test/render';
import { NicknameEditScreen } from '@/features/profile/nickname-edit-screen';

const user: User = {
  id: 7,
  name: '김초록',
  email: 'green@example.com',
  nickname: '초록이',
  level: 2,
  phoneNumber: null,
  recommendMetadataIds: [],
  role: 'SHOPPER',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const hooks = vi.hoisted(() => ({
  exist: vi.fn<(nickname: string) => Promise<boolean>>(),
  update: vi.fn(),
}));

vi.mock('@/lib/session/use-session', () => ({ useSession: () => ({ isSignedIn: true, user }) }));
vi.mock('@/lib/session/me-queries', () => ({
  useExistNickname: () => ({ mutateAsync: hooks.exist, isPending: false }),
  useUpdateUser: () => ({ mutate: hooks.update, isPending: false }),
}));

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const input = () => screen.getByLabelText('새 닉네임');
const checkButton = () => screen.getByRole('button', { name: '중복 확인' }) as HTMLButtonElement;
const saveButton = () => screen.getByRole('button', { name: '저장' }) as HTMLButtonElement;

describe('NicknameEditScreen', () => {
  it('shows the contract rule live and keeps both buttons off for a bad nickname', async () => {
    await renderWithRouter(<NicknameEditScreen />, { entries: ['/profile/nickname/edit'] });
    expect(await screen.findByText('2~12자의 한글, 영문, 숫자만 쓸 수 있어요.')).toBeTruthy();
    fireEvent.input(input(), { target: { value: '초' } });
    expect(screen.getByText(MESSAGES.nicknameFormat)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(checkButton().disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
  });

  it('enables save only after the duplicate check passes, then saves', async () => {
    hooks.exist.mockResolvedValue(false);
    await renderWithRouter(<NicknameEditScreen />, { entries: ['/profile/nickname/edit'] });
    fireEvent.input(await screen.findByLabelText('새 닉네임'), { target: { value: '초록숲' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(checkButton());
    await screen.findByText('사용할 수 있는 닉네임이에요.');
    expect(hooks.exist).toHaveBeenCalledWith('초록숲');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    expect(hooks.update).toHaveBeenCalledWith(
      { id: 7, body: { nickname: '초록숲' } },
      expect.anything(),
    );
  });

  it('a taken nickname keeps save off', async () => {
    hooks.exist.mockResolvedValue(true);
    await renderWithRouter(<NicknameEditScreen />, { entries: ['/profile/nickname/edit'] });
    fireEvent.input(await screen.findByLabelText('새 닉네임'), { target: { value: '나무' } });
    fireEvent.click(checkButton());
    await screen.findByText(MESSAGES.nicknameTaken);
    expect(saveButton().disabled).toBe(true);
  });

  it('a 409 on save turns into the taken message', async () => {
    hooks.exist.mockResolvedValue(false);
    hooks.update.mockImplementation((_vars, options: { onError: (e: Error) => void }) =>
      options.onError(new ApiError(MESSAGES.nicknameTaken, 409)),
    );
    await renderWithRouter(<NicknameEditScreen />, { entries: ['/profile/nickname/edit'] });
    fireEvent.input(await screen.findByLabelText('새 닉네임'), { target: { value: '새싹' } });
    fireEvent.click(checkButton());
    await screen.findByText('사용할 수 있는 닉네임이에요.');
    fireEvent.click(saveButton());
    await screen.findByText(MESSAGES.nicknameTaken);
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the current nickname needs no check', async () => {
    await renderWithRouter(<NicknameEditScreen />, { entries: ['/profile/nickname/edit'] });
    fireEvent.input(await screen.findByLabelText('새 닉네임'), { target: { value: '초록이' } });
    expect(
      screen.getByText('지금 쓰고 있는 닉네임이에요.', { selector: 'p[aria-live]' }),
    ).toBeTruthy();
    await waitFor(() => expect(checkButton().disabled).toBe(true));
  });
});
