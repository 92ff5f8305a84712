/**
 * A large made-up catalogue for the search benchmark: the plants a Korean shop sells, in cultivars,
 * sizes and forms, and the goods sold for them, with Korean, botanical and English names and the
 * aliases shoppers use. Deterministic (seeded), so every run searches the same rows.
 */
import type { ProductCategory, ProductStatus } from '@chorok/contract';
import { productSearchKeys } from '@chorok/catalogue';

interface Plant {
  ko: string;
  botanical: string;
  en: string;
  aliases?: string[];
}

const PLANTS: Plant[] = [
  {
    ko: '몬스테라',
    botanical: 'Monstera deliciosa',
    en: 'Swiss cheese plant',
    aliases: ['몬스테라 델리시오사'],
  },
  { ko: '몬스테라 아단소니', botanical: 'Monstera adansonii', en: 'Monkey mask monstera' },
  {
    ko: '산세베리아',
    botanical: 'Sansevieria trifasciata',
    en: 'Snake plant',
    aliases: ['산세비에리아'],
  },
  { ko: '스투키', botanical: 'Sansevieria cylindrica', en: 'African spear' },
  { ko: '스킨답서스', botanical: 'Epipremnum aureum', en: 'Golden pothos', aliases: ['포토스'] },
  { ko: '인도고무나무', botanical: 'Ficus elastica', en: 'Rubber plant', aliases: ['고무나무'] },
  { ko: '떡갈고무나무', botanical: 'Ficus lyrata', en: 'Fiddle-leaf fig' },
  { ko: '벵갈고무나무', botanical: 'Ficus benghalensis', en: 'Bengal fig' },
  { ko: '필로덴드론', botanical: 'Philodendron hederaceum', en: 'Heartleaf philodendron' },
  { ko: '필로덴드론 버킨', botanical: "Philodendron 'Birkin'", en: 'Birkin philodendron' },
  {
    ko: '스파티필룸',
    botanical: 'Spathiphyllum wallisii',
    en: 'Peace lily',
    aliases: ['스파티필럼'],
  },
  { ko: '칼라데아 오비폴리아', botanical: 'Goeppertia orbifolia', en: 'Round-leaf calathea' },
  { ko: '칼라데아 마코야나', botanical: 'Goeppertia makoyana', en: 'Peacock plant' },
  { ko: '아레카야자', botanical: 'Dypsis lutescens', en: 'Areca palm' },
  { ko: '켄차야자', botanical: 'Howea forsteriana', en: 'Kentia palm' },
  { ko: '테이블야자', botanical: 'Chamaedorea elegans', en: 'Parlour palm' },
  { ko: '금전수', botanical: 'Zamioculcas zamiifolia', en: 'ZZ plant', aliases: ['돈나무'] },
  { ko: '행운목', botanical: 'Dracaena fragrans', en: 'Corn plant' },
  { ko: '드라세나 마지나타', botanical: 'Dracaena marginata', en: 'Dragon tree' },
  {
    ko: '홍콩야자',
    botanical: 'Schefflera arboricola',
    en: 'Dwarf umbrella tree',
    aliases: ['쉐플레라'],
  },
  { ko: '알로카시아', botanical: 'Alocasia amazonica', en: 'Elephant ear' },
  { ko: '알로에 베라', botanical: 'Aloe vera', en: 'Aloe' },
  { ko: '에케베리아', botanical: 'Echeveria elegans', en: 'Mexican snowball' },
  { ko: '하월시아', botanical: 'Haworthia attenuata', en: 'Zebra haworthia' },
  {
    ko: '필레아 페페로미오이데스',
    botanical: 'Pilea peperomioides',
    en: 'Chinese money plant',
    aliases: ['필레아'],
  },
  { ko: '페페로미아', botanical: 'Peperomia obtusifolia', en: 'Baby rubber plant' },
  { ko: '보스턴고사리', botanical: 'Nephrolepis exaltata', en: 'Boston fern' },
  { ko: '아이비', botanical: 'Hedera helix', en: 'English ivy' },
  { ko: '호야', botanical: 'Hoya carnosa', en: 'Wax plant' },
  {
    ko: '틸란드시아',
    botanical: 'Tillandsia ionantha',
    en: 'Air plant',
    aliases: ['에어플랜트'],
  },
  { ko: '올리브나무', botanical: 'Olea europaea', en: 'Olive tree' },
  { ko: '율마', botanical: "Cupressus macrocarpa 'Goldcrest'", en: 'Goldcrest cypress' },
  { ko: '로즈마리', botanical: 'Salvia rosmarinus', en: 'Rosemary' },
  { ko: '라벤더', botanical: 'Lavandula angustifolia', en: 'Lavender' },
  { ko: '호접란', botanical: 'Phalaenopsis amabilis', en: 'Moth orchid', aliases: ['팔레놉시스'] },
  {
    ko: '안스리움',
    botanical: 'Anthurium andraeanum',
    en: 'Flamingo flower',
    aliases: ['안수리움'],
  },
  { ko: '마란타', botanical: 'Maranta leuconeura', en: 'Prayer plant' },
  { ko: '싱고니움', botanical: 'Syngonium podophyllum', en: 'Arrowhead plant' },
  { ko: '디펜바키아', botanical: 'Dieffenbachia seguine', en: 'Dumb cane' },
  { ko: '아글라오네마', botanical: 'Aglaonema commutatum', en: 'Chinese evergreen' },
  { ko: '크루시아', botanical: 'Clusia rosea', en: 'Autograph tree' },
  { ko: '녹보수', botanical: 'Radermachera sinica', en: 'China doll' },
  { ko: '해피트리', botanical: 'Heteropanax fragrans', en: 'Happy tree' },
  { ko: '여인초', botanical: 'Strelitzia nicolai', en: 'White bird of paradise' },
  { ko: '극락조화', botanical: 'Strelitzia reginae', en: 'Bird of paradise' },
  { ko: '박쥐란', botanical: 'Platycerium bifurcatum', en: 'Staghorn fern' },
  { ko: '아디안텀', botanical: 'Adiantum raddianum', en: 'Maidenhair fern' },
  { ko: '금호선인장', botanical: 'Echinocactus grusonii', en: 'Golden barrel cactus' },
  { ko: '염좌', botanical: 'Crassula ovata', en: 'Jade plant', aliases: ['돈나무 다육'] },
  { ko: '칼랑코에', botanical: 'Kalanchoe blossfeldiana', en: 'Flaming Katy' },
  { ko: '제라늄', botanical: 'Pelargonium hortorum', en: 'Geranium' },
  { ko: '수국', botanical: 'Hydrangea macrophylla', en: 'Hydrangea' },
  { ko: '커피나무', botanical: 'Coffea arabica', en: 'Coffee plant' },
  { ko: '레몬나무', botanical: 'Citrus limon', en: 'Lemon tree' },
  { ko: '트리안', botanical: 'Muehlenbeckia complexa', en: 'Maidenhair vine' },
  { ko: '디시디아', botanical: 'Dischidia nummularia', en: 'String of nickels' },
  { ko: '립살리스', botanical: 'Rhipsalis baccifera', en: 'Mistletoe cactus' },
  { ko: '녹영', botanical: 'Senecio rowleyanus', en: 'String of pearls' },
  { ko: '아스파라거스', botanical: 'Asparagus setaceus', en: 'Asparagus fern' },
  { ko: '접란', botanical: 'Chlorophytum comosum', en: 'Spider plant', aliases: ['클로로피텀'] },
  { ko: '개운죽', botanical: 'Dracaena sanderiana', en: 'Lucky bamboo' },
  { ko: '마오리 소포라', botanical: "Sophora prostrata 'Little Baby'", en: 'Maori sophora' },
  { ko: '유칼립투스', botanical: 'Eucalyptus gunnii', en: 'Cider gum' },
  { ko: '무화과나무', botanical: 'Ficus carica', en: 'Fig tree' },
];

