/** The seasonal care tips of the home screen; each names the months it matters in. */
export interface CareTip {
  id: 'repot' | 'water' | 'monsoon' | 'midsummer' | 'autumn' | 'winter';
  months: readonly number[];
  icon: 'plant' | 'drop' | 'wind' | 'sun' | 'leaf' | 'snow';
}

export const CARE_TIPS: readonly CareTip[] = [
  { id: 'repot', months: [3, 4, 5], icon: 'plant' },
  { id: 'water', months: [4, 5, 6, 7, 8, 9], icon: 'drop' },
  { id: 'monsoon', months: [6, 7, 8], icon: 'wind' },
  { id: 'midsummer', months: [7, 8], icon: 'sun' },
  { id: 'autumn', months: [10, 11, 12, 1, 2], icon: 'leaf' },
  { id: 'winter', months: [12, 1, 2], icon: 'snow' },
];

/**
 * How far a tip's month is from now, round the year. A season still to come counts a little
 * nearer than one just gone: it is advice the reader can still act on.
 */
function monthDistance(tipMonth: number, month: number) {
  const ahead = (tipMonth - month + 12) % 12;
  const behind = (month - tipMonth + 12) % 12;
  return Math.min(ahead, behind + 0.5);
}

/**
 * The tips for a month (1…12): those in season first, then the ones whose season is nearest,
 * so every month shows `count` tips and neighbouring months overlap gently.
 */
export function pickCareTips(month: number, count = 3): CareTip[] {
  const distance = (tip: CareTip) => Math.min(...tip.months.map((m) => monthDistance(m, month)));
  return CARE_TIPS.map((tip, order) => ({ tip, order, d: distance(tip) }))
    .sort((x, y) => x.d - y.d || x.order - y.order)
    .slice(0, count)
    .map(({ tip }) => tip);
}
