import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationSettings, SentNotification } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { NotificationSettingsScreen } from '@/features/notifications/notification-settings-screen';
import { MarketingSection } from '@/features/terms/marketing-section';
import { resetServiceWorkerForTests } from '@/features/notifications/sw-registration';
import {
  SUBSCRIPTION_JSON,
  VAPID_KEY,
  installFakePush,
  removeFakePush,
} from '@/test/fixtures/notifications';
import { agreedState } from '@/test/fixtures/terms';
import { fail, ok, serveRoutes } from '@/test/api';

/** The marketing section's answer, for the tests about the other sections. */
const CONSENTS = { 'GET /users/me/consents': ok(agreedState()) };

const settings: NotificationSettings = {
  hour: 9,
  quietDays: [],
  watering: true,
  airExposure: true,
  repotting: true,
  fertilizing: true,
  misting: true,
  leafWiping: true,
  myTask: true,
};

const sent: SentNotification = {
  id: 3,
  type: 'CARE_REMINDER',
  orderId: null,
  title: '오늘 돌볼 식물이 있어요',
  body: '몬스테라에 물을 주세요',
  url: '/plants/setting/12',
  kinds: ['WATERING'],
  plantIds: [12],
  day: '2026-11-23',
  deliveries: [{ channel: 'WEB_PUSH', count: 1 }],
  sentAt: '2026-11-23T00:00:00.000Z',
};

// Rendering the whole screen with its router takes a while on a loaded machine.
const SLOW = { timeout: 5_000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => useAuthStore.setState({ accessToken: 'token-1' }));
afterEach(() => {
  cleanup();
  removeFakePush();
  resetServiceWorkerForTests();
});

