import { buildPath, type Endpoint } from '@chorok/contract';
import { endpoints } from '@chorok/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { ownEverything, snapshot, type Owned } from './access-fixtures.ts';

/*
 * Issue 14's access-control matrix, from the contract: every `auth: 'required'` endpoint is either
 * called by user B with user A's ids (expecting 403 or 404, and A's data unchanged when A reads it
 * back), or listed as acting only on the caller's own data or on public data. A new endpoint
 * fails the first test until it is placed in one of the three.
 */

type Attack = (a: Owned, b: Shopper) => { params?: Record<string, unknown>; body?: unknown };

/** Endpoints that take ids of what a user owns: B sends A's. */
const FOREIGN: Record<string, Attack> = {
  updateUser: (a) => ({ params: { id: a.who.id }, body: { nickname: '탈취' } }),
  saveDeviceInfo: (a) => ({
    params: { id: a.who.id },
    body: { fcmToken: `${a.marker}-token-${a.who.id}`, deviceType: 'ios', deviceModel: 'x' },
  }),
  saveRecommendMetadatas: (a) => ({ params: { id: a.who.id }, body: { metadataIds: [1] } }),
  updateReview: (a) => ({ params: { id: a.reviewId }, body: { rating: 1 } }),
  deleteReview: (a) => ({ params: { id: a.reviewId } }),
  updateAddress: (a) => ({ params: { id: a.addressId }, body: { receiverName: '탈취' } }),
  deleteAddress: (a) => ({ params: { id: a.addressId } }),
  updateCartLine: (a) => ({ params: { id: a.cartLineId }, body: { quantity: 9 } }),
  removeCartLines: (a) => ({ body: { lineIds: [a.cartLineId] } }),
  selectCartLines: (a) => ({ body: { isSelected: false, lineIds: [a.cartLineId] } }),
  createOrder: (a) => ({ body: { cartLineIds: [a.cartLineId], addressId: a.addressId } }),
  checkoutOrder: (a) => ({ params: { id: a.pendingOrderId } }),
  confirmPayment: (a) => ({
    body: { paymentKey: 'sandbox-key', orderId: a.pendingOrderNumber, amount: 1000 },
  }),
  listUserOrders: (a) => ({ params: { userId: a.who.id } }),
  getUserOrder: (a, b) => ({ params: { userId: b.id, orderId: a.orderId } }),
  cancelOrder: (a) => ({ params: { id: a.pendingOrderId }, body: {} }),
  partialCancelOrder: (a) => ({
    params: { orderId: a.orderId },
    body: { cancelProduct: { orderId: a.orderId, orderProductId: a.deliveredLineId } },
  }),
  confirmOrderProducts: (a) => ({
    params: { id: a.orderId },
    body: { orderProductIds: [a.deliveredLineId] },
  }),
  createClaim: (a) => ({
    params: { id: a.orderId },
    body: { orderProductId: a.confirmedLineId, kind: 'RETURN', reason: 'DAMAGED_IN_TRANSIT' },
  }),
  withdrawClaim: (a) => ({ params: { orderId: a.orderId, claimId: a.claimId } }),
  createReview: (a) => ({
    body: { orderProductId: a.deliveredLineId, rating: 5, content: '남의 주문으로 쓰는 후기예요.' },
  }),
  getPlant: (a) => ({ params: { id: a.plantId } }),
  updatePlant: (a) => ({ params: { id: a.plantId }, body: { plantName: '탈취' } }),
  deletePlant: (a) => ({ params: { id: a.plantId } }),
  listCareEvents: (a) => ({ params: { id: a.plantId } }),
  createCareEvent: (a) => ({
    params: { id: a.plantId },
    body: { kind: 'WATERING', date: '2026-01-04' },
  }),
  updateCareEvent: (a) => ({
    params: { id: a.plantId, eventId: a.careEventId },
    body: { date: '2026-01-05' },
  }),
  deleteCareEvent: (a) => ({ params: { id: a.plantId, eventId: a.careEventId } }),
  listPlantJournal: (a) => ({ params: { id: a.plantId } }),
  createPlantJournalEntry: (a) => ({ params: { id: a.plantId }, body: { note: '탈취' } }),
  updatePlantJournalEntry: (a) => ({
    params: { id: a.plantId, entryId: a.journalEntryId },
    body: { note: '탈취' },
  }),
  deletePlantJournalEntry: (a) => ({ params: { id: a.plantId, entryId: a.journalEntryId } }),
  createPlantTodo: (a) => ({ params: { id: a.plantId }, body: { todo: '탈취' } }),
  completePlantTodo: (a) => ({ params: { id: a.plantId, todoId: a.todoId } }),
  deletePlantTodo: (a) => ({ params: { id: a.plantId, todoId: a.todoId } }),
  undoPlantTodo: (a) => ({ params: { id: a.plantId, todoId: a.todoId } }),
  snoozePlantCare: (a) => ({ params: { id: a.plantId, kind: 'WATERING' }, body: { days: 1 } }),
  skipPlantCare: (a) => ({
    params: { id: a.plantId, kind: 'WATERING' },
    body: { reason: 'SOIL_WET' },
  }),
  acceptCareSuggestion: (a) => ({
    params: { id: a.plantId, kind: 'WATERING' },
    body: { days: 10 },
  }),
  dismissCareSuggestion: (a) => ({ params: { id: a.plantId, kind: 'WATERING' } }),
  unsubscribeWebPush: (a) => ({ body: { endpoint: a.pushEndpoint } }),
  listCoupons: (a) => ({ params: { userId: a.who.id } }),
  redeemCoupon: (a) => ({ params: { userId: a.who.id }, body: { code: 'MATRIX-A' } }),
  getPoints: (a) => ({ params: { userId: a.who.id } }),
  listPointEntries: (a) => ({ params: { userId: a.who.id } }),
  quoteOrder: (a) => ({
    body: { items: [{ productId: a.productId, quantity: 1 }], couponId: a.couponId },
  }),
  getWebPushStatus: (a) => ({ body: { endpoint: a.pushEndpoint } }),
};

