import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DAUM_POSTCODE_SCRIPT, resetDaumPostcode } from '@/features/addresses/daum-postcode';
import { MESSAGES, manualPostalAddress, type Address } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { AddressBookScreen } from '@/features/addresses/address-book-screen';
import { address } from '@/test/fixtures/addresses';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

/*
 * The address sheet's other ways (decision 0022): Kakao's search out of reach → our own search;
 * our search refusing a query or failing → its reason, and typing the address by hand.
 */

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  useAuthStore.getState().signIn('token', 'demo');
  resetDaumPostcode('failed');
  delete window.kakao;
  delete window.daum;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.ReactNativeWebView;
});

/** An empty book; the search refuses 서울특별시 (400) and fails for 월드컵북로 (503). */
async function renderForm() {
  const sent: unknown[] = [];
  serveApi(({ url, ...init }) => {
    if (url.pathname === '/v1/users/me/addresses' && init.method === 'GET')
      return { status: 200, body: body([]) };
    if (url.pathname === '/v1/addresses/search') {
      const query = url.searchParams.get('query');
      if (query === '서울특별시')
        return { status: 400, body: errorBody(MESSAGES.addressSearchTooBroad, 400) };
      if (query === '월드컵북로')
        return { status: 503, body: errorBody(MESSAGES.addressSearchUnavailable, 503) };
      return { status: 200, body: listBody([], 0) };
    }
    if (url.pathname === '/v1/users/me/addresses' && init.method === 'POST') {
      const payload = init.body as Partial<Address>;
      sent.push(payload);
      return { status: 201, body: body(address({ ...payload, id: 9, isDefault: 1 }), 201) };
    }
    return undefined;
  });
  await renderWithRouter(
    <AddressBookScreen editing="new" onOpenForm={() => undefined} onCloseForm={() => undefined} />,
    { entries: ['/profile/address?edit=new'] },
  );
  await screen.findByRole('heading', { level: 1, name: '배송지 추가' });
  return { sent };
}

const openSheet = async () => {
  fireEvent.click(screen.getByRole('button', { name: '우편번호, 도로명, 건물명 검색' }));
  return screen.findByRole('dialog', { name: '주소 검색' });
};
const type = (sheet: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(sheet).getByLabelText(label), { target: { value } });

describe('the address sheet', () => {
  it('takes an address typed by hand, checked by the contract’s rule, and saves it', async () => {
    const { sent } = await renderForm();
    fireEvent.input(screen.getByLabelText('받는 분'), { target: { value: '김초록' } });
    fireEvent.input(screen.getByLabelText('휴대폰 번호'), { target: { value: '01012345678' } });
    let sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: '직접 입력하기' }));
    sheet = await screen.findByRole('dialog', { name: '주소 직접 입력' });

    const submit = within(sheet).getByRole('button', { name: '이 주소로 입력하기' });
    fireEvent.click(submit);
    expect(within(sheet).getByText(MESSAGES.roadAddressFormat)).toBeTruthy();
    expect(within(sheet).getByText(MESSAGES.zonecodeFormat)).toBeTruthy();
    expect(document.activeElement).toBe(within(sheet).getByLabelText('도로명 주소'));

    type(sheet, '도로명 주소', '서울 마포구 상암동 1605');
    type(sheet, '우편번호', '0392');
    fireEvent.click(submit);
    expect(within(sheet).getByText(MESSAGES.roadAddressFormat)).toBeTruthy();
    expect(within(sheet).getByText(MESSAGES.zonecodeFormat)).toBeTruthy();

    type(sheet, '도로명 주소', ' 서울 마포구  월드컵북로 396 ');
    type(sheet, '우편번호', '03-925a');
    expect((within(sheet).getByLabelText('우편번호') as HTMLInputElement).value).toBe('03925');
    expect(within(sheet).queryByText(MESSAGES.roadAddressFormat)).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/\[03925\]/)).toBeTruthy();
    expect(screen.getByText(/서울 마포구 월드컵북로 396/)).toBeTruthy();

    fireEvent.input(screen.getByLabelText('상세 주소'), { target: { value: '10층' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      address: manualPostalAddress({
        roadAddress: '서울 마포구 월드컵북로 396',
        zonecode: '03925',
      }),
      detailAddress: '10층',
    });
  });

  it('says why a query was refused (a 400), without blaming the connection', async () => {
    await renderForm();
    const sheet = await openSheet();
    fireEvent.input(within(sheet).getByRole('searchbox'), { target: { value: '서울특별시' } });
    expect(await within(sheet).findByText(MESSAGES.addressSearchTooBroad)).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(within(sheet).queryByText('연결 상태를 확인하고 다시 시도해 주세요.')).toBeNull();
  });

  it('offers a retry and typing the address when the search cannot answer', async () => {
    await renderForm();
    const sheet = await openSheet();
    fireEvent.input(within(sheet).getByRole('searchbox'), { target: { value: '월드컵북로' } });
    const alert = await within(sheet).findByRole('alert');
    expect(within(alert).getByText(MESSAGES.addressSearchUnavailable)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '직접 입력하기' }));
    const manual = await screen.findByRole('dialog', { name: '주소 직접 입력' });
    fireEvent.click(within(manual).getByRole('button', { name: '주소 검색으로 돌아가기' }));
    expect(await screen.findByRole('dialog', { name: '주소 검색' })).toBeTruthy();
  });

  it('falls back to our own search when Kakao’s script fails to load', async () => {
    resetDaumPostcode();
    await renderForm();
    const script = document.head.querySelector(`script[src="${DAUM_POSTCODE_SCRIPT}"]`);
    expect(script).toBeTruthy();
    const sheet = await openSheet();
    expect(within(sheet).getByText('주소 검색을 불러오고 있어요')).toBeTruthy();
    (script as HTMLScriptElement).onerror?.(new Event('error'));
    expect(await within(sheet).findByRole('searchbox')).toBeTruthy();
  });

  it('never loads Kakao’s script inside the native app, whose sheet is our own search', async () => {
    resetDaumPostcode();
    window.ReactNativeWebView = { postMessage: vi.fn() };
    await renderForm();
    const sheet = await openSheet();
    expect(within(sheet).getByRole('searchbox')).toBeTruthy();
    expect(document.head.querySelector(`script[src="${DAUM_POSTCODE_SCRIPT}"]`)).toBeNull();
  });
});
