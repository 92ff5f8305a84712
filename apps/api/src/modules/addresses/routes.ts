import { addressesEndpoints } from '@chorok/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { createAddressSearch } from './create.ts';
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
  // Public: the global per-IP limit covers it (the road-address API, or the bundled set).
  const search = createAddressSearch(app.config);
  route(app, addressesEndpoints.searchAddresses, async ({ query }) => search.search(query));
}
