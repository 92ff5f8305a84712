import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { useAuthStore } from '@/lib/session/auth-store';
import { useSignIn } from '@/features/auth/sign-in';
import { agreedState, consentState } from '@/test/fixtures/terms';
import { ok, serveRoutes } from '@/test/api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ accessToken: null, redirectUrl: '/' });
});

const USER = {
  id: 7,
  name: '초록',
  email: 'demo@chorok.kr',
  nickname: null,
  level: 1,
  phoneNumber: null,
  recommendMetadataIds: [],
  role: 'SHOPPER',
  createdAt: '2026-11-25T00:00:00.000Z',
};

function DemoButton() {
  const signIn = useSignIn();
  return (
    <button type="button" onClick={() => signIn.mutate({ method: 'demo', redirect: '/cart' })}>
      데모
    </button>
  );
}

async function signInWith(consents: unknown) {
  serveRoutes({
    'POST /auth/demo/sign-in': ok({ accessToken: 'token-1' }, 201),
    'GET /users/me': ok(USER),
    'GET /users/me/consents': ok(consents),
  });
  const { router } = await renderWithRouter(<DemoButton />, { entries: ['/auth/sign-in'] });
  fireEvent.click(screen.getByRole('button', { name: '데모' }));
  return router;
}

describe('useSignIn', () => {
  it('goes through the agreement screen while required terms are due (the first sign-in)', async () => {
    const router = await signInWith(consentState());
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/terms-agreement'));
    expect(router.state.location.search).toEqual({ redirect: '/cart' });
  });

  it('goes straight on once they are agreed', async () => {
    const router = await signInWith(agreedState());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
