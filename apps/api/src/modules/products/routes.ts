import { productsEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { sharedDetail, sharedList, sharedRecommendList } from './shared.ts';
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
  // The catalogue reads are shared (decision 0045): computed once per catalogue version for
  // everyone (viewerId null), a signed-in shopper's likes and alerts laid over them.
  route(
    app,
    productsEndpoints.listProducts,
    async ({ query, viewerId }) => listProducts(app.db, { list: 'all', query, userId: viewerId }),
    { shared: sharedList(app.db) },
  );
  route(
    app,
    productsEndpoints.listBestProducts,
    async ({ query, viewerId }) => listProducts(app.db, { list: 'best', query, userId: viewerId }),
    { shared: sharedList(app.db) },
  );
  route(
    app,
    productsEndpoints.listRecommendProducts,
    async ({ query, user, viewerId }) => {
      const { recommendMetadataIds, ...filters } = query;
      return listProducts(app.db, {
        list: 'recommend',
        query: filters,
        userId: viewerId,
        // Answers given in the request (a visitor's result page) win over saved ones; with neither
        // the order is popularity.
        answers: recommendMetadataIds ?? user?.recommendMetadataIds ?? [],
      });
    },
    { shared: sharedRecommendList(app.db) },
  );
  route(
    app,
    productsEndpoints.listNewProducts,
    async ({ query, viewerId }) => listProducts(app.db, { list: 'new', query, userId: viewerId }),
    { shared: sharedList(app.db) },
  );
  route(app, productsEndpoints.listProductMetadatas, async () => listMetadatas(app.db), {
    shared: {},
  });
  // Random: never kept.
  route(app, productsEndpoints.randomRecommendProducts, async ({ query, viewerId }) =>
    randomRecommendProducts(app.db, query.count, viewerId),
  );
  route(
    app,
    productsEndpoints.listLuxProducts,
    async ({ query, viewerId }) => listLuxProducts(app.db, query, viewerId),
    { shared: sharedList(app.db) },
  );
  route(
    app,
    productsEndpoints.getProduct,
    async ({ params, viewerId }) => getProduct(app.db, params.id, viewerId),
    { shared: sharedDetail(app.db) },
  );
  route(app, productsEndpoints.setRestockAlert, async ({ params, user }) =>
    setRestockAlert(app.db, user.id, params.id, true),
  );
  route(app, productsEndpoints.clearRestockAlert, async ({ params, user }) =>
    setRestockAlert(app.db, user.id, params.id, false),
  );
  await app.register(adminProductsRoutes);
}
