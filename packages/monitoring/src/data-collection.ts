import type { DataCollection } from '@sentry/core';

/**
 * What the SDKs may collect on their own (decision 0035): nothing about people. scrubEvent then
 * removes what reaches an event anyway (an e-mail in an error message).
 */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
} as const satisfies DataCollection;
