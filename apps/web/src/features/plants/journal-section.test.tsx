import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JOURNAL_MESSAGES, type JournalItem } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { todayInSeoul } from '@/features/plants/dates';
import { JournalSection } from '@/features/plants/journal-section';
import { plant } from '@/test/fixtures/plants';
import { body, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const photo = (n: number) => ({ url: `/images/plants/uploads/${n}.webp`, width: 300, height: 400 });

const TIMELINE: JournalItem[] = [
  {
    type: 'ENTRY',
    id: 9,
    takenOn: '2026-11-20',
    note: '새 잎이 났어요',
    photo: photo(9),
    createdAt: '2026-11-20T01:00:00.000Z',
  },
  { type: 'CARE', id: 4, kind: 'WATERING', date: '2026-11-12' },
  {
    type: 'ENTRY',
    id: 7,
    takenOn: '2026-11-01',
    note: '',
    photo: photo(7),
    createdAt: '2026-11-01T01:00:00.000Z',
  },
];
const PHOTOS = TIMELINE.filter((item) => item.type === 'ENTRY');

function journalApi(items: JournalItem[]) {
  return serveApi((call) => {
    if (call.path === '/v1/plants/3/journal' && call.method === 'GET')
      return {
        status: 200,
        body: call.search.includes('only=PHOTOS')
          ? listBody(items.filter((item) => item.type === 'ENTRY'))
          : listBody(items),
      };
    if (call.path === '/v1/plants/3/journal' && call.method === 'POST')
      return {
        status: 201,
        body: body({ ...TIMELINE[0], id: 20, photo: null, note: '메모' }, 201),
      };
    if (call.path === '/v1/plants/photos' && call.method === 'POST')
      return {
        status: 201,
        body: body({ id: 55, ...photo(55), alt: '식물 사진' }, 201),
      };
    if (call.path.startsWith('/v1/plants/3/journal/') && call.method === 'DELETE')
      return { status: 200, body: body(null) };
    if (call.path.startsWith('/v1/plants')) return { status: 200, body: body([]) };
    return undefined;
  });
}

async function renderSection(items: JournalItem[]) {
  const api = journalApi(items);
  await renderWithRouter(<JournalSection plant={plant()} name="몬스테라" />, {
    queryClient: signedInClient(),
  });
  return api;
}

describe('성장 기록', () => {
  it('invites the first photo, and sends a note alone on today', async () => {
    const api = await renderSection([]);
    expect(await screen.findByRole('heading', { name: '첫 사진을 남겨 보세요' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '그때와 지금' })).toBeNull();

    // Neither photo nor note: refused here, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: '기록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(JOURNAL_MESSAGES.journalEmpty);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.input(screen.getByLabelText('메모'), { target: { value: '  창가로 옮겼어요 ' } });
    fireEvent.click(screen.getByRole('button', { name: '기록하기' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      takenOn: todayInSeoul(),
      note: '창가로 옮겼어요',
    });
    expect(await screen.findByText('기록했어요')).toBeTruthy();
  });

  it('uploads the chosen photo at once and sends it with the day chosen', async () => {
    const api = await renderSection([]);
    const file = new File([new Uint8Array([1, 2, 3])], 'leaf.jpg', { type: 'image/jpeg' });
    fireEvent.change(await screen.findByLabelText('사진 고르기'), { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByText('사진을 올리고 있어요')).toBeNull());
    expect(api.calls.find((c) => c.path === '/v1/plants/photos')?.method).toBe('POST');
    expect(screen.getByRole('img', { name: '기록할 사진' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('날짜'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: '기록하기' }));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.path === '/v1/plants/3/journal' && c.method === 'POST')?.body,
      ).toEqual({ takenOn: '2026-11-02', note: '', photo: { id: 55 } }),
    );
    // A day before the plant came home is refused here, in the API's words.
    fireEvent.input(screen.getByLabelText('메모'), { target: { value: '예전' } });
    fireEvent.input(screen.getByLabelText('날짜'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '기록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(JOURNAL_MESSAGES.journalDateRange);
  });

  it('shows the photos with the care between them, and compares then and now', async () => {
    await renderSection(TIMELINE);
    const list = await screen.findByRole('list', { name: '성장 기록 목록' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('2026.11.20'),
      expect.stringContaining('물 줬어요'),
      expect.stringContaining('2026.11.01'),
    ]);
    expect(within(items[0]!).getByRole('img', { name: '2026.11.20에 찍은 몬스테라' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: '그때와 지금' }));
    const sheet = await screen.findByRole('dialog', { name: '그때와 지금' });
    expect(within(sheet).getByRole('img', { name: '그때: 2026.11.01에 찍은 사진' })).toBeTruthy();
    expect(within(sheet).getByRole('img', { name: '지금: 2026.11.20에 찍은 사진' })).toBeTruthy();
    expect(within(sheet).getByText('두 사진은 19일 차이예요')).toBeTruthy();
    // Two chosen photos: the same one twice is the same day.
    fireEvent.change(within(sheet).getByLabelText('그때 사진'), {
      target: { value: String(PHOTOS[0]!.id) },
    });
    expect(within(sheet).getByText('같은 날 찍은 사진이에요')).toBeTruthy();
  });

  it('deletes an entry only after confirming', async () => {
    const api = await renderSection(TIMELINE);
    fireEvent.click(await screen.findByRole('button', { name: '2026.11.01 기록 삭제' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '2026.11.01 기록을 삭제할까요?',
    });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/v1/plants/3/journal/7'),
    );
    expect(await screen.findByText('기록을 삭제했어요')).toBeTruthy();
  });
});

describe('the Korean copy', () => {
  it("says the API's journal messages word for word", async () => {
    const kr = (await import('@/locales/kr/plant-journal.json')).default;
    expect(kr['plant-journal'].errors).toEqual(JOURNAL_MESSAGES);
  });
});
