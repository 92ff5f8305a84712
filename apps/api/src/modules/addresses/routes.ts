import { addressesEndpoints } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { searchAddressPage } from './search.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service.ts';

export default async function addressesRoutes(app: FastifyInstance) {
  route(app, addressesEndpoints.listAddresses, async ({ user }) => listAddresses(app.db, user.id));
  route(app, addressesEndpoints.createAddress, async ({ user, body }) =>
    createAddress(app.db, user.id, body),
  );
  route(app, addressesEndpoints.updateAddress, async ({ user, params, body }) =>
    updateAddress(app.db, user.id, params.id, body),
  );
  route(app, addressesEndpoints.deleteAddress, async ({ user, params }) =>
    deleteAddress(app.db, user.id, params.id),
  );
  // Public and served from memory (the bundled data): the global per-IP limit covers it.
  route(app, addressesEndpoints.searchAddresses, async ({ query }) => searchAddressPage(query));
}
