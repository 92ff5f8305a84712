import { b } from './b';

/** Half of a cycle. */
export const a = (): number => b() + 1;
