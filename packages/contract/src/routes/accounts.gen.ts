// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { accountsEndpoints } from '../endpoints/accounts.ts';

export const accountsRoutes: RoutesOf<typeof accountsEndpoints> = {
  listIdentities: {
    id: 'listIdentities',
    method: 'GET',
    path: '/users/me/identities',
    list: false,
  },
  linkIdentity: {
    id: 'linkIdentity',
    method: 'POST',
    path: '/users/me/identities/:provider',
    list: false,
  },
  unlinkIdentity: {
    id: 'unlinkIdentity',
    method: 'DELETE',
    path: '/users/me/identities/:provider',
    list: false,
  },
  requestPhoneCode: {
    id: 'requestPhoneCode',
    method: 'POST',
    path: '/users/me/phone/code',
    list: false,
  },
  verifyPhone: { id: 'verifyPhone', method: 'POST', path: '/users/me/phone/verify', list: false },
  listTerms: { id: 'listTerms', method: 'GET', path: '/terms', list: false },
  getTerms: { id: 'getTerms', method: 'GET', path: '/terms/:kind', list: false },
  getConsents: { id: 'getConsents', method: 'GET', path: '/users/me/consents', list: false },
  saveConsents: { id: 'saveConsents', method: 'POST', path: '/users/me/consents', list: false },
};
