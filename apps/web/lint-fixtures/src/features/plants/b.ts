import { a } from './a';

/** The other half. */
export const b = (): number => a() - 1;
