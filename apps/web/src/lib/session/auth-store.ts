import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginType, User } from '@chorok/contract';
import { PAGE_START } from '@/lib/page-start';

/** Stored client state of spec §3/§4: auth, user info, push token. */
interface AuthState {
  redirectUrl: string;
  accessToken: string | null;
  lastLoginType: LoginType | null;
  signIn: (accessToken: string, loginType: LoginType) => void;
  setRedirectUrl: (url: string) => void;
  /** Init: clears the token and resets the redirect URL to '/'. */
  init: () => void;
  /** Full reset: init, and also forgets the last login type. */
  reset: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      redirectUrl: '/',
      accessToken: null,
      lastLoginType: null,
      signIn: (accessToken, lastLoginType) => set({ accessToken, lastLoginType }),
      setRedirectUrl: (redirectUrl) => set({ redirectUrl }),
      init: () => set({ accessToken: null, redirectUrl: '/' }),
      reset: () => set({ accessToken: null, redirectUrl: '/', lastLoginType: null }),
    }),
    { name: PAGE_START.authStorageKey, storage: createJSONStorage(() => localStorage) },
  ),
);

interface UserInfoState {
  user: User | null;
  setUser: (user: User | null) => void;
}

export const useUserInfoStore = create<UserInfoState>()(
  persist((set) => ({ user: null, setUser: (user) => set({ user }) }), {
    name: 'chorok-user-info',
    storage: createJSONStorage(() => localStorage),
  }),
);

interface PushTokenState {
  pushToken: string | null;
  setPushToken: (pushToken: string | null) => void;
}

export const usePushTokenStore = create<PushTokenState>()(
  persist((set) => ({ pushToken: null, setPushToken: (pushToken) => set({ pushToken }) }), {
    name: 'chorok-push-token',
    storage: createJSONStorage(() => localStorage),
  }),
);

/** Forget the signed-in user everywhere on this device (sign-out, 401, leave). */
export function clearSession() {
  useAuthStore.getState().init();
  useUserInfoStore.getState().setUser(null);
}
