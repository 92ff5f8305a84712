import { reviews } from '@chorok/db';
import { isNull } from 'drizzle-orm';

/**
 * The reviews the shop shows: those no operator has hidden (decision 0043). Every shop read of
 * reviews (a product's list and rating summary, liked reviews) keeps to these, and the product's
 * review_count and rating_sum count only these: whatever hides, shows, edits or deletes a review
 * moves them in the same transaction. Its author still sees a hidden one in 리뷰 관리.
 */
export const shownReview = isNull(reviews.hiddenAt);
