import {
  DIRECTION_WORDS,
  PET_WORDS,
  PLACE_WORDS,
  type Place,
  type Understanding,
} from './understand.ts';

/** A clause of a reason in two forms: joined to the next ("…버티고") and closing it ("…버텨요"). */
export interface Clause {
  conn: string;
  end: string;
}

/** "A하고, B해요": every clause joined, the last one closing the sentence. */
export function sentence(clauses: readonly Clause[]): string {
  return clauses
    .map((clause, i) => (i === clauses.length - 1 ? clause.end : clause.conn))
    .join(', ');
}

/** Whether the last Hangul syllable has a final consonant (받침). */
function hasBatchim(word: string): boolean {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11_171 && code % 28 !== 0;
}

/** 은/는, 이/가, 와/과 after a word, by its last syllable. */
export function particle(word: string, withBatchim: string, without: string): string {
  return `${word}${hasBatchim(word) ? withBatchim : without}`;
}

/** 7 → 일주일, 10 → 열흘, 14 → 2주, 30 → 한 달: how people say a watering interval. */
export function interval(days: number): string {
  if (days >= 28) return days >= 56 ? `${Math.round(days / 30)}달` : '한 달';
  if (days % 7 === 0) return days === 7 ? '일주일' : `${days / 7}주`;
  if (days === 10) return '열흘';
  return `${days}일`;
}

/** "고양이와 아이 모두에게", "강아지에게", "아기에게": who the plant is safe for. */
export function safeFor(u: Understanding): string | null {
  const who = [...u.pets.map((pet) => PET_WORDS[pet])];
  if (u.children) who.push(u.children === 'baby' ? '아기' : '아이');
  if (who.length === 0) return null;
  if (who.length === 1) return `${who[0]}에게`;
  const joined = who
    .map((word, i) => (i < who.length - 1 ? particle(word, '과', '와') : word))
    .join(' ');
  return `${joined} 모두에게`;
}

/** "북향 원룸처럼": the direction and room the shopper described, as a comparison. */
function placeContext(u: Understanding): string | null {
  const words = [
    ...(u.direction === 'north' ? [DIRECTION_WORDS.north] : []),
    ...(u.places[0] ? [PLACE_WORDS[u.places[0]]] : []),
  ];
  return words.length ? `${words.join(' ')}처럼` : null;
}

/** The light clause for a plant whose range holds the light described. */
export function lightClause(u: Understanding): Clause | null {
  switch (u.light) {
    case 'dark':
      return u.windowless
        ? {
            conn: '창문이 없어도 조명 빛으로 잘 버티고',
            end: '창문이 없어도 조명 빛으로 잘 버텨요',
          }
        : { conn: '형광등 불빛만으로도 잘 자라고', end: '형광등 불빛만으로도 잘 자라요' };
    case 'dim': {
      const context = placeContext(u);
      const head = context ? `${context} 빛이 적어도` : '빛이 적은 곳에서도';
      return { conn: `${head} 잘 버티고`, end: `${head} 잘 버텨요` };
    }
    case 'medium':
      if (u.direction === 'east')
        return {
          conn: '동향의 부드러운 아침 햇빛에 잘 맞고',
          end: '동향의 부드러운 아침 햇빛에 잘 맞아요',
        };
      if (u.direction === 'west')
        return { conn: '서향의 오후 햇빛에도 잘 자라고', end: '서향의 오후 햇빛에도 잘 자라요' };
      return { conn: '밝은 간접광에서 잘 자라고', end: '밝은 간접광에서 잘 자라요' };
    case 'bright': {
      const where =
        u.direction === 'south'
          ? '남향 창가에서'
          : u.places.includes('veranda')
            ? '베란다에서'
            : '볕 잘 드는 곳에서';
      return {
        conn: `햇빛을 좋아해서 ${where} 잘 자라고`,
        end: `햇빛을 좋아해서 ${where} 잘 자라요`,
      };
    }
    default:
      return null;
  }
}

export function placeClause(place: Place): Clause {
  const word = PLACE_WORDS[place];
  return { conn: `${word}에 두기 좋고`, end: `${word}에 두기 좋아요` };
}

export function rareWaterClause(days: number, away: boolean): Clause {
  const span = interval(days);
  if (away)
    return {
      conn: `집을 비워도 ${particle(span, '은', '는')} 거뜬하고`,
      end: `집을 비워도 ${particle(span, '은', '는')} 거뜬해요`,
    };
  return { conn: `물을 ${span}에 한 번만 줘도 되고`, end: `물을 ${span}에 한 번만 줘도 돼요` };
}

