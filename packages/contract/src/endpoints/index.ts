import { addressesEndpoints } from './addresses.ts';
import { adminEndpoints } from './admin.ts';
import { adminBenefitsEndpoints } from './admin-benefits.ts';
import { consoleEndpoints } from './console.ts';
import { consoleClaimsEndpoints } from './console-claims.ts';
import { consoleDashboardEndpoints } from './console-dashboard.ts';
import { consoleProductsEndpoints } from './console-products.ts';
import { consoleCurationsEndpoints } from './console-curations.ts';
import { cartEndpoints } from './cart.ts';
import { claimsEndpoints } from './claims.ts';
import { ordersEndpoints } from './orders.ts';
import { plantsEndpoints } from './plants.ts';
import { plantJournalEndpoints } from './plant-journal.ts';
import { plantCareEndpoints } from './plant-care.ts';
import { notificationsEndpoints } from './notifications.ts';
import { authEndpoints } from './auth.ts';
import { systemEndpoints } from './system.ts';
import { productsEndpoints } from './products.ts';
import { reviewsEndpoints } from './reviews.ts';
import { usersEndpoints } from './users.ts';
import { curationsEndpoints } from './curations.ts';
import { aiRecommendEndpoints } from './ai-recommend.ts';
import { accountsEndpoints } from './accounts.ts';
import { benefitsEndpoints } from './benefits.ts';
import { speciesEndpoints } from './species.ts';

/**
 * Every endpoint of the API. The server registers exactly this list. The web app imports the
 * area objects it calls instead (usersEndpoints, …): this object would put every endpoint's
 * schemas into whichever chunk first uses it — the start-up bundle.
 */
export const endpoints = {
  ...systemEndpoints,
  ...adminEndpoints,
  ...consoleEndpoints,
  ...consoleProductsEndpoints,
  ...consoleCurationsEndpoints,
  ...consoleClaimsEndpoints,
  ...consoleDashboardEndpoints,
  ...adminBenefitsEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...productsEndpoints,
  ...reviewsEndpoints,
  ...addressesEndpoints,
  ...cartEndpoints,
  ...ordersEndpoints,
  ...claimsEndpoints,
  ...plantsEndpoints,
  ...plantJournalEndpoints,
  ...plantCareEndpoints,
  ...notificationsEndpoints,
  ...curationsEndpoints,
  ...aiRecommendEndpoints,
  ...accountsEndpoints,
  ...benefitsEndpoints,
  ...speciesEndpoints,
} as const;
export type Endpoints = typeof endpoints;
