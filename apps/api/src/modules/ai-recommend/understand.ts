import { seoulMonth } from '@chorok/contract';

/*
 * What a shopper's Korean description of a place says, read without a model: patterns over the
 * text with its spaces taken out, so "물을 자주 못 줘요", "물을자주 못줘요" and "물 자주 못 줘요"
 * read alike. Each pattern lists the spellings people type (북향/북쪽, 고양이/냥이, 강아지/댕댕이).
 */

export type Direction = 'north' | 'south' | 'east' | 'west';
/** How much light the place gets, from what was said (not from the room alone). */
export type LightLevel = 'dark' | 'dim' | 'medium' | 'bright';
export type Place =
  | 'livingRoom'
  | 'bedroom'
  | 'studio'
  | 'bathroom'
  | 'kitchen'
  | 'office'
  | 'desk'
  | 'veranda'
  | 'entrance';
export type Pet = 'cat' | 'dog' | 'pet';

export interface Understanding {
  direction: Direction | null;
  windowless: boolean;
  /** 형광등, 조명: the light is mostly from lamps. */
  artificial: boolean;
  light: LightLevel | null;
  /** In the order they were mentioned. */
  places: Place[];
  /** By a window (창가): brighter than the room it is in. */
  windowSeat: boolean;
  pets: Pet[];
  children: 'baby' | 'child' | null;
  watering: 'rare' | 'often' | null;
  /** Away often (출장, 여행): the reason the watering is rare, for the tip. */
  away: boolean;
  size: 'small' | 'large' | null;
  experience: 'beginner' | 'expert' | null;
  allergy: boolean;
  humidity: 'humid' | 'dry' | null;
  /** Cold where the plant will be: said (추워요, 난방이 안 돼요), or a veranda in winter. */
  cold: boolean;
  /** Winter: said (겨울에), or the months (Nov–Mar) a Korean veranda's nights fall under 10 °C. */
  winter: boolean;
  airflow: 'poor' | 'good' | null;
  scent: 'want' | 'avoid' | null;
  flowers: boolean;
  hanging: boolean;
  gift: boolean;
  airPurifying: boolean;
  herb: boolean;
  succulent: boolean;
  /** Short Korean chips of the above, for the shopper ("북향", "고양이", "물 주기 어려움"). */
  chips: string[];
}

export const DIRECTION_WORDS: Record<Direction, string> = {
  north: '북향',
  south: '남향',
  east: '동향',
  west: '서향',
};

export const PLACE_WORDS: Record<Place, string> = {
  livingRoom: '거실',
  bedroom: '침실',
  studio: '원룸',
  bathroom: '욕실',
  kitchen: '주방',
  office: '사무실',
  desk: '책상',
  veranda: '베란다',
  entrance: '현관',
};

export const PET_WORDS: Record<Pet, string> = { cat: '고양이', dog: '강아지', pet: '반려동물' };

/** Lower case, NFC, and no spaces or punctuation: the form every pattern below is written for. */
export function compactText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.,!?~·…'"()[\]{}/\\\-_:;^*+=<>|@#$%&ㅠㅜㅋㅎ]+/g, '');
}

/** "…는 없어요", "안 키워요", "…지 않아요" right after a match: the thing is not there. */
const NEGATION_AFTER =
  /^(은|는|이|가|도|을|를|랑|이랑|와|과|하고)?(없|안키|안길|안둬|안둘|안들|안드|키우지않|기르지않|아니|지않|지는않|지도않|진않|지못|못들)/;

/** Where the first non-negated match of `pattern` starts, or -1. */
function find(text: string, pattern: RegExp, negatable = true): number {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of text.matchAll(global)) {
    const after = text.slice(match.index + match[0].length);
    if (!negatable || !NEGATION_AFTER.test(after)) return match.index;
  }
  return -1;
}

const has = (text: string, pattern: RegExp, negatable = true) =>
  find(text, pattern, negatable) >= 0;

const LIGHT_WORDS = '(?:햇빛|햇볕|햇살|볕|채광|해|빛|일조량?)';
const SUBJECT = '(?:이|가|은|는|도)?';