export const CLAUSES = {
  oftenWater: {
    conn: '물을 좋아해서 자주 챙겨 주면 잘 자라고',
    end: '물을 좋아해서 자주 챙겨 주면 잘 자라요',
  },
  smallDesk: { conn: '작아서 책상 위에 두기 좋고', end: '작아서 책상 위에 두기 좋아요' },
  small: { conn: '작아서 선반이나 창턱에 두기 좋고', end: '작아서 선반이나 창턱에 두기 좋아요' },
  large: {
    conn: '키가 커서 공간을 시원하게 채워 주고',
    end: '키가 커서 공간을 시원하게 채워 줘요',
  },
  beginner: { conn: '초보도 키우기 쉽고', end: '초보도 키우기 쉬워요' },
  expert: { conn: '까다로운 만큼 키우는 보람이 크고', end: '까다로운 만큼 키우는 보람이 커요' },
  rare: { conn: '쉽게 보기 힘든 희귀한 식물이고', end: '쉽게 보기 힘든 희귀한 식물이에요' },
  allergy: { conn: '꽃가루 걱정 없는 잎 식물이고', end: '꽃가루 걱정 없는 잎 식물이에요' },
  humid: { conn: '습한 곳을 좋아하고', end: '습한 곳을 좋아해요' },
  dry: { conn: '건조한 공기에도 잘 버티고', end: '건조한 공기에도 잘 버텨요' },
  airflowPoor: {
    conn: '통풍이 덜 되는 곳에서도 잘 견디고',
    end: '통풍이 덜 되는 곳에서도 잘 견뎌요',
  },
  scent: { conn: '은은한 향이 나고', end: '은은한 향이 나요' },
  flowers: { conn: '예쁜 꽃을 피우고', end: '예쁜 꽃을 피워요' },
  hanging: { conn: '줄기가 늘어져 걸어 두면 예쁘고', end: '줄기가 늘어져 걸어 두면 예뻐요' },
  succulent: { conn: '물을 저장해 두는 다육식물이고', end: '물을 저장해 두는 다육식물이에요' },
  herb: { conn: '요리에 바로 쓸 수 있는 허브이고', end: '요리에 바로 쓸 수 있는 허브예요' },
  airPurifying: { conn: '공기정화 식물로 알려져 있고', end: '공기정화 식물로 알려져 있어요' },
  gift: { conn: '선물하기에도 좋고', end: '선물하기에도 좋아요' },
  popular: { conn: '많은 분이 찾는 식물이고', end: '많은 분이 찾는 식물이에요' },
} as const satisfies Record<string, Clause>;

/** The clause of a plant that bears the cold described: a winter veranda's, or any cold place's. */
export function coldClause(u: Understanding): Clause {
  if (u.places.includes('veranda'))
    return u.winter
      ? { conn: '겨울 베란다의 추위도 견디고', end: '겨울 베란다의 추위도 견뎌요' }
      : { conn: '추운 베란다에서도 잘 견디고', end: '추운 베란다에서도 잘 견뎌요' };
  return { conn: '서늘한 곳에서도 잘 견디고', end: '서늘한 곳에서도 잘 견뎌요' };
}

export function safetyClause(u: Understanding): Clause | null {
  const who = safeFor(u);
  return who ? { conn: `${who} 안전하고`, end: `${who} 안전해요` } : null;
}

/** The first sentence of the tip: about the place and its light. */
function placeTip(u: Understanding): string | null {
  if (u.windowless)
    return '창문이 없다면 식물등을 하루 8~12시간 켜 주세요. 조명에서 50cm 안쪽에 두면 더 잘 자라요.';
  if (u.artificial && u.light === 'dark')
    return '형광등 아래라면 조명에서 50cm 안쪽에 두고, 주말에는 가끔 창가로 옮겨 햇빛을 보여 주세요.';
  if (u.cold)
    return u.places.includes('veranda')
      ? '겨울 밤 베란다는 5도 아래로 내려가기도 해요. 한파 예보가 있으면 안으로 들이고, 물은 따뜻한 낮에 주세요.'
      : '추운 곳에서는 흙이 늦게 마르니 물 주는 간격을 늘리고, 찬 창가에서 한 걸음 떨어뜨려 두세요.';
  if (u.direction === 'north' || u.light === 'dim')
    return '빛이 적은 곳에서는 가장 밝은 창가 가까이에 두고, 2주에 한 번 화분을 돌려 주면 고르게 자라요.';
  if (u.direction === 'west')
    return '서향은 오후 햇빛이 뜨거워요. 여름에는 창에서 한 걸음 떨어뜨려 잎이 타지 않게 해 주세요.';
  if (u.direction === 'east')
    return '동향은 오전 햇빛이 부드러워 식물이 지내기 좋아요. 오후에는 어두워지니 창가 가까이에 두세요.';
  if (u.places.includes('veranda'))
    return '햇빛이 강한 한여름 한낮에는 얇은 커튼으로 한 번 걸러 주고, 겨울 밤 베란다 기온이 5도 아래로 내려가면 안으로 들여 주세요.';
  if (u.direction === 'south' || u.light === 'bright')
    return '햇빛이 강한 한여름 한낮에는 얇은 커튼으로 한 번 걸러 주세요. 잎이 타는 걸 막을 수 있어요.';
  const place = u.places[0];
  switch (place) {
    case 'bathroom':
      return '욕실은 습도는 좋지만 빛이 부족해요. 일주일에 한두 번은 밝은 곳으로 옮겨 햇빛을 보여 주세요.';
    case 'entrance':
      return '현관은 문을 여닫을 때 찬 바람이 들어요. 겨울에는 문에서 조금 떨어진 자리에 두세요.';
    case 'kitchen':
      return '주방에서는 가스레인지의 열기와 기름이 닿지 않는 창가 쪽에 두세요.';
    case 'office':
    case 'desk':
      return '모니터나 히터의 더운 바람이 닿지 않게 두고, 주말 전에 흙을 확인해 물을 챙겨 주세요.';
    case 'bedroom':
    case 'studio':
      return '창가는 밤에 차가워져요. 겨울에는 창에서 조금 떨어진 곳으로 옮겨 주세요.';
    case 'livingRoom':
      return '에어컨이나 난방기 바람이 직접 닿지 않는 자리에 두세요.';
    default:
      return null;
  }
}

