import { authEndpoints } from './auth.ts';
import { systemEndpoints } from './system.ts';
import { productsEndpoints } from './products.ts';
import { reviewsEndpoints } from './reviews.ts';
import { usersEndpoints } from './users.ts';

/** Every endpoint of the API. The server registers exactly this list. */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...productsEndpoints,
  ...reviewsEndpoints,
} as const;
export type Endpoints = typeof endpoints;
