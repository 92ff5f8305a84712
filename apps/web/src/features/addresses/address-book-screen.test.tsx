import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Address, type PostalAddress } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { AddressBookScreen, type AddressEditing } from '@/features/addresses/address-book-screen';
import { resetDaumPostcode, type DaumPostcodeData } from '@/features/addresses/daum-postcode';
import { address, homeAddress, officeAddress, postal } from '@/test/fixtures/addresses';
import { body, errorBody, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

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
  // jsdom loads no script: Kakao's search is out of reach unless a test provides it.
  resetDaumPostcode('failed');
  delete window.kakao;
  delete window.daum;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const found: PostalAddress[] = [
  postal(),
  postal({
    zonecode: '06234',
    address: '서울 강남구 테헤란로 134',
    roadAddress: '서울 강남구 테헤란로 134',
    jibunAddress: '서울 강남구 역삼동 823',
    extraAddress: '(역삼동, 포스코타워역삼)',
  }),
];

/**
 * The address API over `initial`. `saveError` answers a create/update with that error envelope.
 * Search answers two pages for "테헤란" (3 results, 2 a page) and nothing for anything else.
 */
function addressApi(
  initial: Address[],
  options: { saveError?: { status: number; message: string; errors?: unknown[] } } = {},
) {
  let book = initial;
  const sent: Sent[] = [];
  serveApi(({ url, ...init }) => {
    const payload = init.body ? (init.body as Record<string, unknown>) : null;
    if (init.method !== 'GET')
      sent.push({ method: init.method ?? '', path: url.pathname, body: payload });
    if (url.pathname === '/v1/users/me/addresses' && init.method === 'GET')
      return { status: 200, body: body(book) };
    if (url.pathname === '/v1/addresses/search') {
      const query = url.searchParams.get('query') ?? '';
      const page = Number(url.searchParams.get('page'));
      if (!query.includes('테헤란')) return { status: 200, body: listBody([], 0) };
      const all = [
        ...found,
        postal({
          zonecode: '06164',
          roadAddress: '서울 강남구 테헤란로 521',
          address: '서울 강남구 테헤란로 521',
          jibunAddress: '서울 강남구 삼성동 159',
          extraAddress: '',
        }),
      ];
      return { status: 200, body: listBody(all.slice((page - 1) * 2, page * 2), 3, page, 2) };
    }
    if (
      options.saveError &&
      (init.method === 'POST' ||
        (init.method === 'PATCH' &&
          !('isDefault' in (payload ?? {}) && Object.keys(payload ?? {}).length === 1)))
    )
      return {
        status: options.saveError.status,
        body: {
          ...errorBody(options.saveError.message, options.saveError.status),
          errors: options.saveError.errors,
        },
      };
    if (url.pathname === '/v1/users/me/addresses' && init.method === 'POST') {
      const created = address({
        ...(payload as Partial<Address>),
        id: 9,
        isDefault: book.length === 0 || payload?.isDefault === true ? 1 : 0,
      });
      book = [
        created,
        ...book.map((a) => (created.isDefault ? { ...a, isDefault: 0 as const } : a)),
      ];
      return { status: 201, body: body(created, 201) };
    }
    const one = /^\/v1\/users\/me\/addresses\/(\d+)$/.exec(url.pathname);
    if (one && init.method === 'PATCH') {
      const id = Number(one[1]);
      const { isDefault, ...rest } = payload as Partial<Address> & { isDefault?: boolean };
      book = book.map((a) =>
        a.id === id
          ? { ...a, ...rest, isDefault: isDefault ? 1 : a.isDefault }
          : isDefault
            ? { ...a, isDefault: 0 }
            : a,
      );
      book = [...book.filter((a) => a.isDefault === 1), ...book.filter((a) => a.isDefault === 0)];
      return { status: 200, body: body(book.find((a) => a.id === id)) };
    }
    if (one && init.method === 'DELETE') {
      book = book.filter((a) => a.id !== Number(one[1]));
      return { status: 200, body: body({ id: Number(one[1]) }) };
    }
    return undefined;
  });
  return { sent };
}

function Book({ initial }: { initial?: AddressEditing }) {
  const [editing, setEditing] = useState<AddressEditing | undefined>(initial);
  return (
    <AddressBookScreen
      editing={editing}
      onOpenForm={setEditing}
      onCloseForm={() => setEditing(undefined)}
    />
  );
}

async function renderBook(
  initial: Address[],
  options: Parameters<typeof addressApi>[1] & { editing?: AddressEditing } = {},
) {
  const api = addressApi(initial, options);
  const result = await renderWithRouter(<Book initial={options.editing} />, {
    entries: ['/profile/address'],
  });
  return { ...result, ...api };
}

const entries = () =>
  within(screen.getByRole('list', { name: '저장된 배송지' })).getAllByRole('listitem');
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('AddressBookScreen', () => {
  it('lists the book with the default first and marked', async () => {
    await renderBook([homeAddress, officeAddress]);
    await screen.findByText('박새싹');
    const [first, second] = entries();
    expect(first?.getAttribute('aria-label')).toBe('김초록님 배송지');
    expect(within(first as HTMLElement).getByText('기본 배송지')).toBeTruthy();
    expect(
      within(first as HTMLElement).getByText(/테헤란로 152 \(역삼동, 강남파이낸스센터\) 12층/),
    ).toBeTruthy();
    expect(within(first as HTMLElement).getByText('지번 서울 강남구 역삼동 737')).toBeTruthy();
    expect(
      within(first as HTMLElement).queryByRole('button', { name: '기본 배송지로 설정' }),
    ).toBeNull();
    expect(
      within(second as HTMLElement).getByRole('button', { name: '기본 배송지로 설정' }),
    ).toBeTruthy();
  });

  it('makes another entry the default at once and tells the server', async () => {
    const { sent } = await renderBook([homeAddress, officeAddress]);
    await screen.findByText('박새싹');
    fireEvent.click(screen.getByRole('button', { name: '기본 배송지로 설정' }));
    await waitFor(() => expect(entries()[0]?.getAttribute('aria-label')).toBe('박새싹님 배송지'));
    expect(within(entries()[0] as HTMLElement).getByText('기본 배송지')).toBeTruthy();
    expect(within(entries()[1] as HTMLElement).queryByText('기본 배송지')).toBeNull();
    expect(sent).toEqual([
      { method: 'PATCH', path: '/v1/users/me/addresses/2', body: { isDefault: true } },
    ]);
    expect(await screen.findByText('기본 배송지를 바꿨어요')).toBeTruthy();
  });

  it('deletes an entry only after asking', async () => {
    const { sent } = await renderBook([homeAddress, officeAddress]);
    await screen.findByText('박새싹');
    fireEvent.click(screen.getByRole('button', { name: '김초록님 배송지 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '배송지를 삭제할까요?' });
    expect(within(dialog).getByText(/가장 최근에 추가한 배송지가 기본 배송지가 돼요/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByText('김초록')).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', path: '/v1/users/me/addresses/1', body: null }]);
  });

  it('a book that fails to load says so and offers a retry', async () => {
    let calls = 0;
    serveApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: errorBody('일시적인 오류', 500) }
        : { status: 200, body: body([homeAddress]) };
    });
    await renderWithRouter(<Book />, { entries: ['/profile/address'] });
    expect(await screen.findByRole('heading', { name: '배송지를 불러오지 못했어요' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('김초록')).toBeTruthy();
  });

  it('an empty book says what to do and opens the form', async () => {
    await renderBook([]);
    fireEvent.click(await screen.findByRole('button', { name: '새 배송지 추가' }));
    expect(await screen.findByRole('heading', { level: 1, name: '배송지 추가' })).toBeTruthy();
  });
});

describe('AddressFormScreen', () => {
  it('checks every field by the contract before sending anything', async () => {
    const { sent } = await renderBook([], { editing: 'new' });
    await screen.findByRole('heading', { level: 1, name: '배송지 추가' });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText(MESSAGES.receiverNameFormat)).toBeTruthy();
    expect(screen.getByText(MESSAGES.phoneFormat)).toBeTruthy();
    expect(screen.getByText(MESSAGES.addressRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field('받는 분'));
    expect(field('받는 분').getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(field('받는 분'), { target: { value: '김초록' } });
    fireEvent.input(field('휴대폰 번호'), { target: { value: '010123' } });
    expect(screen.queryByText(MESSAGES.receiverNameFormat)).toBeNull();
    expect(screen.getByText(MESSAGES.phoneFormat)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(document.activeElement).toBe(field('휴대폰 번호'));
    expect(sent).toEqual([]);
  });

  it('hyphenates the phone number as it is typed and checks it when the field is left', async () => {
    await renderBook([], { editing: 'new' });
    const phone = await screen.findByLabelText('휴대폰 번호');
    fireEvent.input(phone, { target: { value: '0101234' } });
    expect((phone as HTMLInputElement).value).toBe('010-123-4');
    expect(screen.queryByText(MESSAGES.phoneFormat)).toBeNull();
    fireEvent.blur(phone);
    expect(screen.getByText(MESSAGES.phoneFormat)).toBeTruthy();
    fireEvent.input(phone, { target: { value: '010-1234-56789' } });
    expect((phone as HTMLInputElement).value).toBe('010-1234-5678');
    expect(screen.queryByText(MESSAGES.phoneFormat)).toBeNull();
  });

  it('finds the address with our own search when Daum is not there, and saves the first entry as the default', async () => {
    const { sent } = await renderBook([], { editing: 'new' });
    await screen.findByRole('heading', { level: 1, name: '배송지 추가' });
    fireEvent.input(field('받는 분'), { target: { value: ' 김초록 ' } });
    fireEvent.input(field('휴대폰 번호'), { target: { value: '01012345678' } });
    expect(screen.getByRole('checkbox', { name: '기본 배송지로 설정' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('첫 배송지는 기본 배송지로 저장돼요.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '우편번호, 도로명, 건물명 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '주소 검색' });
    const box = within(sheet).getByRole('searchbox');
    fireEvent.input(box, { target: { value: '테' } });
    expect(await within(sheet).findByText('검색어를 2자 이상 입력해 주세요.')).toBeTruthy();
    fireEvent.input(box, { target: { value: '없는길' } });
    expect(await within(sheet).findByText('‘없는길’에 맞는 주소가 없어요.')).toBeTruthy();
    fireEvent.input(box, { target: { value: '테헤란로' } });
    expect(await within(sheet).findByText('검색 결과 3건')).toBeTruthy();
    const results = within(sheet).getByRole('list', { name: '주소 검색 결과' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(sheet).getByRole('button', { name: '결과 더 보기' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(3));
    expect(within(results).queryByRole('button', { name: '결과 더 보기' })).toBeNull();

    fireEvent.click(within(results).getByText(/테헤란로 134/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '주소 검색' })).toBeNull());
    expect(screen.getByText(/테헤란로 134 \(역삼동, 포스코타워역삼\)/)).toBeTruthy();
    fireEvent.input(field('상세 주소'), { target: { value: '5층' } });
    fireEvent.change(screen.getByLabelText('배송 요청사항'), { target: { value: 'guard' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

    expect(await screen.findByText('배송지를 추가했어요')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/users/me/addresses',
        body: {
          receiverName: '김초록',
          receiverPhoneNumber: '010-1234-5678',
          requestText: '경비실에 맡겨 주세요',
          isDefault: true,
          address: found[1],
          detailAddress: '5층',
        },
      },
    ]);
    // Back on the book, with the new entry.
    expect(await screen.findByText('김초록')).toBeTruthy();
  });

  it('embeds Kakao’s search in the sheet when its script is there, with the same fields', async () => {
    const daum: DaumPostcodeData = {
      zonecode: '04524',
      address: '서울 중구 세종대로 110',
      addressType: 'R',
      roadAddress: '서울 중구 세종대로 110',
      jibunAddress: '서울 중구 태평로1가 31',
      sido: '서울',
      sigungu: '중구',
      sigunguCode: '11140',
      roadnameCode: '4100135',
      bcode: '1114010300',
      bname: '태평로1가',
      roadname: '세종대로',
      buildingName: '서울특별시청',
      apartment: 'N',
    };
    const embedded = vi.fn();
    resetDaumPostcode();
    window.kakao = {
      Postcode: class {
        constructor(private options: { oncomplete: (data: DaumPostcodeData) => void }) {}
        embed(element: HTMLElement) {
          embedded(element);
          const frame = document.createElement('iframe');
          const choose = document.createElement('button');
          choose.textContent = '세종대로 110';
          choose.onclick = () => this.options.oncomplete(daum);
          element.append(frame, choose);
        }
      } as never,
    };
    await renderBook([], { editing: 'new' });
    fireEvent.click(await screen.findByRole('button', { name: '우편번호, 도로명, 건물명 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '주소 검색' });
    fireEvent.click(await within(sheet).findByRole('button', { name: '세종대로 110' }));
    expect(embedded).toHaveBeenCalledOnce();
    expect(sheet.querySelector('iframe')?.getAttribute('title')).toBe('카카오 우편번호 검색');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '주소 검색' })).toBeNull());
    expect(await screen.findByText(/\[04524\]/)).toBeTruthy();
    expect(screen.getByText(/세종대로 110 \(태평로1가\)/)).toBeTruthy();
  });

  it('edits an entry without touching its default mark, and keeps a custom request', async () => {
    const custom = address({ requestText: '공동현관 #1234 눌러 주세요' });
    const { sent } = await renderBook([custom, officeAddress], { editing: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: '배송지 수정' })).toBeTruthy();
    expect(field('받는 분').value).toBe('김초록');
    expect(screen.getByLabelText('배송 요청사항')).toHaveProperty('value', 'custom');
    expect(screen.getByLabelText('요청사항 직접 입력')).toHaveProperty(
      'value',
      '공동현관 #1234 눌러 주세요',
    );
    expect(screen.getByRole('checkbox', { name: '기본 배송지로 설정' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.input(field('상세 주소'), { target: { value: '13층' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('배송지를 수정했어요')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/v1/users/me/addresses/1',
        body: {
          receiverName: '김초록',
          receiverPhoneNumber: '010-1234-5678',
          requestText: '공동현관 #1234 눌러 주세요',
          address: postal(),
          detailAddress: '13층',
        },
      },
    ]);
  });

  it('shows a field the server refused on that field', async () => {
    await renderBook([homeAddress], {
      editing: 1,
      saveError: {
        status: 400,
        message: 'Invalid input',
        errors: [{ path: 'body.receiverPhoneNumber', message: MESSAGES.phoneFormat }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '저장하기' }));
    expect(await screen.findByText(MESSAGES.phoneFormat)).toBeTruthy();
    expect(field('휴대폰 번호').getAttribute('aria-invalid')).toBe('true');
  });

  it('says why the server refused the whole entry (a full book)', async () => {
    await renderBook([homeAddress], {
      editing: 'new',
      saveError: { status: 409, message: MESSAGES.addressBookFull },
    });
    await screen.findByRole('heading', { level: 1, name: '배송지 추가' });
    fireEvent.input(field('받는 분'), { target: { value: '김초록' } });
    fireEvent.input(field('휴대폰 번호'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByRole('button', { name: '우편번호, 도로명, 건물명 검색' }));
    const sheet = await screen.findByRole('dialog', { name: '주소 검색' });
    fireEvent.input(within(sheet).getByRole('searchbox'), { target: { value: '테헤란로' } });
    fireEvent.click(await within(sheet).findByText(/테헤란로 152 \(역삼동/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '주소 검색' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.addressBookFull);
  });
});
