import { describe, expect, it } from 'vitest';
import {
  applyLikeToggle,
  removeFromLikedPages,
  revertLikeToggle,
  setLikeState,
} from '@/lib/like-cache';

const review = (id: number, isLiked = false, likeCount = 3) => ({ id, isLiked, likeCount });
const infinite = (...pages: Array<ReturnType<typeof review>[]>) => ({
  pageParams: pages.map((_, i) => i + 1),
  pages: pages.map((data) => ({ data, _metadata: { total: 5, totalPage: pages.length } })),
});

describe('like cache', () => {
  it('flips every copy in lists, infinite pages and arrays, and leaves others untouched', () => {
    const data = infinite([review(1), review(2)], [review(3)]);
    const next = applyLikeToggle(data, 2, true);
    expect(next.pages[0]?.data[1]).toEqual({ id: 2, isLiked: true, likeCount: 4 });
    expect(next.pages[0]?.data[0]).toBe(data.pages[0]?.data[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(applyLikeToggle([review(9)], 9, true)).toEqual([review(9, true, 4)]);
  });

  it('returns the same data when the item is absent or already in that state', () => {
    const data = infinite([review(1, true)]);
    expect(applyLikeToggle(data, 7, true)).toBe(data);
    expect(applyLikeToggle(data, 1, true)).toBe(data);
  });

  it('reverts only copies still showing the toggle, never below zero', () => {
    const liked = applyLikeToggle({ data: [review(1, false, 0)] }, 1, true);
    expect(revertLikeToggle(liked, 1, true)).toEqual({ data: [review(1, false, 0)] });
    expect(applyLikeToggle({ data: [review(1, true, 0)] }, 1, false).data[0]?.likeCount).toBe(0);
  });

  it("takes the server's state everywhere", () => {
    expect(setLikeState({ data: review(1) }, 1, { isLiked: true, likeCount: 10 })).toEqual({
      data: { id: 1, isLiked: true, likeCount: 10 },
    });
  });

  it('removes an unliked item from a liked list and lowers the total', () => {
    const data = infinite([review(1, true), review(2, true)]);
    const next = removeFromLikedPages(data, 1);
    expect(next?.pages[0]?.data.map((r) => r.id)).toEqual([2]);
    expect(next?.pages[0]?._metadata.total).toBe(4);
    expect(removeFromLikedPages(data, 99)).toBe(data);
    expect(removeFromLikedPages(undefined, 1)).toBeUndefined();
  });
});
