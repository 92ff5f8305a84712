/**
 * Korean particles (조사) that change with the sound a word ends in: 을/를, 이/가, 은/는, 와/과 and
 * 으로/로. A name a shopper typed ("고무고무") or a product's name cannot have its particle written
 * in the sentence, so the particle is picked here from how the name is read aloud. When that
 * reading is not clear (a Latin word like "Jack", Chinese characters, an emoji only) both forms
 * are written, as Korean writing does: "Jack을(를)".
 */
export const PARTICLE_PAIRS = ['을/를', '이/가', '은/는', '와/과', '으로/로'] as const;
export type ParticlePair = (typeof PARTICLE_PAIRS)[number];

/** How a word's last syllable ends: no final consonant, ㄹ, another final consonant. */
type Ending = 'open' | 'rieul' | 'closed';

const FORMS: Record<ParticlePair, Record<Ending, string> & { unknown: string }> = {
  '을/를': { open: '를', rieul: '을', closed: '을', unknown: '을(를)' },
  '이/가': { open: '가', rieul: '이', closed: '이', unknown: '이(가)' },
  '은/는': { open: '는', rieul: '은', closed: '은', unknown: '은(는)' },
  '와/과': { open: '와', rieul: '과', closed: '과', unknown: '와(과)' },
  // ㄹ takes 로 as a vowel does: 서울로, 하늘로.
  '으로/로': { open: '로', rieul: '로', closed: '으로', unknown: '(으)로' },
};

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant (종성) index of ㄹ in a precomposed syllable. */
const JONG_RIEUL = 8;

function syllableEnding(syllable: string): Ending {
  const jong = ((syllable.codePointAt(0) ?? HANGUL_FIRST) - HANGUL_FIRST) % 28;
  if (jong === 0) return 'open';
  return jong === JONG_RIEUL ? 'rieul' : 'closed';
}

/** The last sound of each digit read the Sino-Korean way: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_ENDINGS: readonly Ending[] = [
  'closed', // 영
  'rieul', // 일
  'open', // 이
  'closed', // 삼
  'open', // 사
  'open', // 오
  'closed', // 육
  'rieul', // 칠
  'rieul', // 팔
  'open', // 구
];

/** The words for 10⁴, 10⁸, 10¹² and 10¹⁶: 만, 억, 조, 경. */
const GROUP_ENDINGS: readonly Ending[] = ['closed', 'closed', 'open', 'closed'];

/**
 * A whole number read aloud ends on its last non-zero digit, or on the place word its zeros
 * make: 10 십, 100 백, 1000 천, and from 10⁴ on the group's word (120000 십이만, 10⁸ 억, 10¹² 조,
 * 10¹⁶ 경).
 */
function numberEnding(digits: string): Ending | null {
  if (/^0+$/.test(digits)) return 'closed'; // 영
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  if (zeros === 0) return DIGIT_ENDINGS[Number(digits.at(-1))] ?? null;
  if (zeros < 4) return 'closed'; // 십, 백, 천
  // Past 경 nobody reads a number aloud.
  return GROUP_ENDINGS[Math.floor(zeros / 4) - 1] ?? null;
}

/** Letters read by their Korean names (LED, PC, TV): 엘, 엠, 엔 and 알 end in a consonant. */
function letterNameEnding(letter: string): Ending {
  if (letter === 'L' || letter === 'R') return 'rieul';
  return letter === 'M' || letter === 'N' ? 'closed' : 'open';
}

/**
 * The last sound of a Latin word as Korean borrows it, where that is dependable: 루나 (Luna),
 * 톰 (Tom), 폴 (Paul), 아이폰 (iPhone), 로즈 (Rose). A final b, c, g, k, p or t is read either
 * way (잭 and 마크, 톱 and 지프), so those give no answer.
 */
function wordEnding(word: string): Ending | null {
  const w = word.toLowerCase();
  if (w.endsWith('ng')) return 'closed';
  const last = w.at(-1) ?? '';
  if (last === 'e') {
    const before = w.at(-2) ?? '';
    if (before === 'l') return 'rieul'; // 애플, 벨
    if (before === 'm' || before === 'n') return 'closed'; // 게임, 제인
    return 'open'; // 로즈, 마이크, 블루
  }
  if (last === 'l') return 'rieul';
  if (last === 'm' || last === 'n') return 'closed';
  if ('aiouy'.includes(last)) return 'open';
  if ('dfhrsvwxz'.includes(last)) return 'open'; // 테드, 제프, 사라, 피터, 보스, 맥스
  return null;
}

/** Characters that are not read at the end of a name: spaces, punctuation, brackets, emoji. */
const UNREAD_TAIL = /[^\p{L}\p{N}]+$/u;

function ending(word: string): Ending | null {
  const read = word.replace(UNREAD_TAIL, '');
  const last = read.at(-1);
  if (last === undefined) return null;
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return syllableEnding(last);
  const number = /(\d+(?:,\d{3})*)$/.exec(read)?.[1];
  if (number !== undefined) {
    // After a decimal point digits are read one by one: 1.5 일 점 오, 2.0 이 점 영.
    const decimal = read.at(-number.length - 1) === '.';
    return decimal
      ? (DIGIT_ENDINGS[Number(last)] ?? null)
      : numberEnding(number.replaceAll(',', ''));
  }
  const latin = /[A-Za-z]+$/.exec(read)?.[0];
  if (latin === undefined) return null;
  if (latin.length === 1 || latin === latin.toUpperCase())
    return letterNameEnding(last.toUpperCase());
  return wordEnding(latin);
}

/** The particle of `pair` that follows `word`: particle('고무고무', '을/를') → '를'. */
export function particle(word: string, pair: ParticlePair): string {
  const forms = FORMS[pair];
  const end = ending(word);
  return end === null ? forms.unknown : forms[end];
}

/** The word with its particle: withParticle('선인장', '을/를') → '선인장을'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particle(word, pair)}`;
}
