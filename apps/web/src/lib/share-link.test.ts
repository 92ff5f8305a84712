import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from '@/lib/share-link';

const target = { title: '초보자를 위한 물 주기', url: 'https://chorok.kr/life/detail/5' };
const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });

afterEach(() => vi.restoreAllMocks());

describe('shareLink', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(target, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the reader closes the sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.reject(abort()));
    expect(await shareLink(target, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a sheet, or when the sheet fails otherwise', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(target, { clipboard: { writeText } })).toBe('copied');
    const share = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    expect(await shareLink(target, { share, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith(target.url);
  });

  it('falls back to a selected text field, and says when nothing could copy', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await shareLink(target, { clipboard: { writeText } })).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    execCommand.mockReturnValue(false);
    expect(await shareLink(target, {})).toBe('failed');
  });
});
