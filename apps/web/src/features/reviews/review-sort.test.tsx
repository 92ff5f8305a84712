import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/test/render';
import { ReviewSortControl } from '@/features/reviews/review-sort';
import { ReviewsSearch } from '@/features/reviews/search';
import { RouteSearchError } from '@/lib/search-params';

afterEach(cleanup);

describe('ReviewSortControl', () => {
  it('offers the five orders as radio buttons, the current one checked', () => {
    renderWithI18n(<ReviewSortControl value="RECOMMEND" onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: '리뷰 정렬' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '추천순',
      '최신순',
      '별점 높은순',
      '별점 낮은순',
      '사진 리뷰 먼저',
    ]);
    expect((screen.getByRole('radio', { name: '추천순' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reports the chosen order', () => {
    const onChange = vi.fn();
    renderWithI18n(<ReviewSortControl value="RECOMMEND" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '별점 낮은순' }));
    expect(onChange).toHaveBeenCalledWith('RATING_LOW');
  });

  it('shows the chosen order as selected', () => {
    renderWithI18n(<ReviewSortControl value="PHOTO" onChange={() => undefined} />);
    const photo = screen.getByRole('radio', { name: '사진 리뷰 먼저' }) as HTMLInputElement;
    expect(photo.checked).toBe(true);
    expect(photo.closest('label')?.className).toContain('bg-gray-100');
  });

  it('has English labels', () => {
    renderWithI18n(<ReviewSortControl value="LATEST" onChange={() => undefined} />, 'en');
    expect(screen.getByRole('radio', { name: 'Newest' })).toBeTruthy();
  });
});

describe('ReviewsSearch', () => {
  it('keeps a known order, and refuses anything else rather than sending it to the API', () => {
    expect(ReviewsSearch.parse({ sort: 'LATEST' })).toEqual({ sort: 'LATEST' });
    expect(() => ReviewsSearch.parse({ sort: 'NEWEST' })).toThrow(RouteSearchError);
    expect(ReviewsSearch.parse({})).toEqual({ sort: undefined });
  });
});
