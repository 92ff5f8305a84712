// Every web test runs as development does: responses are checked against the contract.
import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';
import { useAuthStore, usePushTokenStore, useUserInfoStore } from '@/features/auth/auth-store';
import { installResponseCheck } from '@/lib/response-check';

installResponseCheck();

// The `web` project shares one page between a worker's files: each file starts on a blank page,
// signed out, with nothing stored.
afterAll(() => {
  if (typeof document === 'undefined') return; // a file in the node environment
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useUserInfoStore.setState(useUserInfoStore.getInitialState(), true);
  usePushTokenStore.setState(usePushTokenStore.getInitialState(), true);
});
