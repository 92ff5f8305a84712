import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ProductMetadata } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { FilterBar } from '@/features/products/filter-bar';
import { groupMetadatas, toggleId } from '@/features/products/metadata-groups';
import { serveApi } from '@/test/api';

const meta = (id: number, kind: ProductMetadata['kind'], name: string, sortOrder = id) => ({
  id,
  kind,
  name,
  description: '',
  sortOrder,
});

const METADATAS: ProductMetadata[] = [
  meta(21, 'TAG', '공기정화', 2),
  meta(20, 'TAG', '초보자용', 1),
  meta(2, 'GROW_PLACE', '베란다', 2),
  meta(1, 'GROW_PLACE', '거실', 1),
  meta(10, 'SUNLIGHT', '밝은 그늘'),
];

beforeAll(() => {
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
beforeEach(() => {
  serveApi(() => ({ status: 200, body: { data: METADATAS, message: '', status: 200 } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial = [] as number[], onChange = vi.fn() }) {
  const [selected, setSelected] = useState(initial);
  return (
    <FilterBar
      selected={selected}
      total={12}
      onChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

describe('metadata groups', () => {
  it('orders kinds as the questions, tags last, options by sortOrder', () => {
    expect(groupMetadatas(METADATAS).map((g) => [g.kind, g.options.map((o) => o.name)])).toEqual([
      ['GROW_PLACE', ['거실', '베란다']],
      ['SUNLIGHT', ['밝은 그늘']],
      ['TAG', ['초보자용', '공기정화']],
    ]);
    expect(toggleId([3, 1], 2)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });
});

describe('FilterBar', () => {
  it('offers the tags as one-tap chips and puts chosen options first', async () => {
    const onChange = vi.fn();
    await renderWithRouter(<Harness initial={[2]} onChange={onChange} />);
    const bar = await screen.findByRole('group', { name: '상품 필터' });
    const chips = within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toEqual(['필터11개 선택됨', '베란다', '초보자용', '공기정화']);
    expect(within(bar).getByRole('button', { name: '베란다' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(bar).getByRole('button', { name: '초보자용' }));
    expect(onChange).toHaveBeenLastCalledWith([2, 20]);
    expect(within(bar).getByRole('button', { name: '초보자용' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('opens a sheet with every option by question, and resets', async () => {
    const onChange = vi.fn();
    await renderWithRouter(<Harness initial={[1, 10]} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: /^필터/ }));
    const sheet = await screen.findByRole('dialog', { name: '필터' });
    for (const heading of ['키울 곳', '햇빛', '특징'])
      expect(within(sheet).getByRole('heading', { name: heading })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '베란다' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 10]);
    expect(within(sheet).getByRole('button', { name: '상품 12개 보기' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '초기화' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
