import { usersEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  nicknameTakenByOther,
  saveDeviceInfo,
  saveRecommendMetadatas,
  toUser,
  updateUser,
} from './service.ts';

export default async function usersRoutes(app: FastifyInstance) {
  // authenticate() already loaded the row: /users/me costs no query of its own.
  route(app, usersEndpoints.getMe, async ({ user }) => toUser(user));

  route(app, usersEndpoints.existNickname, async ({ user, query }) => ({
    isExist: await nicknameTakenByOther(app.db, query.nickname, user.id),
  }));

  route(app, usersEndpoints.updateUser, async ({ user, params, body }) =>
    updateUser(app, user, params.id, body),
  );

  route(app, usersEndpoints.saveDeviceInfo, async ({ user, token, params, body }) =>
    saveDeviceInfo(app.db, user, token, params.id, body),
  );

  route(app, usersEndpoints.saveRecommendMetadatas, async ({ user, params, body }) =>
    saveRecommendMetadatas(app, user, params.id, body.metadataIds),
  );
}