const PATTERNS = {
  north: /(?:북향|북쪽|북측|정북|북동향|북서향)/,
  south: /(?:남향|남쪽|남측|정남|남동향|남서향)/,
  east: /(?:동향|동쪽|동측|동남향)/,
  west: /(?:서향|서쪽|서측|서남향)/,
  windowless: /(?:창문이?없|창이없|무창|창문하나없|창문이하나도없|창문없)/,
  artificial: /(?:형광등|조명|전등|스탠드|led|식물등|불빛)/,
  // Checked before `bright`: "햇빛이 잘 안 들어요" holds "햇빛이 잘".
  low: new RegExp(
    [
      `${LIGHT_WORDS}${SUBJECT}(?:잘|거의|별로|많이|하나도|전혀)?(?:안|못)(?:드|든|들|듭|받|와)`,
      `${LIGHT_WORDS}${SUBJECT}(?:잘)?(?:들지않|들지못|안들)`,
      `${LIGHT_WORDS}${SUBJECT}(?:거의|별로|잘|많이)?(?:없|적|부족|약)`,
    ].join('|'),
  ),
  // Words that are dark by themselves; "어둡지 않아요" is not.
  dark: /(?:어두|어둡|컴컴|침침|그늘|음지|반지하)/,
  bright: new RegExp(
    [
      `${LIGHT_WORDS}${SUBJECT}(?:잘|많이|충분히|종일|하루종일|오래|쨍쨍|가득|엄청|정말|아주)?(?:드|든|들|듭|듦|좋|많|강|쨍)`,
      '밝은|밝아|밝고|환한|환해|양지|직사광선|햇빛가득|볕좋',
    ].join('|'),
  ),
  livingRoom: /(?:거실|리빙룸)/,
  bedroom:
    /(?:침실|안방|침대|자는방|잠자는방|작은방|(?<!공부|놀이|드레스|옷|원|투)방(?:에|이|은|안|인데))/,
  studio: /(?:원룸|자취|오피스텔|고시원|월세방|좁은방|좁은집)/,
  bathroom: /(?:욕실|화장실|욕조|샤워실)/,
  kitchen: /(?:주방|부엌|싱크대|키친|식탁)/,
  office: /(?:사무실|회사|오피스(?!텔)|직장|사무공간|매장|가게)/,
  desk: /(?:책상|데스크|모니터|공부방|서재|테이블위)/,
  veranda: /(?:베란다|발코니|테라스|옥상)/,
  windowSeat: /(?:창가|창틀|창턱|창문(?:앞|옆|가))/,
  entrance: /(?:현관|신발장|복도|계단)/,
  cat: /(?:고양이|냥이|냥냥|야옹|냐옹|반려묘|집사|고냥|괭이|길냥)/,
  dog: /(?:강아지|댕댕|반려견|멍멍|강쥐|애견|(?<![0-9한두세네몇여러])개(?:를|가|랑|와|도|한마리|두마리|키)|푸들|말티즈|포메|리트리버|진돗개|시바견|비숑|웰시코기|닥스훈트)/,
  pet: /(?:반려동물|애완동물|애완|(?<!카)펫|토끼|햄스터|앵무새|거북이|페럿|기니피그)/,
  baby: /(?:아기(?!자기)|아가(?!씨)|애기|신생아|영아|갓난)/,
  child:
    /(?:아이(?!비|보리|디어|템|콘|돌|폰|패드|스크림|섀도|디)|어린이|어린애|유아|아들|딸(?!기)|자녀|조카|애들|키즈|초등학생|꼬마|손주|손자|손녀)/,
  rareWater: new RegExp(
    [
      '물(?:을|은|도)?(?:자주|잘|제때|꼬박꼬박|매번|매일|때맞춰)?(?:못|안)(?:줘|줌|주|챙|줄)',
      '물(?:주는|줄|주기)(?:걸|것을|것|거|게|때를|때)?(?:자주|잘|매번)?(?:잊|깜빡|까먹|놓)',
      '깜빡|까먹|잊(?!지않)',
      '출장|여행|집을(?:자주|오래|잘)?비|집에(?:잘|거의)?없|바빠|바쁘|바쁜|바쁨|바빴|야근',
      '게을|귀찮|방치|신경(?:을|을잘)?(?:잘)?못|손이(?:안|덜)가|관리(?:를|가)?(?:잘)?(?:못|어려|힘들)',
      '물(?:을)?(?:조금|적게|가끔)|가끔(?:만)?물|물(?:주기)?(?:가|를)?귀찮',
    ].join('|'),
  ),
  oftenWater:
    /(?:물(?:을|도)?(?:자주|매일|많이|듬뿍|열심히)(?:줘|줌|주는|주고|줄|줘요|주기)|매일물|(?<!못)자주줘|물주는(?:걸|것을|게|것)?좋아|물주기(?:를|가)?좋아|물을좋아)/,
  small:
    /(?:작은|작고|작았|작게|작아|소형|미니|조그만|조그마|아담|앙증|한뼘|손바닥|탁상|책상위|선반위|좁은|좁아|좁고)/,
  large:
    /(?:큰(?:식물|거|걸|게|나무|화분|잎|사이즈|게좋)|크고|크게|커다란|대형|큼직|키(?:가)?큰|존재감|바닥(?:에|에두|용|에놓)|크게자라|웅장)/,
  beginner:
    /(?:초보|처음|입문|잘몰라|몰라요|똥손|식물킬러|자주죽|다죽|죽였|죽여|죽이|죽어|죽는|죽을|쉬운|쉽게|쉬웠|무난|튼튼|잘안죽|안죽는|손이덜|관리가쉬|관리쉬|키우기쉬)/,
  expert:
    /(?:잘키워(?:요|왔|온)|잘키우는편|금손|경험(?:이)?많|고수|숙련|베테랑|오래키워|까다로운(?:것|거|식물)?(?:도|좋)|희귀|도전)/,
  allergy: /(?:알레르기|알러지|꽃가루|비염|천식|재채기)/,
  humid: /(?:습해|습한|습도(?:가)?높|습기|눅눅|곰팡이|축축|습도가많)/,
  // 난방 dries the air; 난방이 안 돼요 is cold instead.
  dry: /(?:건조|습도(?:가)?낮|난방(?!(?:이|을|은|도)?(?:잘)?(?:안|못|없))|메마른|가습)/,
  cold: /(?:(?<!안)(?:추워|추운|춥|쌀쌀|서늘|싸늘)|추위|냉기|냉골|외풍|웃풍|영하|얼어|난방(?:이|을|은|도)?(?:잘)?(?:안|못|없))/,
  winter: /겨울/,
  airflowPoor:
    /(?:환기(?:가|를)?(?:잘)?(?:안|못|어려)|통풍(?:이)?(?:잘)?(?:안|어려|나쁜|나빠|별로)|창문(?:을)?(?:못|안|잘안)열|바람(?:이)?(?:잘)?(?:안통|안들))/,
  airflowGood: /(?:통풍(?:이)?(?:잘|좋)|바람(?:이)?(?:잘)?(?:통|들어)|환기(?:를)?(?:자주|잘)해)/,
  scentAvoid: /(?:향(?:이|은)?(?:없|싫|약한|약했)|냄새(?:가|는)?싫|무향|향(?:에)?민감)/,
  scent: /(?:향기|향(?:이|도)?(?:좋|나|있)|좋은향|향긋|향나는|은은한향|향을|아로마)/,
  flowers: /(?:꽃(?!가루|병)|개화)/,
  hanging:
    /(?:행잉|걸어(?:두|둘|둬|놓|놀|놔)|벽에걸|걸이|매달|늘어(?:지|진|져|뜨)|덩굴|넝쿨|천장|커튼봉|높은선반)/,
  gift: /(?:선물|집들이|개업|생일|승진|기념일|답례|축하)/,
  airPurifying: /(?:공기정화|공기(?:가|질)?(?:안좋|나빠|나쁜|탁)|미세먼지|새집증후군|새집|정화)/,
  succulent: /(?:다육|선인장|에케베리아|알로에)/,
  herb: /(?:허브|요리|바질|로즈마리|민트|향신|샐러드|허브티)/,
} as const;

