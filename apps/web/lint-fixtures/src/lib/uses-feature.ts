import { liked } from '../features/likes/liked';

/** Breaks the rule: shared code may not import a feature. */
export const usesFeature = liked;
