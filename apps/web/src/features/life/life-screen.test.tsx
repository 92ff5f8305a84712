import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurationCategory } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { LifeScreen } from '@/features/life/life-screen';
import { curationSummaries, curationSummary } from '@/test/fixtures/life';
import { errorBody, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

const COUNTS = [
  { category: 'BASICS', count: 12_345 },
  { category: 'PLACE', count: 4 },
  { category: 'SAFETY', count: 0 },
  { category: 'SEASON', count: 7 },
  { category: 'STYLING', count: 2 },
];

interface ApiOptions {
  /** Articles in the list (all of them; the fake pages them 20 at a time). */
  total?: number;
  failList?: boolean;
}

function lifeApi({ total = 3, failList = false }: ApiOptions = {}) {
  let failing = failList;
  const api = serveApi((call) => {
    if (call.path === '/v1/curations/categories')
      return { status: 200, body: { data: COUNTS, message: 'OK', status: 200 } };
    if (call.path === '/v1/curations') {
      if (failing) return { status: 500, body: errorBody('서버가 잠시 쉬고 있어요.', 500) };
      const query = new URLSearchParams(call.search);
      const page = Number(query.get('page'));
      const from = (page - 1) * 20;
      const items = curationSummaries(Math.max(0, Math.min(20, total - from)), from + 1);
      return { status: 200, body: listBody(items, total, page) };
    }
    return undefined;
  });
  return { ...api, heal: () => (failing = false) };
}

async function renderLife(category?: CurationCategory, options?: ApiOptions) {
  const api = lifeApi(options);
  const onCategoryChange = vi.fn();
  await renderWithRouter(<LifeScreen category={category} onCategoryChange={onCategoryChange} />, {
    entries: [category ? `/life?category=${category}` : '/life'],
  });
  return { api, onCategoryChange };
}

const listCalls = (api: ReturnType<typeof lifeApi>) =>
  api.calls.filter((c) => c.path === '/v1/curations').map((c) => c.search);

beforeEach(() => useAuthStore.getState().init());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LifeScreen', () => {
  it('shows 전체 first, then each category with its count (9,999+ above 9999)', async () => {
    const { onCategoryChange } = await renderLife();
    expect(screen.getByRole('heading', { level: 1, name: '라이프' })).toBeTruthy();
    const tablist = screen.getByRole('tablist', { name: '글 분류' });
    await within(tablist).findByRole('tab', { name: /기초\s*9,999\+/ });
    const names = within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    // 전체 is the sum of every category (12,358), shown capped.
    expect(names).toEqual([
      '전체9,999+9,999+개',
      '기초9,999+9,999+개',
      '공간44개',
      '안전00개',
      '계절77개',
      '스타일링22개',
    ]);
    expect(screen.getByRole('tab', { name: /전체/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: /계절/ }));
    expect(onCategoryChange).toHaveBeenLastCalledWith('SEASON');
    fireEvent.click(screen.getByRole('tab', { name: /전체/ }));
    expect(onCategoryChange).toHaveBeenLastCalledWith(undefined);
  });

  it('leads 전체 with the newest article as a large card, then the others as cards', async () => {
    await renderLife(undefined, { total: 3 });
    const panel = screen.getByRole('tabpanel');
    const featured = await within(panel).findByRole('heading', { level: 2, name: '글 1' });
    expect(featured.closest('article')?.textContent).toContain('새로 올라온 글');
    const list = within(panel).getByRole('list', { name: '글 목록' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '글 2',
      '글 3',
    ]);
    const card = cards[0];
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('link', { name: '글 2' }).getAttribute('href')).toBe(
      '/life/detail/2',
    );
    expect(within(card).getByText('기초')).toBeTruthy();
    expect(within(card).getByText('손가락 한 마디로 흙을 확인하는 것부터 시작해요')).toBeTruthy();
    // Reading time and the Seoul date.
    expect(within(card).getByText('3분')).toBeTruthy();
    expect(within(card).getByText('2026.11.25')).toBeTruthy();
    // The cover through the image service.
    expect(card.querySelector('img')?.getAttribute('srcset')).toContain(
      '/images/curations/watering-basics-2/cover.png?w=187&q=75&f=webp 187w',
    );
  });

  it('asks for the open category only, and has no featured card there', async () => {
    const { api } = await renderLife('BASICS', { total: 2 });
    await screen.findByRole('heading', { name: '글 2' });
    expect(screen.queryByText('새로 올라온 글')).toBeNull();
    expect(screen.getByRole('tab', { name: /기초/ }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls(api)).toEqual(['?page=1&category=BASICS']);
  });

  it('pages on while page < totalPage and stops at the last page', async () => {
    const { api } = await renderLife(undefined, { total: 45 });
    await screen.findByRole('heading', { name: '글 20' });
    fireEvent.click(screen.getByRole('button', { name: '글 더 보기' }));
    await screen.findByRole('heading', { name: '글 40' });
    fireEvent.click(screen.getByRole('button', { name: '글 더 보기' }));
    await screen.findByRole('heading', { name: '글 45' });
    expect(screen.queryByRole('button', { name: '글 더 보기' })).toBeNull();
    expect(screen.getByText('글 45개를 모두 봤어요')).toBeTruthy();
    expect(listCalls(api)).toEqual(['?page=1', '?page=2', '?page=3']);
  });

  it('says when a category has no articles yet and leads back to 전체', async () => {
    const { onCategoryChange } = await renderLife('SAFETY', { total: 0 });
    expect(await screen.findByRole('heading', { name: '아직 올라온 글이 없어요' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '전체 글 보기' }));
    expect(onCategoryChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows loading skeletons, then a failure with a retry that loads the list', async () => {
    const api = lifeApi({ failList: true, total: 1 });
    await renderWithRouter(<LifeScreen category={undefined} onCategoryChange={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('불러오는 중이에요');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('글을 불러오지 못했어요')).toBeTruthy();
    api.heal();
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '글 1' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps the tabs usable when the counts fail', async () => {
    serveApi((call) =>
      call.path === '/v1/curations'
        ? { status: 200, body: listBody([curationSummary({ id: 1, title: '글 1' })]) }
        : { status: 500, body: errorBody('실패', 500) },
    );
    await renderWithRouter(<LifeScreen category={undefined} onCategoryChange={() => undefined} />);
    await screen.findByRole('heading', { name: '글 1' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '전체',
      '기초',
      '공간',
      '안전',
      '계절',
      '스타일링',
    ]);
  });
});
