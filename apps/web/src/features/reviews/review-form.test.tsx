import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, REVIEW_WRITE, type Review } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { review } from '@/test/fixtures/product-detail';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { ReviewForm } from '@/features/reviews/review-form';
import { photoProblem, photoTypeOf } from '@/features/reviews/write-queries';
import { body, errorBody } from '@/test/fixtures/envelope';
import { type ApiRequest, serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

let photoId = 700;
const uploaded = () => {
  photoId += 1;
  return { id: photoId, url: `/images/reviews/${photoId}.webp`, width: 800, height: 800, alt: '' };
};

function reviewApi(extra?: (call: ApiRequest) => { status: number; body: unknown } | undefined) {
  return serveApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === '/v1/reviews/photos') return { status: 201, body: body(uploaded(), 201) };
    if (call.path === '/v1/reviews' && call.method === 'POST')
      return { status: 201, body: body(review({ id: 555 }), 201) };
    return undefined;
  });
}

async function renderForm(fetch = reviewApi()) {
  const onDone = vi.fn<(review: Review) => void>();
  const result = await renderWithRouter(<ReviewForm orderProductId={3} onDone={onDone} />, {
    entries: ['/order/41/review/3'],
    queryClient: signedInClient(),
  });
  return { ...result, onDone, fetch };
}

