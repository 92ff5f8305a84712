import { LIGHT_LEVELS, type LightLevelId, type MetadataKind } from '@chorok/contract';

/** A row of `product_metadatas`: an answer option of a recommendation question, or a tag. */
export interface SeedMetadata {
  id: number;
  kind: MetadataKind;
  name: string;
  description: string;
  sortOrder: number;
}

/**
 * Ids by meaning, so product files say `META.shade` rather than a bare 14. The layout leaves room
 * in every block for options added later: 1–9 GROW_PLACE, 11–19 SUNLIGHT, 21–29 VENTILATION,
 * 31–39 PET_CHILD, 41–100 TAG. Ids are part of the public API (filters, saved answers): never
 * renumber one, only add.
 */
export const META = {
  livingRoom: 1,
  bedroom: 2,
  veranda: 3,
  desk: 4,
  bathroom: 5,
  kitchen: 6,
  entrance: 7,

  directSun: 11,
  brightIndirect: 12,
  partialShade: 13,
  shade: 14,

  airflowGood: 21,
  airflowNormal: 22,
  airflowPoor: 23,

  withPets: 31,
  withChildren: 32,
  noPetsOrChildren: 33,

  beginner: 41,
  expert: 42,
  small: 43,
  medium: 44,
  large: 45,
  airPurifying: 46,
  hanging: 47,
  flowering: 48,
  succulent: 49,
  petSafe: 50,
  lowWater: 51,
  gift: 52,
  pot: 53,
  soil: 54,
  nutrient: 55,
  tool: 56,
  foliage: 57,
  herb: 58,
  waterCulture: 59,
  rare: 60,
  fragrant: 61,
} as const;

export type MetaKey = keyof typeof META;

/** The SUNLIGHT answer of each light level (packages/contract light-levels.ts). */
const SUNLIGHT_ANSWER: Record<LightLevelId, number> = {
  SUN: META.directSun,
  BRIGHT_INDIRECT: META.brightIndirect,
  PARTIAL_SHADE: META.partialShade,
  SHADE: META.shade,
};

/**
 * Light bands of the SUNLIGHT answers, in lux: the light levels, brightest first. A plant is
 * linked to every band its light range overlaps, so the question, the light meter and
 * `/products/lux` agree with each other.
 */
export const SUNLIGHT_BANDS = [...LIGHT_LEVELS].reverse().map((level) => ({
  id: SUNLIGHT_ANSWER[level.id],
  minLux: level.minLux,
  maxLux: level.maxLux,
}));

