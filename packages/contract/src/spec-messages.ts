/**
 * The spec's other English messages (§5, §8): the API's `message` as the spec names them. A
 * module of their own, apart from CLIENT_MESSAGES, so that the first load does not carry them;
 * the web shows each in the shopper's language by its api.json key (lib/error-text.ts).
 */
export const SPEC_MESSAGES = {
  invalidInput: 'Invalid input',
  metadataList: 'Must be a list of numbers between 1 and 100.',
  notFound: 'Not Found',
} as const;