describe('NotificationSettingsScreen', () => {
  it('saves the hour, quiet days and kinds the user chose', async () => {
    const saved = { ...settings, hour: 21, quietDays: [6], airExposure: false };
    const api = serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([sent]),
      'PATCH /notifications/settings': ok(saved),
    });
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    const hour = await screen.findByLabelText('알림 받을 시간', {}, SLOW);
    expect((hour as HTMLSelectElement).value).toBe('9');
    expect(within(hour).getByRole('option', { name: '오전 12시' })).toBeTruthy();
    expect(within(hour).getByRole('option', { name: '오후 9시' })).toBeTruthy();
    const save = screen.getByRole('button', { name: '저장하기' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(hour, { target: { value: '21' } });
    const saturday = screen.getByRole('button', { name: '토요일' });
    fireEvent.click(saturday);
    expect(saturday.getAttribute('aria-pressed')).toBe('true');
    const air = screen.getByRole('switch', { name: /환기/ });
    fireEvent.click(air);
    expect((air as HTMLInputElement).checked).toBe(false);
    fireEvent.click(save);

    await screen.findByText('알림 설정을 저장했어요', {}, SLOW);
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      hour: 21,
      quietDays: [6],
      watering: true,
      airExposure: false,
      repotting: true,
      fertilizing: true,
      misting: true,
      leafWiping: true,
      myTask: true,
    });
  });

  it('has a switch for 영양제, 분무 and 잎 닦기 beside the others, saved with them', async () => {
    const api = serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok({ ...settings, leafWiping: false }),
      'GET /notifications': ok([]),
      'PATCH /notifications/settings': ok({ ...settings, misting: false }),
    });
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    await screen.findByLabelText('알림 받을 시간', {}, SLOW);
    const kinds = screen.getByRole('group', { name: '받을 알림' });
    expect(
      within(kinds)
        .getAllByRole('switch')
        .map((s) => s.closest('label')?.firstElementChild?.firstElementChild?.textContent),
    ).toEqual(['물 주기', '환기', '분갈이', '영양제', '분무', '잎 닦기', '내 할 일']);
    const switchOf = (name: string) =>
      screen.getByRole('switch', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
    expect(switchOf('영양제').checked).toBe(true);
    expect(switchOf('잎 닦기').checked).toBe(false);
    const mist = switchOf('분무');
    expect(mist.checked).toBe(true);
    fireEvent.click(mist);
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await screen.findByText('알림 설정을 저장했어요', {}, SLOW);
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      fertilizing: true,
      misting: false,
      leafWiping: false,
    });
  });

  it('says why saving failed and keeps the choices', async () => {
    serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([]),
      'PATCH /notifications/settings': fail(400, 'Invalid input'),
    });
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    fireEvent.click(await screen.findByRole('switch', { name: /분갈이/ }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('저장하지 못했어요');
    expect((screen.getByRole('switch', { name: /분갈이/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('shows a load failure with a retry, and the empty list', async () => {
    const api = serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': fail(404, '없음'),
      'GET /notifications': ok([]),
    });
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('알림 설정을 불러오지 못했어요');
    expect(await screen.findByText(/아직 받은 알림이 없어요/, {}, SLOW)).toBeTruthy();
    const before = api.calls.length;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(before));
  });

  it('lists recent notifications with their time and a link to each', async () => {
    serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([sent]),
    });
    const { router } = await renderWithRouter(
      <NotificationSettingsScreen marketing={<MarketingSection />} />,
      {
        entries: ['/profile/notifications'],
      },
    );
    const link = await screen.findByRole('link', { name: /몬스테라에 물을 주세요/ }, SLOW);
    expect(link.getAttribute('href')).toBe('/plants/setting/12');
    expect(link.textContent).toContain('11월 23일');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/setting/12'));
  });

  it('shows the browser permission: a button when not decided, how to unblock when denied', async () => {
    serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([]),
    });
    const push = installFakePush('default');
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    expect(await screen.findByText('알림이 아직 꺼져 있어요', {}, SLOW)).toBeTruthy();
    push.setPermission('denied');
    fireEvent.click(screen.getByRole('button', { name: '알림 켜기' }));
    expect(await screen.findByText('브라우저에서 알림이 차단되어 있어요', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/알림을 '허용'으로 바꿔요/)).toBeTruthy();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '알림 사용 안내 보기' }).getAttribute('href')).toBe(
      '/instruction',
    );
  });

  it('says this device gets notifications only when the server holds its subscription', async () => {
    const api = serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([]),
      'POST /notifications/web-push/status': ok({ stored: true }),
    });
    const push = installFakePush('granted');
    const subscription: unknown = await (push.subscribe as unknown as () => Promise<unknown>)();
    push.getSubscription.mockResolvedValue(subscription);
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    expect(await screen.findByText('이 기기에서 알림을 받고 있어요', {}, SLOW)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/v1/notifications/web-push/status')?.body).toEqual({
      endpoint: SUBSCRIPTION_JSON.endpoint,
    });
  });

  it('with permission but no stored subscription, says so and registers this device on a tap', async () => {
    const routes: Parameters<typeof serveRoutes>[0] = {
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([]),
      'POST /notifications/web-push/status': ok({ stored: false }),
      'GET /notifications/web-push/key': ok({ publicKey: VAPID_KEY }),
      'POST /notifications/web-push/subscriptions': ok(null, 201),
    };
    const api = serveRoutes(routes);
    const push = installFakePush('granted');
    const subscription: unknown = await (push.subscribe as unknown as () => Promise<unknown>)();
    push.subscribe.mockClear();
    // The browser kept a subscription the server no longer has (or never got).
    push.getSubscription.mockResolvedValue(subscription);
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    expect(await screen.findByText('이 기기는 아직 알림을 받지 않아요', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('이 기기에서 알림을 받고 있어요')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '이 기기에서 알림 받기' }));
    expect(await screen.findByText('이 기기에서 알림을 받고 있어요', {}, SLOW)).toBeTruthy();
    expect(
      api.calls.find(
        (c) => c.method === 'POST' && c.path === '/v1/notifications/web-push/subscriptions',
      )?.body,
    ).toEqual(SUBSCRIPTION_JSON);
    // Permission was granted already: the browser is not asked again.
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('with permission and no subscription in this browser, never claims notifications here', async () => {
    const api = serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([]),
    });
    installFakePush('granted');
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    expect(await screen.findByText('이 기기는 아직 알림을 받지 않아요', {}, SLOW)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/v1/notifications/web-push/status')).toBe(false);
  });

  it('explains when this browser cannot receive notifications', async () => {
    serveRoutes({
      ...CONSENTS,
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([]),
    });
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    expect(
      await screen.findByText('이 브라우저에서는 알림을 받을 수 없어요', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '알림 켜기' })).toBeNull();
  });

  it('shows the marketing channels apart from care reminders; a switch saves with its date', async () => {
    const after = agreedState();
    after.marketing.push = { agreed: false, changedAt: '2026-11-26T01:00:00.000Z' };
    const before = agreedState();
    before.marketing.push = { agreed: true, changedAt: '2026-11-25T01:00:00.000Z' };
    const api = serveRoutes({
      'GET /notifications/settings': ok(settings),
      'GET /notifications': ok([]),
      'GET /users/me/consents': ok(before),
      'POST /users/me/consents': ok(after),
    });
    await renderWithRouter(<NotificationSettingsScreen marketing={<MarketingSection />} />, {
      entries: ['/profile/notifications'],
    });
    const section = (await screen.findByRole('heading', { name: '혜택·소식 알림' }, SLOW)).closest(
      'section',
    )!;
    expect(within(section).getByText(/돌봄 알림은 서비스 안내라서/)).toBeTruthy();
    expect(within(section).getByText('2026년 11월 25일에 수신 동의했어요')).toBeTruthy();
    expect(within(section).getAllByText('받지 않고 있어요')).toHaveLength(2);
    fireEvent.click(within(section).getByRole('switch', { name: /^푸시/ }));
    expect(
      await within(section).findByText('2026년 11월 26일에 수신 거부했어요', {}, SLOW),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      agreements: [],
      marketing: { push: false },
    });
    // Care reminders keep their own switches.
    expect((screen.getByRole('switch', { name: /물 주기/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
