import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type PhoneCodeSent, type User } from '@chorok/contract';
import { ApiError } from '@/lib/api-client';
import { renderWithRouter } from '@/test/render';
import { PhoneEditScreen } from '@/features/phone/phone-edit-screen';
import { useProfileFlash } from '@/features/profile/flash';

const session = vi.hoisted(() => ({
  user: {
    id: 7,
    name: '김초록',
    email: 'green@example.com',
    nickname: '초록이',
    level: 2,
    phoneNumber: null as string | null,
    recommendMetadataIds: [],
    role: 'SHOPPER',
    createdAt: '2026-11-01T00:00:00.000Z',
  } satisfies User,
}));
const hooks = vi.hoisted(() => ({ request: vi.fn(), verify: vi.fn() }));

vi.mock('@/lib/session/use-session', () => ({
  useSession: () => ({ isSignedIn: true, user: session.user }),
}));
vi.mock('@/features/phone/queries', () => ({
  useRequestPhoneCode: () => ({ mutate: hooks.request, isPending: false }),
  useVerifyPhone: () => ({ mutate: hooks.verify, isPending: false }),
}));

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const sent: PhoneCodeSent = {
  phoneNumber: '010-1234-5678',
  expiresAt: new Date(NOW + 180_000).toISOString(),
  resendAvailableAt: new Date(NOW + 60_000).toISOString(),
};
type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: Error) => void };

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  session.user.phoneNumber = null;
  useProfileFlash.getState().clear();
  hooks.request.mockImplementation((_digits: string, options: Callbacks<PhoneCodeSent>) =>
    options.onSuccess?.(sent),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const numberInput = () => screen.getByLabelText('휴대폰 번호') as HTMLInputElement;
const sendButton = () =>
  screen.getByRole('button', { name: /인증번호 받기|다시 받기/ }) as HTMLButtonElement;
const verifyButton = () => screen.getByRole('button', { name: '인증하기' }) as HTMLButtonElement;

async function open() {
  return renderWithRouter(<PhoneEditScreen />, {
    entries: ['/profile/edit', '/profile/phone/edit'],
  });
}

async function requestCodeFor(typed: string) {
  fireEvent.input(await screen.findByLabelText(/휴대폰 번호/), { target: { value: typed } });
  fireEvent.click(sendButton());
}

describe('PhoneEditScreen', () => {
  it('hyphenates the number as it is typed, and turns a pasted +82 number into 010', async () => {
    await open();
    fireEvent.input(await screen.findByLabelText('휴대폰 번호'), {
      target: { value: '0101234' },
    });
    expect(numberInput().value).toBe('010-123-4');
    expect(sendButton().disabled).toBe(true);
    fireEvent.input(numberInput(), { target: { value: '01012345678' } });
    expect(numberInput().value).toBe('010-1234-5678');
    expect(sendButton().disabled).toBe(false);
    fireEvent.input(numberInput(), { target: { value: '+82 10-9876-5432' } });
    expect(numberInput().value).toBe('010-9876-5432');
    expect(numberInput().getAttribute('autocomplete')).toBe('tel');
    expect(numberInput().getAttribute('inputmode')).toBe('tel');
  });

  it('says a landline is not a mobile number once the field is left', async () => {
    await open();
    fireEvent.input(await screen.findByLabelText('휴대폰 번호'), {
      target: { value: '02-123-4567' },
    });
    expect(sendButton().disabled).toBe(true);
    fireEvent.blur(numberInput());
    expect(screen.getByText(MESSAGES.mobileNumberFormat)).toBeTruthy();
    expect(numberInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a code, counts down 3 minutes and allows another after 60 s', async () => {
    await open();
    await requestCodeFor('010 1234 5678');
    expect(hooks.request).toHaveBeenCalledWith('01012345678', expect.anything());
    expect(screen.getByText('010-1234-5678로 인증번호를 보냈어요.')).toBeTruthy();

    const code = screen.getByLabelText('인증번호') as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    expect(screen.getByText('03:00')).toBeTruthy();
    expect(sendButton().textContent).toBe('다시 받기 (60초)');
    expect(sendButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByText('02:15')).toBeTruthy();
    expect(sendButton().textContent).toBe('다시 받기 (15초)');

    act(() => vi.advanceTimersByTime(15_000));
    expect(sendButton().textContent).toBe('다시 받기');
    expect(sendButton().disabled).toBe(false);

    fireEvent.input(code, { target: { value: '123456' } });
    expect(verifyButton().disabled).toBe(false);
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByText('00:00')).toBeTruthy();
    expect(screen.getByText('입력 시간이 지났어요. 인증번호를 다시 받아 주세요.')).toBeTruthy();
    expect(verifyButton().disabled).toBe(true);
  });

  it('verifies the code, then goes back with a toast', async () => {
    hooks.verify.mockImplementation((_body, options: Callbacks<User>) =>
      options.onSuccess?.({ ...session.user, phoneNumber: '010-1234-5678' }),
    );
    const { router } = await open();
    await requestCodeFor('01012345678');
    const code = screen.getByLabelText('인증번호') as HTMLInputElement;
    fireEvent.input(code, { target: { value: '12a3 456' } });
    expect(code.value).toBe('123456');
    fireEvent.click(verifyButton());
    expect(hooks.verify).toHaveBeenCalledWith(
      { phoneNumber: '010-1234-5678', code: '123456' },
      expect.anything(),
    );
    expect(useProfileFlash.getState().message).toBe('휴대폰 번호를 인증했어요');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
  });

  it('shows the server’s word on a wrong code by the code field', async () => {
    hooks.verify.mockImplementation((_body, options: Callbacks<User>) =>
      options.onError?.(new ApiError(MESSAGES.phoneCodeMismatch, 400)),
    );
    await open();
    await requestCodeFor('01012345678');
    const code = screen.getByLabelText('인증번호');
    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.click(verifyButton());
    expect(screen.getByText(MESSAGES.phoneCodeMismatch)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    // Typing again clears it.
    fireEvent.input(code, { target: { value: '00000' } });
    expect(screen.queryByText(MESSAGES.phoneCodeMismatch)).toBeNull();
  });

  it('shows a refused request by the number field and sends nothing on', async () => {
    hooks.request.mockImplementation((_digits: string, options: Callbacks<PhoneCodeSent>) =>
      options.onError?.(new ApiError(MESSAGES.phoneTakenByOtherAccount, 409)),
    );
    await open();
    await requestCodeFor('01012345678');
    expect(screen.getByText(MESSAGES.phoneTakenByOtherAccount)).toBeTruthy();
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });

  it('shows the current number and does not send a code to it again', async () => {
    session.user.phoneNumber = '010-1234-5678';
    await open();
    expect((await screen.findByText('010-1234-5678')).closest('p')?.textContent).toBe(
      '지금 번호: 010-1234-5678',
    );
    fireEvent.input(screen.getByLabelText('새 휴대폰 번호'), {
      target: { value: '01012345678' },
    });
    expect(screen.getByText('지금 쓰고 있는 번호예요.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('a different number after a code was sent starts over', async () => {
    await open();
    await requestCodeFor('01012345678');
    expect(screen.getByLabelText('인증번호')).toBeTruthy();
    fireEvent.input(numberInput(), { target: { value: '010-1234-567' } });
    expect(screen.queryByLabelText('인증번호')).toBeNull();
    expect(sendButton().textContent).toBe('인증번호 받기');
  });
});