/** Cultivars and looks, in Korean, as a cultivar name, and in English. */
const VARIETIES: [ko: string, latin: string, en: string][] = [
  ['알보 바리에가타', 'Albo Variegata', 'Variegated'],
  ['타이 컨스텔레이션', 'Thai Constellation', 'Thai Constellation'],
  ['무늬', 'Variegata', 'Variegated'],
  ['골든', 'Golden', 'Golden'],
  ['실버', 'Silver', 'Silver'],
  ['오로라', 'Aurora', 'Aurora'],
  ['문샤인', 'Moonshine', 'Moonshine'],
  ['라임', 'Lime', 'Lime'],
  ['핑크', 'Pink', 'Pink'],
  ['레드', 'Red', 'Red'],
  ['블랙', 'Black', 'Black'],
  ['콤팩타', 'Compacta', 'Compact'],
  ['자이언트', 'Giant', 'Giant'],
];

const FORMS: [ko: string, en: string][] = [
  ['소형', 'small'],
  ['중형', 'medium'],
  ['대형', 'large'],
  ['행잉', 'hanging'],
  ['수경재배', 'hydroponic'],
  ['토분 세트', 'in terracotta'],
  ['선물용', 'gift'],
  ['한 줄기', 'cutting'],
];

const GOODS: [ko: string, en: string, category: 'POT' | 'SOIL' | 'NUTRIENT' | 'TOOL'][] = [
  ['전용 배양토', 'potting mix', 'SOIL'],
  ['분갈이 흙', 'repotting soil', 'SOIL'],
  ['영양제', 'plant food', 'NUTRIENT'],
  ['액체 비료', 'liquid fertiliser', 'NUTRIENT'],
  ['토분', 'terracotta pot', 'POT'],
  ['세라믹 화분', 'ceramic pot', 'POT'],
  ['행잉 화분', 'hanging pot', 'POT'],
  ['지지대', 'plant support', 'TOOL'],
  ['분무기', 'mister', 'TOOL'],
];

