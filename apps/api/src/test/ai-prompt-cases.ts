/*
 * Korean descriptions and what the local recommender must and must not answer them with, against
 * the seed catalogue (packages/catalogue/src). Shared by the recommender's unit test and the
 * API test, which asks the same questions of a database holding that catalogue.
 */

/** Plants on sale that cats and dogs must not chew. */
export const PET_TOXIC = [
  '몬스테라 델리시오사',
  '떡갈고무나무',
  '뱅갈고무나무',
  '인도고무나무',
  '홍콩야자',
  '행운목',
  '스파티필룸',
  '디펜바키아',
  '스투키',
  '산세베리아',
  '금전수',
  '스킨답서스',
  '싱고니움',
  '아이비',
  '알로에 베라',
  '염자',
  '칼랑코에',
  '제라늄',
  '라벤더',
];

/** Plants that starve in a north-facing or dark room. */
export const SUN_HUNGRY = [
  '에케베리아 롤라',
  '염자',
  '알로에 베라',
  '금호',
  '귀면각',
  '칼랑코에',
  '제라늄',
  '올리브나무',
  '로즈마리',
  '스위트 바질',
  '라벤더',
  '하월시아',
  '녹영',
];

/** Plants that dry out within days. */
const THIRSTY = ['보스턴고사리', '피토니아', '칼라데아 오르비폴리아', '스위트 바질', '애플민트'];
const FLOWERING = ['호접란', '안스리움', '칼랑코에', '학자스민', '아프리칸 바이올렛', '제라늄'];
const HARD = ['칼라데아 오르비폴리아', '칼라데아 오르나타', '치자나무', '라벤더'];

export interface PromptCase {
  prompt: string;
  /** Each of these is among the answer's plants. */
  must: string[];
  /** None of these is. */
  mustNot: string[];
}