export const seedMetadatas: readonly SeedMetadata[] = [
  {
    id: META.livingRoom,
    kind: 'GROW_PLACE',
    name: '거실',
    description: '가족이 오래 머무는 넓은 공간이에요. 중형·대형 식물이 잘 어울려요.',
    sortOrder: 1,
  },
  {
    id: META.bedroom,
    kind: 'GROW_PLACE',
    name: '침실',
    description: '빛이 부드럽고 조용한 공간이에요. 관리가 쉬운 식물을 추천해요.',
    sortOrder: 2,
  },
  {
    id: META.veranda,
    kind: 'GROW_PLACE',
    name: '베란다',
    description: '햇빛과 바람이 가장 잘 드는 곳이에요. 다육이와 허브가 특히 좋아해요.',
    sortOrder: 3,
  },
  {
    id: META.desk,
    kind: 'GROW_PLACE',
    name: '사무실/책상',
    description: '형광등 아래 좁은 자리예요. 작고 그늘에 강한 식물이 알맞아요.',
    sortOrder: 4,
  },
  {
    id: META.bathroom,
    kind: 'GROW_PLACE',
    name: '욕실',
    description: '습도가 높고 빛이 적은 곳이에요. 고사리처럼 습기를 좋아하는 식물이 잘 맞아요.',
    sortOrder: 5,
  },
  {
    id: META.kitchen,
    kind: 'GROW_PLACE',
    name: '주방',
    description: '창가 선반이나 조리대 한편이에요. 허브나 작은 덩굴 식물을 두기 좋아요.',
    sortOrder: 6,
  },
  {
    id: META.entrance,
    kind: 'GROW_PLACE',
    name: '현관',
    description: '빛이 적고 온도 변화가 있는 곳이에요. 환경을 덜 타는 식물을 골라 주세요.',
    sortOrder: 7,
  },

  {
    id: META.directSun,
    kind: 'SUNLIGHT',
    name: '직사광선이 드는 창가',
    description: '하루 4시간 이상 해가 직접 드는 남향 창가예요. (약 10,000 lux 이상)',
    sortOrder: 1,
  },
  {
    id: META.brightIndirect,
    kind: 'SUNLIGHT',
    name: '밝은 간접광',
    description: '커튼을 거친 햇빛이나 창가 가까운 밝은 자리예요. (약 2,500~10,000 lux)',
    sortOrder: 2,
  },
  {
    id: META.partialShade,
    kind: 'SUNLIGHT',
    name: '반그늘',
    description: '창에서 몇 걸음 떨어진, 책을 읽기에 적당한 밝기예요. (약 1,000~2,500 lux)',
    sortOrder: 3,
  },
  {
    id: META.shade,
    kind: 'SUNLIGHT',
    name: '그늘/형광등',
    description: '창이 멀거나 없고 주로 조명에 의지하는 곳이에요. (약 1,000 lux 미만)',
    sortOrder: 4,
  },

  {
    id: META.airflowGood,
    kind: 'VENTILATION',
    name: '잘 됨',
    description: '창문을 자주 열거나 바람이 늘 통하는 곳이에요.',
    sortOrder: 1,
  },
  {
    id: META.airflowNormal,
    kind: 'VENTILATION',
    name: '보통',
    description: '하루 한두 번 환기하는 보통의 실내예요.',
    sortOrder: 2,
  },
  {
    id: META.airflowPoor,
    kind: 'VENTILATION',
    name: '잘 안 됨',
    description: '창문이 없거나 거의 열지 않는 곳이에요.',
    sortOrder: 3,
  },

  {
    id: META.withPets,
    kind: 'PET_CHILD',
    name: '반려동물과 함께',
    description: '고양이나 강아지가 잎을 씹어도 안전한 식물만 보여 드려요.',
    sortOrder: 1,
  },
  {
    id: META.withChildren,
    kind: 'PET_CHILD',
    name: '아이와 함께',
    description: '독성이나 가시가 없어 아이가 있는 집에 두기 좋은 식물이에요.',
    sortOrder: 2,
  },
  {
    id: META.noPetsOrChildren,
    kind: 'PET_CHILD',
    name: '해당 없음',
    description: '반려동물이나 어린아이가 없어 모든 식물을 볼게요.',
    sortOrder: 3,
  },

  {
    id: META.beginner,
    kind: 'TAG',
    name: '초보자 추천',
    description: '물 주기를 조금 놓쳐도 잘 버티는 식물이에요.',
    sortOrder: 1,
  },
  {
    id: META.expert,
    kind: 'TAG',
    name: '숙련자 추천',
    description: '빛·물·습도를 세심하게 맞춰 줘야 하는 식물이에요.',
    sortOrder: 2,
  },
  {
    id: META.small,
    kind: 'TAG',
    name: '소형',
    description: '책상이나 선반에 올리기 좋은 30cm 이하 크기예요.',
    sortOrder: 3,
  },
  {
    id: META.medium,
    kind: 'TAG',
    name: '중형',
    description: '바닥이나 스툴 위에 두기 좋은 30~80cm 크기예요.',
    sortOrder: 4,
  },
  {
    id: META.large,
    kind: 'TAG',
    name: '대형',
    description: '거실 한쪽을 채우는 80cm 이상 크기예요.',
    sortOrder: 5,
  },
  {
    id: META.airPurifying,
    kind: 'TAG',
    name: '공기정화',
    description: '실내 공기정화 식물로 널리 알려진 식물이에요.',
    sortOrder: 6,
  },
  {
    id: META.hanging,
    kind: 'TAG',
    name: '행잉',
    description: '줄기가 늘어져 걸어 두거나 높은 선반에 두면 예뻐요.',
    sortOrder: 7,
  },
  {
    id: META.flowering,
    kind: 'TAG',
    name: '꽃이 피는',
    description: '잎과 함께 꽃을 즐길 수 있는 식물이에요.',
    sortOrder: 8,
  },
  {
    id: META.succulent,
    kind: 'TAG',
    name: '다육·선인장',
    description: '잎이나 줄기에 물을 저장하는 다육식물과 선인장이에요.',
    sortOrder: 9,
  },
  {
    id: META.petSafe,
    kind: 'TAG',
    name: '반려동물 안전',
    description: '고양이·강아지에게 독성이 없는 것으로 알려진 식물이에요.',
    sortOrder: 10,
  },
  {
    id: META.lowWater,
    kind: 'TAG',
    name: '물 적게',
    description: '2주 이상에 한 번 물을 줘도 되는 식물이에요.',
    sortOrder: 11,
  },
  {
    id: META.gift,
    kind: 'TAG',
    name: '선물하기 좋은',
    description: '집들이·개업·생일 선물로 많이 찾는 상품이에요.',
    sortOrder: 12,
  },
  {
    id: META.foliage,
    kind: 'TAG',
    name: '관엽식물',
    description: '잎의 모양과 색을 즐기는 실내 식물이에요.',
    sortOrder: 13,
  },
  {
    id: META.herb,
    kind: 'TAG',
    name: '허브',
    description: '향을 즐기고 요리에도 쓰는 허브예요.',
    sortOrder: 14,
  },
  {
    id: META.waterCulture,
    kind: 'TAG',
    name: '수경재배 가능',
    description: '흙 없이 물꽂이로도 키울 수 있어요.',
    sortOrder: 15,
  },
  {
    id: META.rare,
    kind: 'TAG',
    name: '희귀식물',
    description: '유통량이 적어 찾기 어려운 품종이에요.',
    sortOrder: 16,
  },
  {
    id: META.fragrant,
    kind: 'TAG',
    name: '향기로운',
    description: '꽃이나 잎에서 은은한 향이 나요.',
    sortOrder: 17,
  },
  {
    id: META.pot,
    kind: 'TAG',
    name: '화분',
    description: '토분, 세라믹, 플라스틱, 행잉 화분이에요.',
    sortOrder: 18,
  },
  {
    id: META.soil,
    kind: 'TAG',
    name: '흙·배양토',
    description: '분갈이용 배양토와 배수용 흙, 마감재예요.',
    sortOrder: 19,
  },
  {
    id: META.nutrient,
    kind: 'TAG',
    name: '영양제',
    description: '비료와 앰플, 뿌리 활력제예요.',
    sortOrder: 20,
  },
  {
    id: META.tool,
    kind: 'TAG',
    name: '가드닝 도구',
    description: '물뿌리개, 분무기, 가위, 측정기 같은 도구예요.',
    sortOrder: 21,
  },
];
