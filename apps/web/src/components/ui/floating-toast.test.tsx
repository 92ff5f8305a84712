import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { showFloatingToast } from '@/components/ui/floating-toast';

describe('showFloatingToast', () => {
  it('shows the message in a polite live region that was on the page before it', async () => {
    expect(document.querySelector('[role="status"]')).toBeNull();
    await act(async () => showFloatingToast('로그아웃했어요'));
    const regions = document.querySelectorAll('[role="status"]');
    expect(regions).toHaveLength(1);
    expect(regions[0]?.getAttribute('aria-live')).toBe('polite');
    expect(regions[0]?.textContent).toBe('로그아웃했어요');
    // A second message reuses the same region.
    await act(async () => showFloatingToast('다시 한 번'));
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('다시 한 번');
  });
});
