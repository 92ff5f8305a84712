import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProduct } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ProductScreen } from '@/features/console/product-screen';
import { checkAdjustment } from '@/features/console/stock-dialog';
import { adminProduct, productMetadatas, stockAdjustment } from '@/test/fixtures/console';
import { fail, ok, okList, sentOf, serveRoutes } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

/** The edit screen's API: the product as it now is, changed by what each call answers. */
async function open(routes: Parameters<typeof serveRoutes>[0] = {}) {
  useAuthStore.getState().signIn('token', 'demo');
  const state: { current: AdminProduct; history: ReturnType<typeof stockAdjustment>[] } = {
    current: adminProduct(),
    history: [stockAdjustment()],
  };
  const api = serveRoutes({
    'GET /products/metadatas': ok(productMetadatas),
    'GET /species': ok([]),
    'GET /admin/products/7': () => ok(state.current),
    'GET /admin/products/7/stock': () => okList(state.history),
    ...routes,
  });
  await renderWithRouter(<ProductScreen productId="7" />, { entries: ['/admin/products/7'] });
  await screen.findByRole('heading', { level: 1, name: '몬스테라 델리시오사' });
  return { api, state };
}

const photos = () => screen.getByRole('list', { name: '사진' });

describe('사진', () => {
  it('moves a photo with its buttons, sending every id in the new order', async () => {
    const { api, state } = await open({
      'PUT /admin/products/7/photos': ({ body }) => {
        const ids = (body as { photoIds: number[] }).photoIds;
        state.current = {
          ...state.current,
          photos: ids.map((id) => state.current.photos.find((p) => p.id === id)!),
        };
        return ok(state.current);
      },
    });
    expect(within(photos()).getAllByRole('listitem')[0]!.textContent).toContain('대표 사진');
    expect(screen.getByRole('button', { name: '1번째 사진 앞으로' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: '3번째 사진 뒤로' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: '2번째 사진 앞으로' }));
    await screen.findByText('사진 순서를 바꿨어요');
    // The moved photo is first now: focus stays with it, on the way it can still go.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('1번째 사진 뒤로'),
    );
    expect(api.calls.filter((c) => c.method === 'PUT').map(sentOf)).toEqual([
      { method: 'PUT', path: '/v1/admin/products/7/photos', body: { photoIds: [72, 71, 73] } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '1번째 사진 뒤로' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({
      photoIds: [71, 72, 73],
    });
  });

  it("rewrites a photo's description, trimmed, and shows it", async () => {
    const { api, state } = await open({
      'PATCH /admin/products/7/photos/:photoId': ({ path, body }) => {
        const id = Number(path.split('/').pop());
        const { alt } = body as { alt: string };
        state.current = {
          ...state.current,
          photos: state.current.photos.map((p) => (p.id === id ? { ...p, alt } : p)),
        };
        return ok(state.current);
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '2번째 사진 설명 고치기' }));
    const dialog = screen.getByRole('dialog', { name: '사진 설명 고치기' });
    const field = within(dialog).getByRole('textbox', { name: '사진 설명' });
    expect(document.activeElement).toBe(field);
    fireEvent.input(field, { target: { value: '  화분 옆에서 본 잎  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장하기' }));
    await screen.findByText('사진 설명을 고쳤어요');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'PATCH').map(sentOf)).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/products/7/photos/72',
        body: { alt: '화분 옆에서 본 잎' },
      },
    ]);
    expect(within(photos()).getAllByRole('listitem')[1]!.textContent).toContain(
      '화분 옆에서 본 잎',
    );
  });

  it('removes a photo only after the confirm', async () => {
    const { api, state } = await open({
      'DELETE /admin/products/7/photos/:photoId': ({ path }) => {
        const id = Number(path.split('/').pop());
        state.current = {
          ...state.current,
          photos: state.current.photos.filter((p) => p.id !== id),
        };
        return ok(state.current);
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '3번째 사진 삭제' }));
    const dialog = screen.getByRole('alertdialog', { name: '이 사진을 지울까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '3번째 사진 삭제' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await screen.findByText('사진을 지웠어요');
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/v1/admin/products/7/photos/73',
    ]);
    expect(within(photos()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("uploads the chosen file's bytes with its description in the query", async () => {
    const { api, state } = await open({
      'POST /admin/products/7/photos': () => {
        state.current = {
          ...state.current,
          photos: [...state.current.photos, { ...state.current.photos[0]!, id: 74 }],
        };
        return ok(state.current, 201);
      },
    });
    const file = new File([new Uint8Array([1, 2, 3])], 'leaf.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files: [file] } });
    fireEvent.input(screen.getByRole('textbox', { name: '사진 설명' }), {
      target: { value: '창가의 몬스테라' },
    });
    fireEvent.click(screen.getByRole('button', { name: '올리기' }));
    await screen.findByText('사진을 올렸어요');
    const upload = api.calls.find((c) => c.method === 'POST')!;
    expect(upload.path).toBe('/v1/admin/products/7/photos');
    expect(upload.url.searchParams.get('alt')).toBe('창가의 몬스테라');
    expect(upload.headers['content-type']).toBe('image/png');
    expect(upload.body).toBeInstanceOf(Blob);
    expect((upload.body as Blob).size).toBe(3);
    expect(within(photos()).getAllByRole('listitem')).toHaveLength(4);
    // The form is empty again for the next one.
    expect(screen.queryByRole('button', { name: '올리기' })).toBeNull();
  });

  it('refuses a file the server would not take, before sending it', async () => {
    const { api } = await open();
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files: [file] } });
    expect(screen.getByText('JPEG, PNG, WebP, AVIF, HEIC 사진만 올릴 수 있어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '올리기' })).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('재고', () => {
  it('checks the adjustment by the contract', () => {
    expect(checkAdjustment({ delta: '+20', reason: 'RECEIVED', note: '' })).toEqual({
      body: { delta: 20, reason: 'RECEIVED', note: '' },
    });
    expect(checkAdjustment({ delta: '0', reason: '', note: '' })).toEqual({
      errors: { delta: expect.any(String), reason: expect.any(String) },
    });
  });

  it('adjusts the stock with a reason, then shows it and the history read again', async () => {
    const { api, state } = await open({
      'POST /admin/products/7/stock': ({ body }) => {
        const { delta, reason, note } = body as { delta: number; reason: 'DAMAGED'; note: string };
        state.current = { ...state.current, stock: state.current.stock + delta };
        state.history = [
          stockAdjustment({ id: 502, delta, reason, note, stockAfter: state.current.stock }),
          ...state.history,
        ];
        return ok(state.current);
      },
    });
    const stock = screen.getByRole('region', { name: '재고' });
    expect(stock.textContent).toContain('3개 · 적음');
    expect((await within(stock).findByRole('list', { name: '재고 기록' })).textContent).toContain(
      '+20 입고',
    );

    fireEvent.click(within(stock).getByRole('button', { name: '재고 조정' }));
    const dialog = screen.getByRole('dialog', { name: '재고 조정' });
    const delta = within(dialog).getByRole('textbox', { name: '수량' });
    expect(document.activeElement).toBe(delta);
    fireEvent.click(within(dialog).getByRole('button', { name: '조정하기' }));
    expect(delta.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.input(delta, { target: { value: '-2' } });
    expect(within(dialog).getByText('조정하면 1개가 돼요')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: '이유' }), {
      target: { value: 'DAMAGED' },
    });
    fireEvent.input(within(dialog).getByRole('textbox', { name: '메모' }), {
      target: { value: '배송 중 깨짐' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '조정하기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').map(sentOf)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/products/7/stock',
        body: { delta: -2, reason: 'DAMAGED', note: '배송 중 깨짐' },
      },
    ]);
    expect(stock.textContent).toContain('1개 · 적음');
    await waitFor(() =>
      expect(within(stock).getByRole('list', { name: '재고 기록' }).textContent).toContain(
        '−2 파손',
      ),
    );
    expect(stock.textContent).toContain('배송 중 깨짐');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    await open({ 'POST /admin/products/7/stock': fail(409, '재고가 0보다 적어질 수는 없어요.') });
    fireEvent.click(screen.getByRole('button', { name: '재고 조정' }));
    const dialog = screen.getByRole('dialog', { name: '재고 조정' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: '수량' }), {
      target: { value: '-9' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: '이유' }), {
      target: { value: 'CORRECTION' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '조정하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '재고가 0보다 적어질 수는 없어요.',
    );
  });
});
