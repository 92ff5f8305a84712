/**
 * The messages the web app needs before any screen's code has loaded (its request layer and its
 * route ids), apart from MESSAGES so that every page's first load carries these few strings and
 * not the whole catalogue (decision 0008).
 */
export const CLIENT_MESSAGES = {
  // The spec's English messages (§5, §8): the API's `message` as the spec names them; the web
  // shows each in the shopper's language by its api.json key (lib/error-text.ts).
  invalidInput: 'Invalid input',
  metadataList: 'Must be a list of numbers between 1 and 100.',
  notFound: 'Not Found',
  somethingWentWrong: 'Something went wrong!',
  serviceUnavailable: '지금은 서비스를 쓸 수 없어요. 잠시 후 다시 시도해 주세요.',
  invalidId: 'Invalid id',
  productIdNumeric: 'productsId는 숫자만 가능합니다.',
} as const;
