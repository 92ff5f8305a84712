import { consoleProductsEndpoints as e } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { admitOperator, route } from '../../lib/route.ts';
import { acceptPhotoBodies } from '../reviews/photo-upload-route.ts';
import { PhotoUploads } from '../reviews/photos.ts';
import {
  addProductPhoto,
  deleteProductPhoto,
  describeProductPhoto,
  orderProductPhotos,
} from './admin-photos.ts';
import { getAdminProduct, listAdminProducts } from './admin-read.ts';
import { adjustStock, stockHistory } from './admin-stock.ts';
import { createProduct, updateProduct } from './admin-write.ts';

/** The console's products and stock (decision 0043). */
export default async function adminProductsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, notify: app.notify, log: app.log };
  route(app, e.adminProducts, async ({ query }) => listAdminProducts(app.db, query));
  route(app, e.adminProduct, async ({ params }) => getAdminProduct(app.db, params.id));
  route(app, e.adminCreateProduct, async ({ body, operator }) =>
    createProduct(app.db, operator, body),
  );
  route(app, e.adminUpdateProduct, async ({ params, body, operator }) =>
    updateProduct(deps, operator, params.id, body),
  );
  route(app, e.adminOrderProductPhotos, async ({ params, body, operator }) =>
    orderProductPhotos(app.db, operator, params.id, body.photoIds),
  );
  route(app, e.adminUpdateProductPhoto, async ({ params, body, operator }) =>
    describeProductPhoto(app.db, operator, params.id, params.photoId, body.alt),
  );
  route(app, e.adminDeleteProductPhoto, async ({ params, operator }) =>
    deleteProductPhoto(app.db, operator, params.id, params.photoId),
  );
  route(app, e.adminAdjustStock, async ({ params, body, operator }) =>
    adjustStock(deps, operator, params.id, body),
  );
  route(app, e.adminStockHistory, async ({ params, query }) =>
    stockHistory(app.db, params.id, query),
  );
  // The upload takes the photo's bytes as its body, in a scope of its own.
  await app.register(async (scope) => {
    const uploads = new PhotoUploads({ db: scope.db, log: scope.log });
    acceptPhotoBodies(scope, (request) => admitOperator(scope, request, 'operator'));
    route(scope, e.adminUploadProductPhoto, async ({ params, query, request, operator }) =>
      addProductPhoto({ db: scope.db, uploads }, operator, params.id, request.body, query.alt),
    );
  });
}