/**
 * Set operations on the caller's own rows: ids (or an endpoint) that are not the caller's match
 * nothing, so the answer is a 200 that changed nothing — which the re-read of A's data checks.
 */
const SCOPED_TO_CALLER = new Set([
  'removeCartLines',
  'selectCartLines',
  'getWebPushStatus',
  'unsubscribeWebPush',
]);

/** Endpoints that act only on the caller (ids come from the token) or on public data. */
const SELF_OR_PUBLIC = new Set([
  // the caller's own account and lists
  'recordPageView',
  'authorize',
  'signOut',
  'leave',
  'listIdentities',
  'linkIdentity',
  'unlinkIdentity',
  'getMe',
  'existNickname',
  'requestPhoneCode',
  'verifyPhone',
  'listMyReviews',
  'listMyLikedProducts',
  'listMyLikedReviews',
  'listAddresses',
  'createAddress',
  'getCart',
  'addCartLine',
  'listPlants',
  'createPlant',
  'getPlantDashboard',
  'getCareCalendar',
  'listPurchasedPlants',
  'getNotificationSettings',
  'updateNotificationSettings',
  'subscribeWebPush',
  'listNotifications',
  'listMyLikedCurations',
  'getConsents',
  'saveConsents',
  'uploadReviewPhoto',
  'uploadClaimPhoto',
  'uploadPlantPhoto',
  // public catalogue, reviews and articles (likes count the caller's own like)
  'listProducts',
  'listBestProducts',
  'listRecommendProducts',
  'listNewProducts',
  'randomRecommendProducts',
  'listLuxProducts',
  'getProduct',
  'aiRecommendProducts',
  'listReviews',
  'likeProduct',
  'unlikeProduct',
  'setRestockAlert',
  'clearRestockAlert',
  'likeReview',
  'unlikeReview',
  'listCurations',
  'getCuration',
  'likeCuration',
  'unlikeCuration',
]);

const required = Object.values(endpoints as Record<string, Endpoint>).filter(
  (endpoint) => endpoint.auth === 'required',
);

let t: TestApp;
let a: Owned;
let b: Shopper;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  a = await ownEverything(t.app, t.db, t.config.adminSecret);
  b = await signIn(t.app, t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('access-control matrix', () => {
  it('places every signed-in endpoint of the contract', () => {
    const unplaced = required
      .map((endpoint) => endpoint.id)
      .filter((id) => !(id in FOREIGN) && !SELF_OR_PUBLIC.has(id));
    expect(unplaced).toEqual([]);
  });

  it("refuses B every one of A's ids, and A's data stays as it was", async () => {
    const before = await snapshot(t.app, a);
    const wrong: string[] = [];
    for (const endpoint of required.filter((e) => e.id in FOREIGN)) {
      const { params, body } = FOREIGN[endpoint.id]!(a, b);
      const response = await t.app.inject({
        method: endpoint.method,
        url: `/v1${buildPath(endpoint.path, params)}`,
        headers: b.headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const where = `${endpoint.id} ${endpoint.method} ${endpoint.path} → ${response.statusCode}`;
      // 403/404 for a foreign id; a body naming A's rows may also be refused as 400/409.
      const allowed = SCOPED_TO_CALLER.has(endpoint.id)
        ? [200, 400, 403, 404, 409]
        : [400, 403, 404, 409];
      if (!allowed.includes(response.statusCode)) wrong.push(where);
      if (endpoint.id === 'getWebPushStatus' && response.body.includes('"stored":true'))
        wrong.push(`${where} sees A's subscription`);
      if (response.body.includes(a.marker)) wrong.push(`${where} shows A's data`);
    }
    const after = await snapshot(t.app, a);
    expect(wrong).toEqual([]);
    expect(after).toEqual(before);
  });
});
