import { create } from 'zustand';

interface LeftMarkState {
  /** This tab has just left (탈퇴): /leave/done may say it is done. */
  left: boolean;
  mark: () => void;
}

/**
 * Set by a successful leave only, in memory: /leave/done cannot be faked by opening its address,
 * and a reload (or a later visit) finds nothing and goes home.
 */
export const useLeftMark = create<LeftMarkState>()((set) => ({
  left: false,
  mark: () => set({ left: true }),
}));
