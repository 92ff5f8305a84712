import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ArticlesScreen } from '@/features/console/articles-screen';
import {
  articleListQuery,
  readArticlesSearch,
  type ArticlesSearch,
} from '@/features/console/search';
import { adminCurationRow } from '@/test/fixtures/console';
import { type ApiRequest, okList, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

function Harness({ initial }: { initial: ArticlesSearch }) {
  const [search, setSearch] = useState(initial);
  return <ArticlesScreen search={search} onSearch={setSearch} />;
}

const queryOf = (call: ApiRequest | undefined) =>
  Object.fromEntries(call ? [...call.url.searchParams] : []);

describe('the article list', () => {
  it('reads the address, dropping what breaks its rule', () => {
    expect(readArticlesSearch({ q: '창', state: 'LIVE', page: '2' })).toEqual({ q: '창', page: 2 });
    expect(articleListQuery({ q: ' ', state: 'SCHEDULED' })).toEqual({
      page: 1,
      state: 'SCHEDULED',
    });
  });

  it('shows each state in words, and asks again by the chip chosen', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const rows = [
      adminCurationRow(),
      adminCurationRow({
        id: 10,
        title: '겨울 냉해 막기',
        state: 'SCHEDULED',
        publishedAt: '2026-12-01T00:00:00.000Z',
      }),
      adminCurationRow({ id: 11, title: '물 주기', state: 'PUBLISHED', managedBy: 'FILE' }),
      adminCurationRow({ id: 12, title: '내린 글', state: 'UNPUBLISHED' }),
    ];
    const api = serveApi('GET', '/admin/curations', okList(rows, rows.length));
    await renderWithRouter(<Harness initial={{}} />, { entries: ['/admin/articles'] });
    const table = await screen.findByRole('table');
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(states).toEqual(['임시저장', '예약', '발행', '내림']);
    expect(within(table).getByText('2026.12.01 09:00')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '물 주기' }).getAttribute('href')).toBe(
      '/admin/articles/11',
    );

    fireEvent.click(screen.getByRole('button', { name: '예약' }));
    await waitFor(() =>
      expect(queryOf(api.calls.at(-1))).toEqual({ page: '1', state: 'SCHEDULED' }),
    );
  });
});
