import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { renderWithI18n } from '@/test/render';

beforeAll(() => {
  // vaul reads media queries and pointer capture that jsdom lacks.
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
afterEach(cleanup);

function Harness({
  snapPoints,
  dismissible,
  onChange,
}: {
  snapPoints?: number[];
  dismissible?: boolean;
  onChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>state: {open ? 'open' : 'closed'}</p>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onChange?.(next);
        }}
        title="회원 탈퇴"
        description="탈퇴하면 정보가 지워져요."
        snapPoints={snapPoints}
        dismissible={dismissible}
      >
        <button type="button" onClick={() => setOpen(false)}>
          취소
        </button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a named, described dialog', () => {
    renderWithI18n(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('탈퇴하면 정보가 지워져요.')).toBeTruthy();
  });

  it('the handle is a keyboard-usable button that closes a dismissible sheet without snap points', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const handle = screen.getByRole('button', { name: '시트 크기 바꾸기' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('tapping the handle advances through the snap points and closes at the last', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness snapPoints={[0.4, 0.7, 1]} onChange={onChange} />);
    const handle = screen.getByRole('button', { name: '시트 크기 바꾸기' });
    act(() => handle.click());
    act(() => handle.click());
    expect(onChange).not.toHaveBeenCalled();
    act(() => handle.click());
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('a sheet that is not dismissible stays at its last snap point', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness snapPoints={[0.5, 1]} dismissible={false} onChange={onChange} />);
    const handle = screen.getByRole('button', { name: '시트 크기 바꾸기' });
    act(() => handle.click());
    act(() => handle.click());
    act(() => handle.click());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('state: open')).toBeTruthy();
  });
});
