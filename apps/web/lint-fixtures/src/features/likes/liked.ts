export const liked = 1;
