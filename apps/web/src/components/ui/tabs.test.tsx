import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { renderWithI18n } from '@/test/render';

afterEach(cleanup);

function Harness() {
  const [active, setActive] = useState('all');
  const ids = [
    { id: 'all', label: '전체', count: 12345 },
    { id: 'review', label: '리뷰', count: 9999 },
    { id: 'qna', label: '문의' },
  ];
  return (
    <Tabs
      label="상품 정보"
      tabs={ids.map((tab) => ({
        ...tab,
        isActive: tab.id === active,
        onClick: () => setActive(tab.id),
      }))}
    />
  );
}

describe('Tabs', () => {
  it('is a tablist with selected state and formatted counts', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('tablist', { name: '상품 정보' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs[0]?.textContent).toContain('9,999+');
    expect(tabs[1]?.textContent).toContain('9,999');
    expect(tabs[1]?.textContent).not.toContain('9,999+');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('clicks and arrow keys select tabs, wrapping at the ends', () => {
    renderWithI18n(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: /리뷰/ }));
    expect(screen.getByRole('tab', { name: /리뷰/ }).getAttribute('aria-selected')).toBe('true');
    const review = screen.getByRole('tab', { name: /리뷰/ });
    review.focus();
    fireEvent.keyDown(review, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '문의' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '문의' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /전체/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '문의' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getByRole('tab', { name: /전체/ }).getAttribute('aria-selected')).toBe('true');
  });
});
