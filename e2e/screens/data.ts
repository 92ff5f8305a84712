import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The data every screen needs, made through the API the way the e2e specs make it: one shopper
 * with an address, a liked product, a plant, an order paid (cancellable), one delivered
 * (returnable) and one confirmed and reviewed. A fresh data directory and the same calls give
 * the same ids every run.
 */

export interface Seeded {
  email: string;
  productId: number;
  paidOrder: { id: number; lineId: number };
  deliveredOrder: { id: number; lineId: number };
  reviewedOrder: { id: number; lineId: number };
  plantId: number;
  curationId: number;
}

interface Product {
  id: number;
  name: string;
  category: string;
  image: { url: string };
}

export function makeApi(baseUrl: string, dataDir: string) {
  const adminSecret = () => readFileSync(join(dataDir, 'admin-secret'), 'utf8').trim();

  async function call<T>(
    path: string,
    init: {
      method?: string;
      token?: string;
      body?: unknown;
      raw?: Buffer;
      admin?: boolean;
    } = {},
  ): Promise<T> {
    const response = await fetch(`${baseUrl}/v1${path}`, {
      method: init.method ?? (init.body || init.raw ? 'POST' : 'GET'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.admin ? { 'x-admin-secret': adminSecret() } : {}),
        ...(init.raw ? { 'content-type': 'image/jpeg' } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.raw ? new Uint8Array(init.raw) : init.body ? JSON.stringify(init.body) : undefined,
    });
    const json = (await response.json()) as { data: T; message: string };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
    return json.data;
  }

  /** A temporary code as the operator issues it (`npm run admin -- temp-code`). */
  const tempCode = async (email: string) =>
    (await call<{ code: string }>('/admin/temp-codes', { admin: true, body: { email } })).code;

  return { call, tempCode };
}

type Api = ReturnType<typeof makeApi>;

/** The Seoul calendar date `days` before `now`, 'YYYY-MM-DD'. */
export function seoulDaysBefore(now: Date, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(now.getTime() - days * 86_400_000),
  );
}

async function payInSandbox(baseUrl: string, checkoutUrl: string) {
  const params = new URL(checkoutUrl, baseUrl).searchParams;
  const form = new URLSearchParams({
    ...Object.fromEntries(
      ['orderId', 'orderName', 'amount', 'customerName', 'successUrl', 'failUrl'].map((k) => [
        k,
        params.get(k) ?? '',
      ]),
    ),
    cardCompany: '41',
    cardNumber: '4330-1234-1234-1234',
    expiry: '12/99',
    action: 'pay',
  });
  const paid = await fetch(`${baseUrl}/sandbox/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  return new URL(paid.headers.get('location') ?? '', baseUrl).searchParams;
}

async function paidOrder(
  api: Api,
  baseUrl: string,
  token: string,
  productId: number,
  addressId: number,
) {
  const { order, checkout } = await api.call<{
    order: { id: number; items: { id: number }[] };
    checkout: { checkoutUrl: string };
  }>('/orders', { token, body: { items: [{ productId, quantity: 1 }], addressId } });
  const back = await payInSandbox(baseUrl, checkout.checkoutUrl);
  await api.call('/payments/confirm', {
    token,
    body: {
      paymentKey: back.get('paymentKey'),
      orderId: back.get('orderId'),
      amount: Number(back.get('amount')),
    },
  });
  return { id: order.id, lineId: order.items[0]!.id };
}

const step = (api: Api, orderId: number, action: 'prepare' | 'ship' | 'deliver') =>
  api.call(`/admin/orders/${orderId}/${action}`, {
    admin: true,
    body: action === 'ship' ? { courier: 'cj', trackingNumber: '123456789012' } : undefined,
    method: 'POST',
  });

export async function seed(baseUrl: string, dataDir: string, now: Date): Promise<Seeded> {
  const api = makeApi(baseUrl, dataDir);
  const email = 'screens@e2e.chorok.kr';
  const { accessToken: token } = await api.call<{ accessToken: string }>(
    '/auth/temporary/sign-in',
    { body: { code: await api.tempCode(email) } },
  );
  const { documents } = await api.call<{
    documents: { kind: string; version: number; required: boolean }[];
  }>('/terms');
  await api.call('/users/me/consents', {
    token,
    body: {
      agreements: documents
        .filter((d) => d.required)
        .map(({ kind, version }) => ({ kind, version })),
    },
  });

  const products = (await api.call<Product[]>('/products?status=ON_SALE&perPage=40')).filter(
    (p) => p.category === 'PLANT',
  );
  const [first, second, third] = products as [Product, Product, Product];

  const [place] = await api.call<Record<string, string>[]>(
    `/addresses/search?query=${encodeURIComponent('테헤란로 152')}`,
  );
  const address = await api.call<{ id: number }>('/users/me/addresses', {
    token,
    body: {
      receiverName: '김초록',
      receiverPhoneNumber: '01012345678',
      address: place,
      detailAddress: '12층',
      isDefault: true,
    },
  });

  await api.call(`/products/${first.id}/like`, { token, method: 'POST' });
  await api.call('/cart/lines', { token, body: { productId: second.id, quantity: 2 } });

  const paid = await paidOrder(api, baseUrl, token, first.id, address.id);
  const delivered = await paidOrder(api, baseUrl, token, second.id, address.id);
  await step(api, delivered.id, 'prepare');
  await step(api, delivered.id, 'ship');
  await step(api, delivered.id, 'deliver');
  const reviewed = await paidOrder(api, baseUrl, token, third.id, address.id);
  await step(api, reviewed.id, 'prepare');
  await step(api, reviewed.id, 'ship');
  await api.call(`/orders/${reviewed.id}/confirm`, {
    token,
    body: { orderProductIds: [reviewed.lineId] },
  });
  await api.call('/reviews', {
    token,
    body: {
      orderProductId: reviewed.lineId,
      rating: 4,
      content: '잎이 크고 건강하게 잘 도착했어요. 포장도 꼼꼼했어요.',
      photoIds: [],
    },
  });

  const yesterday = seoulDaysBefore(now, 1);
  const plant = await api.call<{ id: number }>('/plants', {
    token,
    body: {
      plantName: '창가 몬스테라',
      plantedAt: seoulDaysBefore(now, 30),
      wateringFrequency: 7,
      airExposureFrequency: 700,
      repottingFrequency: 700,
      lastCare: {
        WATERING: seoulDaysBefore(now, 10),
        AIR_EXPOSURE: yesterday,
        REPOTTING: yesterday,
      },
    },
  });

  const curations = await api.call<{ id: number }[]>('/curations?perPage=1');

  return {
    email,
    productId: first.id,
    paidOrder: paid,
    deliveredOrder: delivered,
    reviewedOrder: reviewed,
    plantId: plant.id,
    curationId: curations[0]!.id,
  };
}
