import { format, resolveConfig } from 'prettier';
import { accountsEndpoints } from '../src/endpoints/accounts.ts';
import { adminBenefitsEndpoints } from '../src/endpoints/admin-benefits.ts';
import { addressesEndpoints } from '../src/endpoints/addresses.ts';
import { benefitsEndpoints } from '../src/endpoints/benefits.ts';
import { authEndpoints } from '../src/endpoints/auth.ts';
import { aiRecommendEndpoints } from '../src/endpoints/ai-recommend.ts';
import { cartEndpoints } from '../src/endpoints/cart.ts';
import { claimsEndpoints } from '../src/endpoints/claims.ts';
import { consoleEndpoints } from '../src/endpoints/console.ts';
import { consoleClaimsEndpoints } from '../src/endpoints/console-claims.ts';
import { consoleDashboardEndpoints } from '../src/endpoints/console-dashboard.ts';
import { consoleProductsEndpoints } from '../src/endpoints/console-products.ts';
import { consoleCurationsEndpoints } from '../src/endpoints/console-curations.ts';
import { curationsEndpoints } from '../src/endpoints/curations.ts';
import { ordersEndpoints } from '../src/endpoints/orders.ts';
import { plantsEndpoints } from '../src/endpoints/plants.ts';
import { plantJournalEndpoints } from '../src/endpoints/plant-journal.ts';
import { plantCareEndpoints } from '../src/endpoints/plant-care.ts';
import { notificationsEndpoints } from '../src/endpoints/notifications.ts';
import { productsEndpoints } from '../src/endpoints/products.ts';
import { reviewsEndpoints } from '../src/endpoints/reviews.ts';
import { speciesEndpoints } from '../src/endpoints/species.ts';
import { systemEndpoints } from '../src/endpoints/system.ts';
import { usersEndpoints } from '../src/endpoints/users.ts';
import type { Endpoint } from '../src/endpoint.ts';
import { routeOf } from '../src/route.ts';

/**
 * The areas the web app calls, by module; the CLI's admin endpoints are not among them. `console`
 * is imported only by the console's own chunk (decision 0043).
 */
const AREAS: Record<string, Record<string, Record<string, Endpoint>>> = {
  accounts: { accountsEndpoints },
  addresses: { addressesEndpoints },
  'ai-recommend': { aiRecommendEndpoints },
  curations: { curationsEndpoints },
  auth: { authEndpoints },
  benefits: { benefitsEndpoints },
  cart: { cartEndpoints },
  claims: { claimsEndpoints },
  console: {
    consoleEndpoints,
    consoleProductsEndpoints,
    consoleCurationsEndpoints,
    consoleClaimsEndpoints,
    consoleDashboardEndpoints,
    adminBenefitsEndpoints,
  },
  orders: { ordersEndpoints },
  plants: { plantsEndpoints },
  'plant-journal': { plantJournalEndpoints },
  'plant-care': { plantCareEndpoints },
  notifications: { notificationsEndpoints },
  products: { productsEndpoints },
  reviews: { reviewsEndpoints },
  species: { speciesEndpoints },
  system: { systemEndpoints },
  users: { usersEndpoints },
};

/** Areas declared in a file of their own, not src/endpoints/<module>.ts. */
const DECLARED_IN: Record<string, string> = {
  consoleProductsEndpoints: 'console-products',
  consoleCurationsEndpoints: 'console-curations',
  consoleClaimsEndpoints: 'console-claims',
  consoleDashboardEndpoints: 'console-dashboard',
  adminBenefitsEndpoints: 'admin-benefits',
};

export const ROUTES_FILE = new URL('../src/routes.gen.ts', import.meta.url);
const AREA_DIR = new URL('../src/routes/', import.meta.url);

const HEADER = [
  '// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.',
  '// The browser calls the API through these: addresses without schemas (decision 0008).',
];

async function formatted(source: string, file: URL): Promise<string> {
  const filepath = file.pathname;
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

/**
 * Every generated file, by URL: one module per area (src/routes/<area>.gen.ts) and the
 * src/routes.gen.ts barrel. One module per area because a module lands in one chunk whole: in a
 * single module, the routes that only lazy screens call (cart, orders, …) rode in every page's
 * first load with the routes the start-up needs.
 */
export async function renderRouteModules(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const barrel = [...HEADER];
  for (const [module, exports] of Object.entries(AREAS)) {
    const imports: string[] = [];
    const declarations: string[] = [];
    const routeNames: string[] = [];
    for (const [name, area] of Object.entries(exports)) {
      const routeName = name.replace(/Endpoints$/, 'Routes');
      const entries = Object.entries(area).map(
        ([key, endpoint]) => `  ${key}: ${JSON.stringify(routeOf(endpoint))},`,
      );
      imports.push(
        `import type { ${name} } from '../endpoints/${DECLARED_IN[name] ?? module}.ts';`,
      );
      declarations.push(
        '',
        `export const ${routeName}: RoutesOf<typeof ${name}> = {\n${entries.join('\n')}\n};`,
      );
      routeNames.push(routeName);
    }
    const file = new URL(`${module}.gen.ts`, AREA_DIR);
    const source = [
      ...HEADER,
      "import type { RoutesOf } from '../route.ts';",
      ...imports,
      ...declarations,
      '',
    ].join('\n');
    files.set(file.href, await formatted(source, file));
    barrel.push(`export { ${routeNames.join(', ')} } from './routes/${module}.gen.ts';`);
  }
  files.set(ROUTES_FILE.href, await formatted(`${barrel.join('\n')}\n`, ROUTES_FILE));
  return files;
}