const SUMMARIES = [
  '초보자도 키우기 쉬운 반려식물',
  '공기 정화에 좋은 실내 식물',
  '밝은 간접광을 좋아하는 잎이 멋진 식물',
  '거실을 환하게 만들어 주는 플랜테리어 아이템',
  '물 주기가 간단한 튼튼한 식물',
];
// Shop copy of a realistic length: product rows in the benchmark are as wide as real ones.
const SENTENCES = [
  '밝은 간접광이 드는 창가에서 가장 잘 자라고, 한여름의 직사광선은 잎을 태울 수 있어요.',
  '겉흙이 2~3cm 말랐을 때 화분 아래로 물이 흘러나올 만큼 듬뿍 주세요.',
  '봄과 여름에는 한 달에 한 번 액체 비료를 물에 희석해 주면 새 잎이 건강하게 나와요.',
  '통풍이 잘되는 곳에 두면 과습과 깍지벌레 같은 해충을 막을 수 있어요.',
  '뿌리가 화분 밖으로 나오기 시작하면 한 치수 큰 화분으로 분갈이해 주세요.',
  '반려동물이 잎을 씹지 않도록 손이 닿지 않는 높은 곳에 두는 것을 권해요.',
  '초록 농장에서 건강하게 키워 뿌리까지 튼튼한 상태로 꼼꼼히 포장해 보내 드려요.',
  '겨울에는 10도 이상을 유지하고 찬 바람이 직접 닿지 않게 해 주세요.',
];

/** mulberry32: small, fast, seeded. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface GeneratedProduct {
  category: ProductCategory;
  name: string;
  botanicalName: string;
  englishName: string;
  aliases: string[];
  summary: string;
  description: string;
  price: number;
  salePrice: number;
  stock: number;
  status: ProductStatus;
  salesCount: number;
  likeCount: number;
  reviewCount: number;
  ratingSum: number;
  createdAt: Date;
  searchText: string;
  searchInitials: string;
}

const STATUSES: ProductStatus[] = [
  'ON_SALE',
  'ON_SALE',
  'ON_SALE',
  'ON_SALE',
  'OUT_OF_STOCK',
  'PENDING',
];

/** A third without reviews, the rest up to 60 averaging 2.5–5 stars; listed in the last two years. */
function reviewsAndDate(next: () => number) {
  const reviewCount = next() < 0.3 ? 0 : 1 + Math.floor(next() * 60);
  const ratingSum = Math.round(reviewCount * (2.5 + next() * 2.5));
  const createdAt = new Date(LISTED_UNTIL - Math.floor(next() * 730 * DAY_MS));
  return { reviewCount, ratingSum, createdAt };
}

/** Listing dates count back from here, so every run lists the same products as newest. */
const LISTED_UNTIL = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** `count` products, the same ones for the same seed: four plants for every one of the goods. */
export function* generateProducts(count: number, seed = 20261123): Generator<GeneratedProduct> {
  const next = random(seed);
  // Reviews and listing dates (the list orders' keys) from a stream of their own, so the names and
  // prices drawn above stay what they were before these were added.
  const nextOrder = random(seed ^ 0x5bd1e995);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  for (let i = 0; i < count; i++) {
    const plant = pick(PLANTS);
    let names: Omit<
      GeneratedProduct,
      | 'summary'
      | 'description'
      | 'price'
      | 'salePrice'
      | 'stock'
      | 'status'
      | 'salesCount'
      | 'likeCount'
      | 'reviewCount'
      | 'ratingSum'
      | 'createdAt'
      | 'searchText'
      | 'searchInitials'
    >;
    if (next() < 0.2) {
      const [ko, en, category] = pick(GOODS);
      names = {
        category,
        name: `${plant.ko} ${ko}`,
        botanicalName: '',
        englishName: `${plant.en} ${en}`,
        aliases: [],
      };
    } else {
      const variety = next() < 0.6 ? pick(VARIETIES) : null;
      const form = next() < 0.7 ? pick(FORMS) : null;
      names = {
        category: 'PLANT',
        name: [plant.ko, variety?.[0], form?.[0]].filter(Boolean).join(' '),
        botanicalName: variety ? `${plant.botanical} '${variety[1]}'` : plant.botanical,
        englishName: [variety?.[2], plant.en, form?.[1]].filter(Boolean).join(' '),
        aliases: plant.aliases ?? [],
      };
    }
    const price = 1000 * (5 + Math.floor(next() * 120));
    const description = [
      `${plant.ko}는 ${plant.en}(${plant.botanical})로도 불려요.`,
      ...Array.from({ length: 4 }, () => pick(SENTENCES)),
    ].join(' ');
    yield {
      ...names,
      summary: pick(SUMMARIES),
      description,
      price,
      salePrice: next() < 0.3 ? Math.round((price * 0.8) / 100) * 100 : price,
      stock: Math.floor(next() * 50),
      status: pick(STATUSES),
      salesCount: Math.floor(next() * 500),
      likeCount: Math.floor(next() * 300),
      ...reviewsAndDate(nextOrder),
      ...productSearchKeys(names),
    };
  }
}