function jpeg(name: string, size = 2048) {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const choose = (container: HTMLElement, files: File[]) =>
  fireEvent.change(fileInput(container), { target: { files } });

const submit = () => fireEvent.click(screen.getByRole('button', { name: '리뷰 등록하기' }));

describe('ReviewForm', () => {
  it('needs a rating and 10 to 1,000 characters before it sends anything', async () => {
    const { fetch, onDone } = await renderForm();
    submit();
    expect(screen.getByText('별점을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('리뷰는 10자 이상 써 주세요. 10자 더 필요해요.')).toBeTruthy();
    // Focus goes to the first problem: the stars.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1점, 별로예요' }));

    fireEvent.click(screen.getByRole('radio', { name: '4점, 좋아요' }));
    expect(screen.getByText('좋아요')).toBeTruthy();
    const text = screen.getByRole('textbox', { name: '어떤 점이 좋았나요?' });
    // Spaces around the text do not count, as on the server.
    fireEvent.input(text, { target: { value: '  잎이 예뻐요 좋아  ' } });
    expect(screen.getByText('9 / 1,000')).toBeTruthy();
    submit();
    expect(screen.getByText('리뷰는 10자 이상 써 주세요. 1자 더 필요해요.')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);

    fireEvent.input(text, { target: { value: 'ㄱ'.repeat(REVIEW_WRITE.contentMax + 1) } });
    submit();
    expect(screen.getByText('리뷰는 1,000자까지 쓸 수 있어요.')).toBeTruthy();
    expect(fetch.calls.filter((c) => c.path === '/v1/reviews')).toHaveLength(0);

    fireEvent.input(text, { target: { value: '  잎이 크고 포장이 꼼꼼했어요!  ' } });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetch.calls.find((c) => c.path === '/v1/reviews')?.body).toEqual({
      orderProductId: 3,
      rating: 4,
      content: '잎이 크고 포장이 꼼꼼했어요!',
      photoIds: [],
    });
    expect(onDone.mock.calls[0]?.[0].id).toBe(555);
  });

  it('uploads each photo as the raw body with its type, then sends their ids', async () => {
    // Each photo's id by its type: the two uploads run at once and may be answered in any order.
    const ids: Record<string, number> = { 'image/jpeg': 801, 'image/png': 802 };
    const photoOf = (type: string) => ({ ...uploaded(), id: ids[type] ?? 0 });
    const { container, fetch, onDone } = await renderForm(
      reviewApi((call) =>
        call.path === '/v1/reviews/photos'
          ? { status: 201, body: body(photoOf(call.headers['content-type'] ?? ''), 201) }
          : undefined,
      ),
    );
    const first = jpeg('leaf.jpg');
    const second = new File([new Uint8Array([0x89, 0x50])], 'pot.png', { type: 'image/png' });
    choose(container, [first, second]);
    await waitFor(() => expect(screen.queryByText('사진 1 올리는 중')).toBeNull());
    await waitFor(() => expect(screen.queryByText('사진 2 올리는 중')).toBeNull());
    const uploads = fetch.calls.filter((c) => c.path === '/v1/reviews/photos');
    expect(uploads).toHaveLength(2);
    const byType = (type: string) => uploads.find((c) => c.headers['content-type'] === type);
    // The file's own bytes, as they are, with its type.
    const bytes = async (blob: unknown) => new Uint8Array(await (blob as Blob).arrayBuffer());
    expect(await bytes(byType('image/jpeg')?.body)).toEqual(await bytes(first));
    expect(await bytes(byType('image/png')?.body)).toEqual(await bytes(second));
    expect(uploads.every((c) => c.method === 'POST')).toBe(true);
    expect(uploads.every((c) => c.headers.authorization === 'Bearer token')).toBe(true);
    expect(screen.getByRole('img', { name: '첨부한 사진 1' }).getAttribute('src')).toContain(
      '/images/reviews/',
    );

    fireEvent.click(screen.getByRole('radio', { name: '5점, 최고예요' }));
    fireEvent.input(screen.getByRole('textbox'), {
      target: { value: '사진처럼 싱싱하게 도착했어요.' },
    });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = fetch.calls.find((c) => c.path === '/v1/reviews')?.body as { photoIds: number[] };
    expect(sent.photoIds).toEqual([801, 802]);
  });

  it('refuses files that are too large or not pictures before uploading, and a sixth photo', async () => {
    const { container, fetch } = await renderForm();
    choose(container, [
      jpeg('huge.jpg', REVIEW_WRITE.photoMaxBytes + 1),
      new File(['hello'], 'note.txt', { type: 'text/plain' }),
    ]);
    const problems = screen.getByRole('alert');
    expect(within(problems).getByText('huge.jpg: 사진은 10MB 이하만 올릴 수 있어요.')).toBeTruthy();
    expect(
      within(problems).getByText('note.txt: JPEG, PNG, WebP, AVIF, HEIC 사진만 올릴 수 있어요.'),
    ).toBeTruthy();
    expect(fetch.calls.filter((c) => c.path === '/v1/reviews/photos')).toHaveLength(0);

    choose(
      container,
      [1, 2, 3, 4, 5, 6].map((n) => jpeg(`p${n}.jpg`)),
    );
    expect(screen.getByText('사진은 5장까지 올릴 수 있어요.')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.path === '/v1/reviews/photos')).toHaveLength(5),
    );
    expect(screen.getByText('5/5')).toBeTruthy();
    expect(fileInput(container).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '사진 3 빼기' }));
    expect(screen.getByText('4/5')).toBeTruthy();
    expect(fileInput(container).disabled).toBe(false);
  });

  it('lets a failed upload be retried, and holds the review until it is', async () => {
    let failUploads = true;
    const { container, fetch, onDone } = await renderForm(
      reviewApi((call) =>
        call.path === '/v1/reviews/photos' && failUploads
          ? { status: 415, body: errorBody(MESSAGES.photoType, 415) }
          : undefined,
      ),
    );
    choose(container, [jpeg('leaf.jpg')]);
    expect(
      await screen.findByText(`사진 1을 올리지 못했어요 · ${MESSAGES.photoType}`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5점, 최고예요' }));
    fireEvent.input(screen.getByRole('textbox'), {
      target: { value: '사진처럼 싱싱하게 도착했어요.' },
    });
    submit();
    expect(screen.getByText('올리지 못한 사진을 다시 올리거나 빼 주세요.')).toBeTruthy();
    expect(fetch.calls.filter((c) => c.path === '/v1/reviews')).toHaveLength(0);

    failUploads = false;
    fireEvent.click(screen.getByRole('button', { name: '사진 1 다시 올리기' }));
    await waitFor(() => expect(screen.queryByText('사진 1 올리는 중')).toBeNull());
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetch.calls.filter((c) => c.path === '/v1/reviews/photos')).toHaveLength(2);
  });

  it("shows the server's refusal in Korean", async () => {
    await renderForm(
      reviewApi((call) =>
        call.path === '/v1/reviews'
          ? { status: 409, body: errorBody(MESSAGES.reviewExists, 409) }
          : undefined,
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: '3점, 괜찮아요' }));
    fireEvent.input(screen.getByRole('textbox'), {
      target: { value: '무난하게 잘 자라고 있어요.' },
    });
    submit();
    expect(await screen.findByText(MESSAGES.reviewExists)).toBeTruthy();
  });
});

describe('photo checks', () => {
  it('takes the server’s image types, and HEIC pictures a browser left untyped', () => {
    expect(photoTypeOf(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe('image/webp');
    expect(photoTypeOf(new File(['x'], 'IMG_0001.HEIC', { type: '' }))).toBe('image/heic');
    expect(photoTypeOf(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBeNull();
    expect(photoProblem(jpeg('ok.jpg', REVIEW_WRITE.photoMaxBytes))).toBeNull();
    expect(photoProblem(jpeg('big.jpg', REVIEW_WRITE.photoMaxBytes + 1))).toBe('size');
  });
});
