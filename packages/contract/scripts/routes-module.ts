import { format, resolveConfig } from 'prettier';
import { addressesEndpoints } from '../src/endpoints/addresses.ts';
import { authEndpoints } from '../src/endpoints/auth.ts';
import { cartEndpoints } from '../src/endpoints/cart.ts';
import { ordersEndpoints } from '../src/endpoints/orders.ts';
import { productsEndpoints } from '../src/endpoints/products.ts';
import { reviewsEndpoints } from '../src/endpoints/reviews.ts';
import { systemEndpoints } from '../src/endpoints/system.ts';
import { usersEndpoints } from '../src/endpoints/users.ts';
import type { Endpoint } from '../src/endpoint.ts';
import { routeOf } from '../src/route.ts';

/** The areas the web app calls, by module; the operator's admin endpoints are not among them. */
const AREAS: Record<string, Record<string, Record<string, Endpoint>>> = {
  addresses: { addressesEndpoints },
  auth: { authEndpoints },
  cart: { cartEndpoints },
  orders: { ordersEndpoints },
  products: { productsEndpoints },
  reviews: { reviewsEndpoints },
  system: { systemEndpoints },
  users: { usersEndpoints },
};

export const ROUTES_FILE = new URL('../src/routes.gen.ts', import.meta.url);

/** The source of src/routes.gen.ts: every endpoint of AREAS as its route, formatted. */
export async function renderRoutesModule(): Promise<string> {
  const lines = [
    '// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.',
    '// The browser calls the API through these: addresses without schemas (decision 0008).',
    "import type { RoutesOf } from './route.ts';",
  ];
  const bodies: string[] = [];
  for (const [module, exports] of Object.entries(AREAS)) {
    for (const [name, area] of Object.entries(exports)) {
      lines.push(`import type { ${name} } from './endpoints/${module}.ts';`);
      const routeName = name.replace(/Endpoints$/, 'Routes');
      const entries = Object.entries(area).map(
        ([key, endpoint]) => `  ${key}: ${JSON.stringify(routeOf(endpoint))},`,
      );
      bodies.push(
        `export const ${routeName}: RoutesOf<typeof ${name}> = {\n${entries.join('\n')}\n};`,
      );
    }
  }
  const source = `${lines.join('\n')}\n\n${bodies.join('\n\n')}\n`;
  const filepath = ROUTES_FILE.pathname;
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}
