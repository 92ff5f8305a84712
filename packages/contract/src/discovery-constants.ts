/*
 * Constants only the discovery screens use. Kept out of constants.ts on purpose: that module sits
 * in the web's first-load chunk whole, so whatever it exports every page downloads.
 */

/**
 * The PET_CHILD answers' metadata ids. With 반려동물과 함께 or 아이와 함께 the recommend list holds no
 * plant unsafe for pets or children; 해당 없음 is the questionnaire's answer that excludes both.
 */
export const PET_CHILD_ANSWERS = { withPets: 31, withChildren: 32, neither: 33 } as const;

/** AI recommendation (/products/ai-recommend). */
export const AI_RECOMMEND = {
  promptMinLength: 2,
  promptMaxLength: 300,
  /** Products in one answer. */
  maxItems: 5,
  ratePerMinutePerIp: 20,
  ratePerMinutePerUser: 10,
} as const;
