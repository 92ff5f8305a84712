/**
 * The shell's own few words, shown before or instead of the web app (whose text lives in its
 * i18next files). Korean, 해요체, like the web.
 */
export const strings = {
  offlineTitle: '인터넷에 연결되어 있지 않아요',
  offlineBody: '연결을 확인한 뒤 다시 시도해 주세요.',
  unreachableTitle: '초록에 연결할 수 없어요',
  unreachableBody: '잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  loading: '초록을 불러오는 중이에요',
} as const;
