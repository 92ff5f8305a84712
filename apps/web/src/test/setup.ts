// Every web test runs as development does: responses are checked against the contract.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useAuthStore, usePushTokenStore, useUserInfoStore } from '@/lib/session/auth-store';
import { installResponseCheck } from '@/lib/response-check';
import { connectApiToSession } from '@/lib/session/connect';
import { resetApi, server, startApi } from '@/test/api';

installResponseCheck();
connectApiToSession();
// findBy/waitFor wait up to 3 s, not 1: a debounced search and its answer took longer than a
// second on a loaded 2-core machine, and a passing test does not wait any longer for it.
configure({ asyncUtilTimeout: 3_000 });

// The API is MSW's (test/api.ts), per file: a request no test handler answers fails the test.
beforeAll(startApi);
afterEach(resetApi);
afterAll(() => server.close());

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