/** The second sentence of the tip: about the shopper's life with the plant. */
function lifeTip(u: Understanding): string | null {
  if (u.watering === 'rare')
    return u.away
      ? '오래 집을 비울 때는 떠나기 전날 흠뻑 주고, 자동급수 화분을 쓰면 더 든든해요.'
      : '물은 날짜보다 흙을 만져 보고 바싹 말랐을 때 흠뻑 주세요. 내 식물로 등록하면 물 주기 알림을 받을 수 있어요.';
  if (u.pets.length)
    return '안전한 식물이라도 많이 씹으면 배탈이 날 수 있으니, 잎을 자꾸 뜯는다면 높은 곳에 두세요.';
  if (u.children)
    return '아이가 흙을 파거나 화분을 넘어뜨리지 않게 무거운 화분이나 높은 선반에 두세요.';
  if (u.allergy) return '잎에 앉은 먼지는 젖은 천으로 가끔 닦아 주세요. 잎도 숨을 더 잘 쉬어요.';
  if (u.humidity === 'dry')
    return '건조한 계절에는 분무보다 가습기나 자갈을 깐 물받침이 잎 끝 마름을 더 잘 막아요.';
  if (u.humidity === 'humid' || u.airflow === 'poor')
    return '습하고 바람이 적은 곳은 흙이 늦게 말라요. 하루 한 번 창문을 열어 환기해 주세요.';
  if (u.experience === 'beginner')
    return '처음이라면 물은 손가락 한 마디 깊이까지 흙이 말랐을 때 주세요. 물을 너무 자주 주는 게 가장 흔한 실수예요.';
  if (u.watering === 'often')
    return '물을 자주 준다면 물빠짐 좋은 흙과 구멍 뚫린 화분을 써서 뿌리가 숨 쉴 수 있게 해 주세요.';
  if (u.herb)
    return '허브는 햇빛과 바람을 좋아해요. 창문을 자주 열어 주고, 잎을 자주 따 주면 더 풍성해져요.';
  if (u.hanging)
    return '높이 걸어 둔 화분은 흙이 더 빨리 말라요. 물을 줄 때는 내려서 흠뻑 주고 물이 빠진 뒤에 다시 걸어 주세요.';
  if (u.flowers) return '꽃이 진 뒤에는 시든 꽃대를 잘라 주세요. 다음 꽃을 피울 힘이 남아요.';
  if (u.gift) return '선물할 때는 물 주기와 두면 좋은 곳을 적은 카드를 함께 건네 보세요.';
  return null;
}

export const NOTHING_UNDERSTOOD_TIP =
  '어떤 곳인지 잘 알아듣지 못했어요. 그래서 많은 분이 찾는 키우기 쉬운 식물을 먼저 골랐어요. 방향(북향·남향), 밝기, 반려동물, 물 주기 습관을 알려 주시면 더 꼭 맞게 골라 드릴게요.';

const GENERAL_TIP =
  '새 식물은 처음 1~2주 동안 자리를 옮기지 말고 적응할 시간을 주세요. 물은 겉흙이 마른 뒤에 흠뻑 주면 돼요.';

/** One or two sentences of care advice for the place described. */
export function tipFor(u: Understanding): string {
  if (u.chips.length === 0) return NOTHING_UNDERSTOOD_TIP;
  const parts = [placeTip(u), lifeTip(u)].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' ') : GENERAL_TIP;
}
