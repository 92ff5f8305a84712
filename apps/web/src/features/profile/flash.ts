import { create } from 'zustand';

interface FlashState {
  message: string | null;
  show: (message: string) => void;
  clear: () => void;
}

/**
 * The 마이 screens' toast that outlives a navigation: the phone screen says "휴대폰 번호를
 * 인증했어요" and goes back to /profile or /profile/edit, which show it. In memory only — a reload
 * must not replay it.
 */
export const useProfileFlash = create<FlashState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  clear: () => set({ message: null }),
}));
