import { productsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import adminProductsRoutes from './admin-routes.ts';
import { setRestockAlert } from './restock.ts';
import {
  getProduct,
  listLuxProducts,
  listMetadatas,
  listProducts,
  randomRecommendProducts,
} from './service.ts';

export default async function productsRoutes(app: FastifyInstance) {
  const userIdOf = (user: { id: number } | null) => user?.id ?? null;

  route(app, productsEndpoints.listProducts, async ({ query, user }) =>
    listProducts(app.db, { list: 'all', query, userId: userIdOf(user) }),
  );
  route(app, productsEndpoints.listBestProducts, async ({ query, user }) =>
    listProducts(app.db, { list: 'best', query, userId: userIdOf(user) }),
  );
  route(app, productsEndpoints.listRecommendProducts, async ({ query, user }) => {
    const { recommendMetadataIds, ...filters } = query;
    return listProducts(app.db, {
      list: 'recommend',
      query: filters,
      userId: userIdOf(user),
      // Answers given in the request (a visitor's result page) win over saved ones; with neither
      // the order is popularity.
      answers: recommendMetadataIds ?? user?.recommendMetadataIds ?? [],
    });
  });
  route(app, productsEndpoints.listNewProducts, async ({ query, user }) =>
    listProducts(app.db, { list: 'new', query, userId: userIdOf(user) }),
  );
  route(app, productsEndpoints.listProductMetadatas, async () => listMetadatas(app.db));
  route(app, productsEndpoints.randomRecommendProducts, async ({ query, user }) =>
    randomRecommendProducts(app.db, query.count, userIdOf(user)),
  );
  route(app, productsEndpoints.listLuxProducts, async ({ query, user }) =>
    listLuxProducts(app.db, query, userIdOf(user)),
  );
  route(app, productsEndpoints.getProduct, async ({ params, user }) =>
    getProduct(app.db, params.id, userIdOf(user)),
  );
  route(app, productsEndpoints.setRestockAlert, async ({ params, user }) =>
    setRestockAlert(app.db, user.id, params.id, true),
  );
  route(app, productsEndpoints.clearRestockAlert, async ({ params, user }) =>
    setRestockAlert(app.db, user.id, params.id, false),
  );
  await app.register(adminProductsRoutes);
}