export const PROMPT_CASES: PromptCase[] = [
  {
    prompt: '북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요',
    must: ['페페로미아 오브투시폴리아'],
    mustNot: [...PET_TOXIC, ...SUN_HUNGRY, ...THIRSTY],
  },
  {
    prompt: '북쪽 방인데 고양이랑 강아지 둘 다 키워요',
    must: ['테이블야자'],
    mustNot: [...PET_TOXIC, ...SUN_HUNGRY],
  },
  {
    prompt: '햇빛 잘 드는 남향 베란다',
    must: ['에케베리아 롤라'],
    mustNot: ['칼라데아 오르비폴리아', '피토니아', '보스턴고사리', '테이블야자'],
  },
  {
    prompt: '남향 베란다에서 다육이 키우고 싶어요',
    must: ['에케베리아 롤라', '하월시아'],
    mustNot: ['보스턴고사리', '스파티필룸', '테이블야자'],
  },
  {
    prompt: '창문 없는 사무실 책상',
    must: ['테이블야자'],
    mustNot: [...SUN_HUNGRY, '몬스테라 델리시오사', '극락조화', '떡갈고무나무'],
  },
  {
    prompt: '형광등 아래 사무실 책상',
    must: ['테이블야자'],
    mustNot: [...SUN_HUNGRY, '몬스테라 아단소니', '극락조화'],
  },
  {
    prompt: '어두운 거실에 둘 식물',
    must: ['스투키'],
    mustNot: SUN_HUNGRY,
  },
  {
    prompt: '햇빛이 잘 안 드는 거실, 식물을 자주 죽여요',
    must: ['스투키'],
    mustNot: [...SUN_HUNGRY, ...HARD],
  },
  {
    prompt: '빛이 거의 안 드는 화장실',
    must: ['테이블야자'],
    mustNot: [...SUN_HUNGRY, '호야 카르노사'],
  },
  {
    prompt: '습한 반지하 방이에요',
    must: [],
    mustNot: [...SUN_HUNGRY, '틸란드시아 이오난사'],
  },
  {
    prompt: '강아지 키우는 집, 거실이 밝아요',
    must: [],
    mustNot: PET_TOXIC,
  },
  {
    prompt: '댕댕이가 잎을 자꾸 씹어요',
    must: [],
    mustNot: PET_TOXIC,
  },
  {
    prompt: '냥이랑 같이 사는 자취방',
    must: [],
    mustNot: PET_TOXIC,
  },
  {
    prompt: '고양이가 있고 햇빛이 잘 드는 남향 창가예요',
    must: ['에케베리아 롤라'],
    mustNot: PET_TOXIC,
  },
  {
    prompt: '반려동물이랑 아이가 있어요',
    must: [],
    mustNot: [...PET_TOXIC, '치자나무', '애플민트'],
  },
  {
    prompt: '아기가 있는 집 거실에 둘 큰 식물',
    must: ['아레카야자'],
    mustNot: ['몬스테라 델리시오사', '떡갈고무나무', '뱅갈고무나무', '극락조화', '디펜바키아'],
  },
  {
    prompt: '물을 자주 못 줘요',
    must: ['스투키'],
    mustNot: THIRSTY,
  },
  {
    prompt: '물을자주못줘요',
    must: ['스투키'],
    mustNot: THIRSTY,
  },
  {
    prompt: '출장이 잦아서 집을 자주 비워요',
    must: ['스투키', '금전수'],
    mustNot: THIRSTY,
  },
  {
    prompt: '물 주는 걸 좋아해서 매일 줄 수 있어요',
    must: ['보스턴고사리'],
    mustNot: ['스투키', '금호', '산세베리아', '에케베리아 롤라'],
  },
  {
    prompt: '책상 위에 둘 작은 식물, 초보예요',
    must: [],
    mustNot: ['극락조화', '떡갈고무나무', '뱅갈고무나무', '아레카야자', '관음죽', ...HARD],
  },
  {
    prompt: '거실 바닥에 둘 큰 식물',
    must: ['뱅갈고무나무'],
    mustNot: ['에케베리아 롤라', '하월시아', '틸란드시아 이오난사', '피토니아'],
  },
  {
    prompt: '욕실에 둘 식물',
    must: ['보스턴고사리'],
    mustNot: ['에케베리아 롤라', '금호', '알로에 베라', '귀면각'],
  },
  {
    prompt: '향기 좋은 꽃 선물하고 싶어요',
    must: ['학자스민'],
    mustNot: ['스투키', '산세베리아'],
  },
  {
    prompt: '꽃가루 알레르기가 있어요',
    must: [],
    mustNot: FLOWERING,
  },
  {
    prompt: '비염이 심한데 거실에 식물을 두고 싶어요',
    must: [],
    mustNot: FLOWERING,
  },
  {
    prompt: '주방 창가에서 요리할 때 쓸 허브',
    must: ['스위트 바질', '로즈마리'],
    mustNot: ['스투키', '테이블야자'],
  },
  {
    prompt: '천장에 걸어 둘 식물',
    must: ['스킨답서스'],
    mustNot: ['떡갈고무나무', '극락조화', '금호'],
  },
  {
    prompt: '식물을 자주 죽여요 정말 쉬운 걸로',
    must: [],
    mustNot: HARD,
  },
  {
    prompt: '식물 잘 키워요, 까다로운 것도 좋아요',
    must: ['칼라데아 오르비폴리아'],
    mustNot: ['스투키'],
  },
  {
    prompt: '현관 신발장 위에 둘 거예요',
    must: [],
    mustNot: SUN_HUNGRY,
  },
  {
    prompt: '환기가 잘 안 되는 방',
    must: [],
    mustNot: ['로즈마리', '라벤더', '에케베리아 롤라', '스위트 바질'],
  },
  {
    prompt: '건조한 사무실인데 물을 자주 못 줘요',
    must: ['스투키'],
    mustNot: THIRSTY,
  },
  {
    prompt: '동향 침실에 둘 거예요',
    must: [],
    mustNot: ['금호', '귀면각', '로즈마리', '라벤더'],
  },
  {
    prompt: 'asdf qwer',
    must: ['스투키'],
    mustNot: HARD,
  },
];