function firstDirection(text: string): Direction | null {
  const hits = (['north', 'south', 'east', 'west'] as const)
    .map((direction) => ({ direction, at: find(text, PATTERNS[direction]) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  return hits[0]?.direction ?? null;
}

/** Explicit words about the light win over the direction; the direction over nothing. */
function lightLevel(
  text: string,
  direction: Direction | null,
  windowless: boolean,
  artificial: boolean,
): LightLevel | null {
  if (windowless) return 'dark';
  const low = has(text, PATTERNS.low, false) || has(text, PATTERNS.dark);
  const bright = !low && has(text, PATTERNS.bright);
  if (low && has(text, PATTERNS.bright)) return 'medium';
  if (low) return artificial ? 'dark' : 'dim';
  if (bright) return 'bright';
  if (artificial && !direction) return 'dark';
  switch (direction) {
    case 'north':
      return 'dim';
    case 'east':
    case 'west':
      return 'medium';
    case 'south':
      return 'bright';
    default:
      return null;
  }
}

const LIGHT_CHIPS: Record<LightLevel, string> = {
  dark: '빛이 거의 없음',
  dim: '빛이 적은 곳',
  medium: '밝은 간접광',
  bright: '햇빛 잘 드는 곳',
};

/** Seoul months in which a veranda's nights are cold (under about 10 °C). */
const WINTER_MONTHS = new Set([11, 12, 1, 2, 3]);

/**
 * What the prompt says. `now`, the clock, tells the season: a veranda in winter is a cold place
 * even when the shopper does not say so. Without it only the words count.
 */
export function understand(prompt: string, now?: Date): Understanding {
  const text = compactText(prompt);
  const direction = firstDirection(text);
  const windowless = has(text, PATTERNS.windowless, false);
  const artificial = has(text, PATTERNS.artificial);
  const light = lightLevel(text, direction, windowless, artificial);

  const places = (Object.keys(PLACE_WORDS) as Place[])
    .map((place) => ({ place, at: find(text, PATTERNS[place]) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.place);

  const pets = (['cat', 'dog', 'pet'] as const).filter((pet) => has(text, PATTERNS[pet]));
  // "반려동물" said together with 고양이 adds nothing.
  const namedPets = pets.length > 1 ? pets.filter((pet) => pet !== 'pet') : pets;
  const children = has(text, PATTERNS.baby) ? 'baby' : has(text, PATTERNS.child) ? 'child' : null;

  const rare = has(text, PATTERNS.rareWater, false);
  const watering = rare ? 'rare' : has(text, PATTERNS.oftenWater, false) ? 'often' : null;
  const away = /출장|여행|집을(?:자주|오래|잘)?비|집에(?:잘|거의)?없/.test(text);

  const smallAt = find(text, PATTERNS.small, false);
  const largeAt = find(text, PATTERNS.large, false);
  const size =
    smallAt >= 0 && (largeAt < 0 || smallAt < largeAt) ? 'small' : largeAt >= 0 ? 'large' : null;

  const expert = has(text, PATTERNS.expert, false);
  const beginner = has(text, PATTERNS.beginner, false);
  const experience = beginner ? 'beginner' : expert ? 'expert' : null;

  const allergy = has(text, PATTERNS.allergy, false);
  const humidity = has(text, PATTERNS.humid) ? 'humid' : has(text, PATTERNS.dry) ? 'dry' : null;
  const winter =
    has(text, PATTERNS.winter) || (now !== undefined && WINTER_MONTHS.has(seoulMonth(now)));
  const cold = has(text, PATTERNS.cold) || (winter && places.includes('veranda'));
  const airflow = has(text, PATTERNS.airflowPoor, false)
    ? 'poor'
    : has(text, PATTERNS.airflowGood, false)
      ? 'good'
      : null;
  const scent = has(text, PATTERNS.scentAvoid, false)
    ? 'avoid'
    : has(text, PATTERNS.scent)
      ? 'want'
      : null;
  // Pollen is what an allergy fears; flowers then are not a wish.
  const flowers = !allergy && has(text, PATTERNS.flowers);

  const understanding: Understanding = {
    direction,
    windowless,
    artificial,
    light,
    places,
    windowSeat: has(text, PATTERNS.windowSeat),
    pets: namedPets,
    children,
    watering,
    away,
    size,
    experience,
    allergy,
    humidity,
    cold,
    winter,
    airflow,
    scent,
    flowers,
    hanging: has(text, PATTERNS.hanging),
    gift: has(text, PATTERNS.gift),
    airPurifying: has(text, PATTERNS.airPurifying),
    herb: has(text, PATTERNS.herb),
    succulent: has(text, PATTERNS.succulent),
    chips: [],
  };
  understanding.chips = chipsOf(understanding);
  return understanding;
}

function chipsOf(u: Understanding): string[] {
  const chips: string[] = [];
  if (u.direction) chips.push(DIRECTION_WORDS[u.direction]);
  if (u.windowless) chips.push('창문 없음');
  else if (u.artificial) chips.push('형광등 조명');
  // The direction already says how light it is, unless something said otherwise.
  const directionLight = u.direction ? lightLevel('', u.direction, false, false) : null;
  if (
    u.light &&
    !u.windowless &&
    u.light !== directionLight &&
    !(u.artificial && u.light === 'dark')
  )
    chips.push(LIGHT_CHIPS[u.light]);
  chips.push(...u.places.map((place) => PLACE_WORDS[place]));
  if (u.windowSeat) chips.push('창가');
  chips.push(...u.pets.map((pet) => PET_WORDS[pet]));
  if (u.children) chips.push(u.children === 'baby' ? '아기' : '아이');
  if (u.watering) chips.push(u.watering === 'rare' ? '물 주기 어려움' : '물 자주 줌');
  if (u.away) chips.push('집을 자주 비움');
  if (u.size) chips.push(u.size === 'small' ? '작은 식물' : '큰 식물');
  if (u.experience) chips.push(u.experience === 'beginner' ? '초보' : '키워 본 경험 많음');
  if (u.allergy) chips.push('꽃가루 알레르기');
  if (u.humidity) chips.push(u.humidity === 'humid' ? '습한 곳' : '건조한 곳');
  if (u.cold) chips.push(u.winter && u.places.includes('veranda') ? '겨울 추위' : '추운 곳');
  if (u.airflow) chips.push(u.airflow === 'poor' ? '통풍이 잘 안 됨' : '통풍이 잘 됨');
  if (u.scent) chips.push(u.scent === 'want' ? '향기' : '향 없는 식물');
  if (u.flowers) chips.push('꽃');
  if (u.hanging) chips.push('걸어 두기');
  if (u.herb) chips.push('허브');
  if (u.succulent) chips.push('다육·선인장');
  if (u.airPurifying) chips.push('공기정화');
  if (u.gift) chips.push('선물');
  return [...new Set(chips)];
}
