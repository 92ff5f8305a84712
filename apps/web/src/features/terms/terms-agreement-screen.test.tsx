import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { TermsAgreementScreen } from '@/features/terms/terms-agreement-screen';
import { agreedState, consentState, termsDocument } from '@/test/fixtures/terms';
import { fail, ok, serveRoutes } from '@/test/api';

const SLOW = { timeout: 5_000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => useAuthStore.setState({ accessToken: 'token-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTRY = '/profile/terms-agreement';
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const submitButton = (name = '동의하고 시작하기') =>
  screen.getByRole('button', { name }) as HTMLButtonElement;

describe('TermsAgreementScreen: the first agreement', () => {
  it('전체 동의 checks every item; the agreement is saved and the user goes on', async () => {
    const api = serveRoutes({
      'GET /users/me/consents': ok(consentState()),
      'POST /users/me/consents': ok(agreedState()),
    });
    const { router } = await renderWithRouter(<TermsAgreementScreen redirect="/cart?step=2" />, {
      entries: [ENTRY],
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: '초록을 시작하기 전에 약관에 동의해 주세요' },
        SLOW,
      ),
    ).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    for (const name of [
      '(필수) 서비스 이용약관',
      '(필수) 개인정보 수집·이용 동의',
      '(필수) 만 14세 이상이에요',
      '(선택) 마케팅 정보 수신',
      '푸시',
      '문자',
      '이메일',
    ])
      expect(box(name).checked).toBe(false);

    fireEvent.click(box(/전체 동의/));
    for (const name of ['(필수) 서비스 이용약관', '(선택) 마케팅 정보 수신', '푸시', '이메일'])
      expect(box(name).checked).toBe(true);
    fireEvent.click(submitButton());

    await waitFor(() => expect(router.state.location.href).toBe('/cart?step=2'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      agreements: [
        { kind: 'service', version: 1 },
        { kind: 'privacy', version: 1 },
        { kind: 'age14', version: 1 },
      ],
      marketing: { push: true, sms: true, email: true },
    });
  });

  it('the button works once every required item is checked; marketing is per channel', async () => {
    const api = serveRoutes({
      'GET /users/me/consents': ok(consentState()),
      'POST /users/me/consents': ok(agreedState()),
    });
    const { router } = await renderWithRouter(<TermsAgreementScreen redirect="//evil.example" />, {
      entries: [ENTRY],
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: '(필수) 서비스 이용약관' }, SLOW));
    fireEvent.click(box('(필수) 개인정보 수집·이용 동의'));
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(box('(필수) 만 14세 이상이에요'));
    fireEvent.click(box('문자'));
    expect(box(/전체 동의/).checked).toBe(false);
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());

    // A redirect off the site is not followed.
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      marketing: { push: false, sms: true, email: false },
    });
  });

  it('보기 opens the version to agree to in a sheet', async () => {
    const api = serveRoutes({
      'GET /users/me/consents': ok(consentState()),
      'GET /terms/service': ok(termsDocument()),
    });
    await renderWithRouter(<TermsAgreementScreen />, { entries: [ENTRY] });
    fireEvent.click(await screen.findByRole('button', { name: '서비스 이용약관 보기' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: '서비스 이용약관' }, SLOW);
    expect(await within(sheet).findByRole('heading', { name: '제1조 (목적)' }, SLOW)).toBeTruthy();
    expect(within(sheet).getByText('2026년 11월 22일 시행')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/v1/terms/service')).toBe(true);
  });

  it('says why saving failed; a 409 reads the terms again', async () => {
    const api = serveRoutes({
      'GET /users/me/consents': ok(consentState()),
      'POST /users/me/consents': fail(409, 'Conflict'),
    });
    await renderWithRouter(<TermsAgreementScreen />, { entries: [ENTRY] });
    fireEvent.click(await screen.findByRole('checkbox', { name: /전체 동의/ }, SLOW));
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain(
      '동의를 저장하지 못했어요',
    );
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path === '/v1/users/me/consents' && c.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('offers to decline and sign out', async () => {
    const api = serveRoutes({
      'GET /users/me/consents': ok(consentState()),
      'POST /auth/sign-out': ok({ success: true }, 201),
    });
    await renderWithRouter(<TermsAgreementScreen />, { entries: [ENTRY] });
    fireEvent.click(await screen.findByRole('button', { name: '동의하지 않고 로그아웃' }, SLOW));
    await waitFor(() => expect(useAuthStore.getState().accessToken).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/v1/auth/sign-out')).toBe(true);
  });
});

describe('TermsAgreementScreen: a new required version', () => {
  it('says the terms changed, and which; asks only for those', async () => {
    const state = agreedState({ needsAgreement: true });
    state.documents[0] = {
      ...state.documents[0]!,
      version: 2,
      effectiveAt: '2026-11-30T15:00:00.000Z',
    };
    state.marketing.push = { agreed: true, changedAt: '2026-11-25T03:00:00.000Z' };
    const api = serveRoutes({
      'GET /users/me/consents': ok(state),
      'POST /users/me/consents': ok(agreedState()),
    });
    await renderWithRouter(<TermsAgreementScreen redirect="/plants/new" />, { entries: [ENTRY] });
    expect(await screen.findByRole('heading', { name: '약관이 바뀌었어요' }, SLOW)).toBeTruthy();
    expect(screen.getByText('서비스 이용약관 (2026년 12월 1일부터 시행)')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '(필수) 개인정보 수집·이용 동의' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '(선택) 마케팅 정보 수신' })).toBeNull();
    fireEvent.click(box('(필수) 서비스 이용약관'));
    fireEvent.click(submitButton('동의하고 계속하기'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        agreements: [{ kind: 'service', version: 2 }],
      }),
    );
  });
});

describe('TermsAgreementScreen: 약관 동의 내역', () => {
  it('shows what was agreed and when; a marketing switch saves at once with its date', async () => {
    const after = agreedState();
    after.marketing.sms = { agreed: true, changedAt: '2026-11-26T01:00:00.000Z' };
    const api = serveRoutes({
      'GET /users/me/consents': ok(agreedState()),
      'POST /users/me/consents': ok(after),
    });
    await renderWithRouter(<TermsAgreementScreen />, { entries: [ENTRY] });
    expect(await screen.findByRole('heading', { name: '약관 동의 내역' }, SLOW)).toBeTruthy();
    expect(screen.getAllByText('2026년 11월 25일에 동의했어요 · 버전 1')).toHaveLength(3);
    const sms = screen.getByRole('switch', { name: /^문자/ }) as HTMLInputElement;
    expect(sms.checked).toBe(false);
    fireEvent.click(sms);
    expect(await screen.findByText('2026년 11월 26일에 수신 동의했어요', {}, SLOW)).toBeTruthy();
    expect((screen.getByRole('switch', { name: /^문자/ }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      agreements: [],
      marketing: { sms: true },
    });
  });
});
