/**
 * The messages the web app needs before any screen's code has loaded (its request layer and its
 * route ids), apart from MESSAGES so that every page's first load carries these few strings and
 * not the whole catalogue (decision 0008).
 */
export const CLIENT_MESSAGES = {
  somethingWentWrong: 'Something went wrong!',
  serviceUnavailable: '서비스를 잠시 사용할 수 없습니다.',
  invalidId: 'Invalid id',
  productIdNumeric: 'productsId는 숫자만 가능합니다.',
} as const;
