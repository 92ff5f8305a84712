import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppConfig } from '@chorok/contract';
import { renderWithI18n } from '@/test/render';
import { PhotoViewer, type ViewerPhoto } from '@/features/reviews/photo-viewer';

afterEach(cleanup);

const photos: ViewerPhoto[] = [1, 2, 3].map((n) => ({
  image: { url: `/images/reviews/${n}.png`, width: 800, height: 800, alt: `사진 ${n}` },
  caption: '김*록',
}));

function Harness() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        사진 열기
      </button>
      <PhotoViewer
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}

/** The viewer builds its URLs with the image hosts of app-config, here none configured. */
function WithHosts() {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<AppConfig>(['app-config'], {
      demoSignIn: true,
      providers: { kakao: false, naver: false, apple: false },
      supportEmail: 'help@chorok.kr',
      images: { assetHost: null, cdnHost: null },
    });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>
  );
}

describe('PhotoViewer', () => {
  it('opens as a modal dialog on the chosen photo with focus on close', () => {
    renderWithI18n(<WithHosts />);
    const opener = screen.getByRole('button', { name: '사진 열기' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '사진 2 / 3' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '사진 닫기' }));
    expect(screen.getByRole('img', { name: '사진 2' })).toBeTruthy();
    // The page behind is inert while the viewer is open.
    expect(opener.closest('[inert]')).not.toBeNull();
  });

  it('moves with the arrow keys and the buttons, and stops at the ends', () => {
    renderWithI18n(<WithHosts />);
    fireEvent.click(screen.getByRole('button', { name: '사진 열기' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: '사진 3 / 3' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '다음 사진' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: '사진 3 / 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: '사진 1 / 3' })).toBeTruthy();
  });

  it('turns the page on a horizontal swipe', () => {
    renderWithI18n(<WithHosts />);
    fireEvent.click(screen.getByRole('button', { name: '사진 열기' }));
    const stage = screen.getByRole('img', { name: '사진 2' }).parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 400 });
    fireEvent.pointerUp(stage, { clientX: 120, clientY: 410 });
    expect(screen.getByRole('dialog', { name: '사진 3 / 3' })).toBeTruthy();
  });

  it('keeps Tab inside and gives focus back on Escape', () => {
    renderWithI18n(<WithHosts />);
    const opener = screen.getByRole('button', { name: '사진 열기' });
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: '사진 닫기' });
    const next = screen.getByRole('button', { name: '다음 사진' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.closest('[inert]')).toBeNull();
  });
});
