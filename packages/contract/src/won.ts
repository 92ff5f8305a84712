/** An amount as Korean shoppers read it: 12900 → '12,900원' (what the server writes in words). */
export const formatWon = (amount: number): string => `${amount.toLocaleString('ko-KR')}원`;
