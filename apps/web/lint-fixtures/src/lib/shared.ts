export const shared = 1;
