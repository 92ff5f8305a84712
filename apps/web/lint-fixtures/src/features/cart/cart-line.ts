import { liked } from '../likes/liked';

/** Breaks the rule: cart may not import likes. */
export const line = liked;
