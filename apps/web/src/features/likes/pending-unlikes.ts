import { useMutationState, type Mutation } from '@tanstack/react-query';
import { productsKey } from '@/lib/query-keys';

interface LikeToggle {
  productId: number;
  like: boolean;
  failed: boolean;
  submittedAt: number;
}

/**
 * Products to leave out of the liked list: those whose latest like toggle is an unlike that has
 * not failed (under way, or done and the refetched list is on its way). A failed unlike brings the
 * product back; a later like (on its detail page) does too.
 */
export function hiddenProductIds(toggles: LikeToggle[]): Set<number> {
  const latest = new Map<number, LikeToggle>();
  for (const toggle of toggles) {
    const seen = latest.get(toggle.productId);
    if (!seen || toggle.submittedAt >= seen.submittedAt) latest.set(toggle.productId, toggle);
  }
  return new Set([...latest.values()].filter((t) => !t.like && !t.failed).map((t) => t.productId));
}

function toToggle(mutation: Mutation<unknown, Error, unknown, unknown>): LikeToggle | null {
  const productId = mutation.options.mutationKey?.[2];
  const like = mutation.state.variables;
  if (typeof productId !== 'number' || typeof like !== 'boolean') return null;
  return {
    productId,
    like,
    failed: mutation.state.status === 'error',
    submittedAt: mutation.state.submittedAt,
  };
}

/**
 * The product like toggles (features/products' `useProductLike`, whichever heart was pressed)
 * that take a product off the liked list right now: unlike in place, without touching the heart.
 */
export function usePendingUnlikes(): Set<number> {
  const toggles = useMutationState({
    filters: { mutationKey: [...productsKey, 'like'] },
    select: toToggle,
  });
  return hiddenProductIds(toggles.filter((t): t is LikeToggle => t !== null));
}
