import { shared } from '../../lib/shared';

export const usesShared = shared;
