/**
 * The messages the web app needs before any screen's code has loaded (its request layer and its
 * route ids), apart from MESSAGES so that every page's first load carries these few strings and
 * not the whole catalogue (decision 0008).
 */
export const CLIENT_MESSAGES = {
  somethingWentWrong: 'Something went wrong!',
  serviceUnavailable: '지금은 서비스를 쓸 수 없어요.',
  invalidId: 'Invalid id',
  productIdNumeric: 'productsId는 숫자만 가능합니다.',
} as const;
