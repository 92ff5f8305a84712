import { create } from 'zustand';

interface FlashState {
  message: string | null;
  show: (message: string) => void;
  clear: () => void;
}

/**
 * The orders screens' one toast, which outlives a navigation: the cancel and review screens say
 * "취소되었어요 · 12,900원 환불" and go back to the order, whose screen shows it. Kept in memory
 * only — a reload must not replay it.
 */
export const useOrderFlash = create<FlashState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  clear: () => set({ message: null }),
}));
