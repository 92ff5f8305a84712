import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type LoginType, type ProviderSignInBody, authRoutes } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/lib/session/auth-store';
import { signInTarget } from '@/features/auth/require-auth';
import { agreementHref, needsAgreement } from '@/lib/session/terms-gate';
import { meQueryOptions } from '@/lib/session/me-queries';

export type SignInVariables = { redirect?: string } & (
  | { method: 'demo' }
  | { method: 'temporary'; code: string }
  /** Kakao or Naver: our state with the browser's code or, from the native shell, the SDK's token. */
  | { method: 'kakao' | 'naver'; body: ProviderSignInBody }
  /** Apple on the web: the server's temporary token from /auth/apple/complete. */
  | { method: 'apple'; tempToken: string }
  /** Apple in the native shell: the SDK's id_token and our state. */
  | { method: 'apple'; state: string; idToken: string }
);

/** Sign-ins are sent without the current session's token (their 401 must not end it). */
const anonymous = { anonymous: true } as const;

async function obtainAccessToken(
  variables: SignInVariables,
): Promise<{ accessToken: string; loginType: LoginType }> {
  switch (variables.method) {
    case 'demo':
      return {
        accessToken: (await request(authRoutes.demoSignIn, {}, anonymous)).data.accessToken,
        loginType: 'demo',
      };
    case 'temporary':
      return {
        accessToken: (
          await request(authRoutes.temporarySignIn, { body: { code: variables.code } }, anonymous)
        ).data.accessToken,
        loginType: 'temporary',
      };
    case 'kakao':
    case 'naver': {
      const endpoint =
        variables.method === 'kakao' ? authRoutes.kakaoSignIn : authRoutes.naverSignIn;
      return {
        accessToken: (await request(endpoint, { body: variables.body }, anonymous)).data
          .accessToken,
        loginType: variables.method,
      };
    }
    case 'apple': {
      const { data } =
        'tempToken' in variables
          ? await request(
              authRoutes.appleExchangeToken,
              { body: { tempToken: variables.tempToken } },
              anonymous,
            )
          : await request(
              authRoutes.appleSignIn,
              { body: { state: variables.state, idToken: variables.idToken } },
              anonymous,
            );
      return { accessToken: data.accessToken, loginType: 'apple' };
    }
  }
}

/**
 * Every way of signing in ends the same (spec §4): store the token and the login type, load the
 * user, and go on to the safe redirect target or /home — through the agreement screen while the
 * user has required terms to agree to (the first sign-in, or a new version: decision 0019).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (variables: SignInVariables) => {
      const { accessToken, loginType } = await obtainAccessToken(variables);
      // Whatever was cached belonged to no one or to someone else.
      queryClient.clear();
      useAuthStore.getState().signIn(accessToken, loginType);
      // A slow /users/me must not hold the visitor on the sign-in screen; the screens load it again.
      await queryClient.fetchQuery({ ...meQueryOptions(), retry: false }).catch(() => undefined);
      const target = signInTarget(variables.redirect);
      return (await needsAgreement(queryClient)) ? agreementHref(target) : target;
    },
    onSuccess: (target) => {
      useAuthStore.getState().setRedirectUrl('/');
      void navigate({ href: target, replace: true });
    },
  });
}
