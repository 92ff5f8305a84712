import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CURATION_FORM_MESSAGES as M, type AdminCuration } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { ArticleScreen } from '@/features/console/article-screen';
import { adminCuration, productMetadatas } from '@/test/fixtures/console';
import { productSummary } from '@/test/fixtures/product-detail';
import { ok, sentOf, serveRoutes } from '@/test/api';

afterEach(() => {
  cleanup();
  useAuthStore.getState().init();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const preview = (body: unknown) =>
  ok({
    body: [
      { type: 'html', html: '<h2>창가 고르기</h2>' },
      { type: 'product', productId: 7 },
    ],
    products: [productSummary({ id: 7 })],
    readingMinutes: 1,
    ...(body as object),
  });

describe('글쓰기', () => {
  it('previews the body as the shop will, sends the fields, and shows a refusal under its field', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    const api = serveRoutes({
      'GET /products/metadatas': ok(productMetadatas),
      'POST /admin/curations/preview': () => preview({}),
      'POST /admin/curations': {
        status: 400,
        body: {
          data: null,
          message: M.invalid,
          status: 400,
          errors: [{ path: 'title', message: M.title }],
        },
      },
    });
    await renderWithRouter(<ArticleScreen articleId={null} />, {
      entries: ['/admin/articles/new'],
    });
    await screen.findByRole('heading', { level: 1, name: '글쓰기' });
    fireEvent.input(field('주소 이름'), { target: { value: 'sunny-sill' } });
    fireEvent.input(field('제목'), { target: { value: '가'.repeat(41) } });
    fireEvent.input(field('글쓴이'), { target: { value: '초록 에디터' } });
    fireEvent.input(field('연결할 상품 번호'), { target: { value: '7, 8' } });
    fireEvent.input(field('표지에 그릴 식물 번호'), { target: { value: '7' } });
    fireEvent.input(field('표지 설명'), { target: { value: '창턱의 몬스테라' } });
    fireEvent.input(field('마크다운'), {
      target: { value: '## 창가 고르기\n\n::product{id=7}\n' },
    });

    // The preview is asked once the writer pauses, and drawn with the product's card.
    await screen.findByText('창가 고르기', {}, { timeout: 3_000 });
    expect(screen.getAllByText('몬스테라 델리시오사').length).toBeGreaterThan(0);
    const asked = api.calls.filter((call) => call.path.endsWith('/preview'));
    expect(asked.at(-1)?.body).toEqual({
      body: '## 창가 고르기\n\n::product{id=7}\n',
      products: [7, 8],
    });

    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText(M.title);
    const saved = api.calls.filter((call) => call.path === '/v1/admin/curations').map(sentOf);
    expect(saved).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/curations',
        body: {
          slug: 'sunny-sill',
          title: '가'.repeat(41),
          subtitle: '',
          category: 'BASICS',
          author: '초록 에디터',
          tags: [],
          products: [7, 8],
          cover: { products: [7], alt: '창턱의 몬스테라' },
          body: '## 창가 고르기\n\n::product{id=7}\n',
        },
      },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(field('제목')));
    expect(field('제목').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('발행', () => {
  it('publishes a draft now, then takes it down after the confirm', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    let current: AdminCuration = adminCuration();
    const api = serveRoutes({
      'GET /products/metadatas': ok(productMetadatas),
      'POST /admin/curations/preview': () => preview({}),
      'GET /admin/curations/9': () => ok(current),
      'POST /admin/curations/9/publish': () => {
        current = { ...current, state: 'PUBLISHED', publishedAt: '2026-11-27T04:00:00.000Z' };
        return ok(current);
      },
      'POST /admin/curations/9/unpublish': () => {
        current = { ...current, state: 'UNPUBLISHED', unpublishedAt: '2026-11-27T05:00:00.000Z' };
        return ok(current);
      },
    });
    await renderWithRouter(<ArticleScreen articleId="9" />, { entries: ['/admin/articles/9'] });
    await screen.findByRole('heading', { level: 1, name: '볕 드는 창턱' });
    expect(screen.getAllByText('임시저장').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: '지금 발행' }));
    await screen.findByText('발행했어요. 쇼핑몰 라이프에 보여요.');
    expect(screen.getByText('2026.11.27 13:00에 발행했어요')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.endsWith('/publish')).map(sentOf)).toEqual([
      { method: 'POST', path: '/v1/admin/curations/9/publish', body: {} },
    ]);

    fireEvent.click(screen.getByRole('button', { name: '내리기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '이 글을 내릴까요?' });
    expect(api.calls.some((call) => call.path.endsWith('/unpublish'))).toBe(false);
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === '내리기')!,
    );
    await screen.findByText('글을 내렸어요.');
    expect(api.calls.filter((call) => call.path.endsWith('/unpublish'))).toHaveLength(1);
  });
});

describe('예약', () => {
  it('schedules at a Seoul time, refusing one already past before sending', async () => {
    useAuthStore.getState().signIn('token', 'demo');
    let current: AdminCuration = adminCuration();
    const api = serveRoutes({
      'GET /products/metadatas': ok(productMetadatas),
      'POST /admin/curations/preview': () => preview({}),
      'GET /admin/curations/9': () => ok(current),
      'POST /admin/curations/9/publish': ({ body }) => {
        const at = (body as { at: string }).at;
        current = { ...current, state: 'SCHEDULED', publishedAt: at };
        return ok(current);
      },
    });
    await renderWithRouter(<ArticleScreen articleId="9" />, { entries: ['/admin/articles/9'] });
    await screen.findByRole('heading', { level: 1, name: '볕 드는 창턱' });
    fireEvent.click(screen.getByRole('button', { name: '예약' }));
    const dialog = await screen.findByRole('dialog', { name: '발행 예약' });
    const when = within(dialog).getByLabelText('발행 시각');
    fireEvent.input(when, { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '예약하기' }));
    await within(dialog).findByText('지금보다 뒤의 시각을 골라 주세요.');
    expect(api.calls.some((call) => call.path.endsWith('/publish'))).toBe(false);

    fireEvent.input(when, { target: { value: '2099-05-01T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '예약하기' }));
    await screen.findByText('발행을 예약했어요.');
    expect(api.calls.filter((call) => call.path.endsWith('/publish')).map(sentOf)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/curations/9/publish',
        body: { at: '2099-05-01T00:30:00.000Z' },
      },
    ]);
    expect(screen.getByText('2099.05.01 09:30에 발행돼요')).toBeTruthy();
  });
});
