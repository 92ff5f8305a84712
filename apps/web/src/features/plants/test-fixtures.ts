import type { Plant, PlantDashboardItem, PurchasedPlant, Species } from '@chorok/contract';

/** Test data in the API's shapes (never imported by the app). */
export function dashboardItem(overrides: Partial<PlantDashboardItem> = {}): PlantDashboardItem {
  return {
    id: 3,
    productName: '몬스테라 델리시오사',
    plantName: '몬스테라',
    mainImageUrl: '/images/products/monstera/photo-1.png',
    productCutoutImageUrl: '/images/products/monstera/cutout.png',
    plantImageUrl: null,
    dayWithPlant: 40,
    dayWithWater: 9,
    dayWithWind: 1,
    dayWithRepot: 40,
    dayWithFertilizer: 40,
    dayWithMist: 40,
    dayWithLeafWipe: 40,
    wateringDesc: '겉흙이 마르면 흠뻑 주세요.',
    airExposureDesc: '창을 열어 바람이 통하게 해 주세요.',
    repottingDesc: '뿌리가 나오면 분갈이해 주세요.',
    wateringFrequency: 7,
    airExposureFrequency: 3,
    repottingFrequency: 365,
    // 영양제, 분무, 잎 닦기 are off until a test turns one on.
    fertilizingFrequency: null,
    mistingFrequency: null,
    leafWipingFrequency: null,
    resting: [],
    todos: [
      { id: 11, todo: '물 주기', kind: 'WATERING', dueOn: '2026-11-21' },
      { id: 12, todo: '잎 닦아 주기', kind: 'MY_TASK', dueOn: '2026-11-23' },
    ],
    address: '서울특별시 강남구',
    weather: {
      sido: '서울특별시',
      source: 'forecast',
      temperatureC: 3.4,
      humidityPct: 40,
      condition: 'CLEAR',
      airQuality: 'GOOD',
      observedAt: '2026-11-23T00:00:00.000Z',
    },
    advice: [
      { kind: 'AIR_EXPOSURE', effect: 'SKIP', message: '오늘은 추워서 환기를 쉬어요.' },
      { kind: 'WATERING', effect: 'OK', message: '평소대로 물을 주세요.' },
    ],
    light: null,
    snoozes: [],
    suggestion: null,
    ...overrides,
  };
}

export function plant(overrides: Partial<Plant> = {}): Plant {
  return {
    id: 3,
    plantName: '몬스테라',
    plantedAt: '2026-10-14',
    purchaseDate: '2026-10-12',
    productId: 7,
    productName: '몬스테라 델리시오사',
    speciesKey: 'monstera-deliciosa',
    speciesName: '몬스테라 델리시오사',
    address: '서울특별시 강남구',
    isWateringAlarm: 1,
    isWindAlarm: 0,
    isRepottingAlarm: 1,
    isMyTaskAlarm: 1,
    isFertilizingAlarm: 1,
    isMistingAlarm: 1,
    isLeafWipingAlarm: 1,
    wateringFrequency: 7,
    airExposureFrequency: 3,
    repottingFrequency: 365,
    fertilizingFrequency: null,
    mistingFrequency: null,
    leafWipingFrequency: null,
    mainImageUrl: '/images/products/monstera/photo-1.png',
    productCutoutImageUrl: '/images/products/monstera/cutout.png',
    plantImageUrl: null,
    mainPhotoUrl: null,
    lastWateredOn: '2026-11-14',
    lastAiredOn: '2026-11-22',
    lastRepottedOn: '2026-10-14',
    lastFertilizedOn: '2026-10-14',
    lastMistedOn: '2026-10-14',
    lastLeavesWipedOn: '2026-10-14',
    lightLux: null,
    lightMeasuredAt: null,
    createdAt: '2026-10-14T01:00:00.000Z',
    ...overrides,
  };
}

export function purchasedPlant(overrides: Partial<PurchasedPlant> = {}): PurchasedPlant {
  return {
    productId: 9,
    productName: '스투키',
    cutoutImageUrl: '/images/products/stuckyi/cutout.png',
    imageUrl: '/images/products/stuckyi/photo-1.png',
    purchaseDate: '2026-11-01',
    registeredCount: 0,
    wateringFrequency: 21,
    airExposureFrequency: 5,
    repottingFrequency: 540,
    ...overrides,
  };
}

export function species(overrides: Partial<Species> = {}): Species {
  return {
    key: 'strelitzia-reginae',
    nameKo: '스트렐리치아 레기나에',
    botanicalName: 'Strelitzia reginae',
    englishName: 'Bird of paradise',
    family: 'Strelitziaceae',
    difficulty: 'NORMAL',
    wateringDays: { spring: 7, summer: 5, autumn: 8, winter: 14 },
    wateringHint: '겉흙이 마르면 흠뻑 줘요.',
    lightLux: { min: 10_000, max: 50_000 },
    humidity: 'MEDIUM',
    minTemperatureC: 10,
    toxicToPets: true,
    toxicToChildren: false,
    careNote: '해를 많이 봐야 꽃이 피어요.',
    defaultFrequencies: {
      wateringFrequency: 8,
      airExposureFrequency: 2,
      repottingFrequency: 720,
      fertilizingFrequency: 21,
      mistingFrequency: null,
      leafWipingFrequency: 10,
    },
    productId: null,
    ...overrides,
  };
}
