import { cartEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  addCartLine,
  readCart,
  removeCartLines,
  selectCartLines,
  updateCartLine,
} from './service.ts';

/** The signed-in user's cart: every call answers with the whole cart as it is after it. */
export default async function cartRoutes(app: FastifyInstance) {
  route(app, cartEndpoints.getCart, async ({ user }) => readCart(app.db, user.id));
  route(app, cartEndpoints.addCartLine, async ({ user, body }) =>
    addCartLine(app.db, user.id, body),
  );
  route(app, cartEndpoints.updateCartLine, async ({ user, params, body }) =>
    updateCartLine(app.db, user.id, params.id, body),
  );
  route(app, cartEndpoints.removeCartLines, async ({ user, body }) =>
    removeCartLines(app.db, user.id, body.lineIds),
  );
  route(app, cartEndpoints.selectCartLines, async ({ user, body }) =>
    selectCartLines(app.db, user.id, body),
  );
}
