import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { pageFixture, productFixture } from '@/test/fixtures/products';
import { serveApi } from '@/test/api';
import { readRecentSearches } from '@/features/products/recent-searches';
import { SUGGEST_DELAY_MS, SearchScreen } from '@/features/products/search-screen';

let urls: string[] = [];

beforeEach(() => {
  localStorage.clear();
  urls = [];
  serveApi(({ path, search }) => {
    urls.push(decodeURIComponent(`${path}${search}`));
    if (path === '/v1/products/metadatas')
      return { status: 200, body: { data: [], message: '', status: 200 } };
    const page = pageFixture([
      productFixture({ id: 1, name: '몬스테라 델리시오사' }),
      productFixture({ id: 2, name: '무늬 몬스테라' }),
    ]);
    return { status: 200, body: { ...page, message: '', status: 200 } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const suggestionCalls = () => urls.filter((u) => u.includes('perPage=5'));

function setup(q?: string) {
  const onSearch = vi.fn();
  const view = renderWithRouter(
    <SearchScreen q={q} metadataIds={undefined} onSearch={onSearch} onFilterChange={vi.fn()} />,
    { entries: ['/products/search'] },
  );
  return { onSearch, view };
}

describe('SearchScreen', () => {
  it('focuses the field, and runs a search on Enter, remembering it', async () => {
    const { onSearch } = setup();
    await screen.findByRole('searchbox', { name: '검색어' });
    const field = screen.getByRole('searchbox', { name: '검색어' });
    expect(document.activeElement).toBe(field);
    fireEvent.input(field, { target: { value: '  스투키 ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('스투키');
    expect(readRecentSearches()).toEqual(['스투키']);
  });

  it('suggests names after a pause, with the typed part marked', async () => {
    setup();
    const field = await screen.findByRole('searchbox', { name: '검색어' });
    fireEvent.input(field, { target: { value: 'ㅁㅅㅌㄹ' } });
    expect(suggestionCalls()).toEqual([]);
    const marks = await screen.findAllByText('몬스테라', { selector: 'mark' });
    expect(marks).toHaveLength(2);
    expect(suggestionCalls()).toEqual(['/v1/products?search=ㅁㅅㅌㄹ&page=1&perPage=5']);
    // COPY.md: they are 검색어 자동완성, not 추천 검색어 (nothing is recommended).
    expect(screen.getByRole('region', { name: '검색어 자동완성' })).toBeTruthy();
  });

  it('asks for nothing in the middle of a Korean syllable, and does not search on its Enter', async () => {
    const { onSearch } = setup();
    const field = await screen.findByRole('searchbox', { name: '검색어' });
    fireEvent.compositionStart(field);
    fireEvent.input(field, { target: { value: '몬' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS * 2)));
    expect(suggestionCalls()).toEqual([]);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.compositionEnd(field, { target: { value: '몬' } });
    await waitFor(() =>
      expect(suggestionCalls()).toEqual(['/v1/products?search=몬&page=1&perPage=5']),
    );
  });

  it('lists recent searches, removes one and clears them all', async () => {
    localStorage.setItem('chorok-recent-searches', JSON.stringify(['몬스테라', '스투키']));
    const { onSearch } = setup();
    await screen.findByRole('heading', { name: '최근 검색어' });
    fireEvent.click(screen.getByRole('button', { name: '최근 검색어 스투키 삭제' }));
    expect(screen.queryByText('스투키')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '몬스테라' }));
    expect(onSearch).toHaveBeenCalledWith('몬스테라');
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(screen.getByText('최근 검색한 기록이 없어요.')).toBeTruthy();
  });

  it('shows results for ?q= and clears the field with its button', async () => {
    setup('몬스테라');
    await screen.findByText('‘몬스테라’ 검색 결과 2개');
    expect(urls).toContain('/v1/products?search=몬스테라&page=1&perPage=20');
    fireEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('heading', { name: '최근 검색어' })).toBeTruthy();
  });
});
