/**
 * The back office (issue 22, decision 0043): who may run the shop, and what they did.
 * SHOPPER is everyone; an OPERATOR runs the shop from /admin; an OWNER is an operator who can also
 * make and unmake operators.
 */
export const USER_ROLES = ['SHOPPER', 'OPERATOR', 'OWNER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles the console (and every `/v1/admin` endpoint a person calls) accepts. */
export const CONSOLE_ROLES = ['OPERATOR', 'OWNER'] as const satisfies readonly UserRole[];

export const canUseConsole = (role: UserRole): boolean =>
  (CONSOLE_ROLES as readonly UserRole[]).includes(role);

/** What an audit entry is about. */
export const AUDIT_TARGETS = [
  'ORDER',
  'CLAIM',
  'REVIEW',
  'PRODUCT',
  'CURATION',
  'COUPON',
  'POINTS',
  'USER',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Who did it: a signed-in operator, or the admin CLI (X-Admin-Secret, no person). */
export const AUDIT_CLI_ACTOR = 'CLI';
/** What no person did: an outside provider's answer (a refused refund) recorded by the shop. */
export const AUDIT_SYSTEM_ACTOR = 'SYSTEM';

/** A hidden review's reason: at least this much said, at most this long. */
export const REVIEW_HIDE_REASON = { min: 2, max: 200 } as const;

/** The console's lists: rows per page unless asked, and at most. */
export const CONSOLE_PAGE = { defaultPerPage: 20, maxPerPage: 100 } as const;

/** What an operator is told when console input is not well formed or not allowed. */
export const CONSOLE_MESSAGES = {
  reviewHideReason: `숨기는 이유를 ${REVIEW_HIDE_REASON.min}~${REVIEW_HIDE_REASON.max}자로 적어 주세요.`,
  dateRange: '기간은 YYYY-MM-DD로, 시작일이 종료일보다 앞서게 골라 주세요.',
  searchTooLong: '검색어는 50자 안으로 적어 주세요.',
  role: '역할은 SHOPPER, OPERATOR, OWNER 중 하나예요.',
  noSuchMember: '이 이메일로 가입한 회원이 없어요.',
  lastOwner: '대표 운영자가 한 명은 남아 있어야 해요.',
  cancelLines: '취소할 상품을 하나 이상 골라 주세요.',
  cancelReason: '취소 사유를 SOLD_OUT, CANNOT_SHIP, BUYER_ASKED 중에서 골라 주세요.',
} as const;

/** Why stock changed by hand (an order's own take and return are not adjustments). */
export const STOCK_REASONS = ['RECEIVED', 'DAMAGED', 'CORRECTION'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** A product's form in the console: limits of its texts and numbers. */
export const PRODUCT_FORM = {
  nameMax: 60,
  botanicalNameMax: 80,
  englishNameMax: 80,
  aliasesMax: 10,
  aliasMax: 30,
  summaryMax: 120,
  descriptionMax: 5_000,
  careDescMax: 300,
  priceMax: 10_000_000,
  stockMax: 100_000,
  /** A single adjustment adds or takes at most this many. */
  stockDeltaMax: 10_000,
  stockNoteMax: 100,
  luxMax: 100_000,
  /** Days between waterings, air exposures, repottings. */
  frequencyDaysMax: 1_095,
  photosMax: 10,
  photoAltMax: 100,
  pointsRateMax: 20,
  /** At or below this many, the console lists the product as low in stock. */
  lowStock: 5,
} as const;

export const PRODUCT_FORM_MESSAGES = {
  name: `상품 이름을 1~${PRODUCT_FORM.nameMax}자로 적어 주세요.`,
  text: '글자 수가 너무 많아요.',
  price: `가격은 0~${PRODUCT_FORM.priceMax.toLocaleString('en-US')}원 사이의 정수로 적어 주세요.`,
  salePrice: '판매가는 정가보다 클 수 없어요.',
  care: '식물은 빛, 물 주기, 환기, 분갈이, 안전, 난이도, 크기를 모두 적어야 해요.',
  notPlantCare: '식물이 아닌 상품에는 관리 정보를 적지 않아요.',
  lux: `빛은 0~${PRODUCT_FORM.luxMax.toLocaleString('en-US')}lx로, 최소가 최대보다 작게 적어 주세요.`,
  frequency: `주기는 1~${PRODUCT_FORM.frequencyDaysMax.toLocaleString('en-US')}일로 적어 주세요.`,
  stockDelta: `수량은 -${PRODUCT_FORM.stockDeltaMax.toLocaleString('en-US')}~${PRODUCT_FORM.stockDeltaMax.toLocaleString('en-US')} 사이, 0이 아닌 정수로 적어 주세요.`,
  stockReason: '재고를 바꾼 이유를 골라 주세요 (입고, 파손, 수량 정정).',
  stockBelowZero: '재고가 0보다 적어질 수는 없어요.',
  stockAboveMax: `재고는 ${PRODUCT_FORM.stockMax.toLocaleString('en-US')}개까지 둘 수 있어요.`,
  photoOrder: '사진 순서에는 이 상품의 사진을 모두 한 번씩 담아 주세요.',
  photosFull: `사진은 ${PRODUCT_FORM.photosMax}장까지 올릴 수 있어요.`,
  lastPhoto: '판매 중인 상품에는 사진이 한 장은 있어야 해요.',
  photoNotFound: '이 상품의 사진이 아니에요.',
  species: '알 수 없는 식물 종이에요.',
  metadata: '알 수 없는 태그가 있어요.',
} as const;

/** 오늘, the console's dashboard (console-dashboard.ts). */
export const DASHBOARD = {
  /** The chart's span: today and the days before it. */
  days: 30,
  /** A paid order not shipped after this long waits too long. */
  shipWithinMs: 24 * 60 * 60 * 1000,
  /** Rows in each list. */
  listMax: 10,
  bestSellers: 5,
} as const;

/** Who keeps a 라이프 article: its file in content/curations, or the console once edited there. */
export const CURATION_OWNERS = ['FILE', 'CONSOLE'] as const;
export type CurationOwner = (typeof CURATION_OWNERS)[number];

/** An article as the console lists it: 임시저장, 예약, 발행, 내림. */
export const CURATION_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type CurationState = (typeof CURATION_STATES)[number];

/**
 * An article's limits, one set for the files the importer reads and the console's form (the rule
 * itself is the importer's front matter schema, apps/api/src/modules/curations/front-matter.ts).
 */
export const CURATION_FORM = {
  titleMax: 40,
  subtitleMax: 80,
  authorMax: 40,
  altMax: 120,
  products: { min: 2, max: 6 },
  coverProducts: { min: 1, max: 3 },
  /** The Markdown body, in characters. */
  bodyMax: 20_000,
  slugMax: 80,
} as const;

/** What the console says when an article breaks a rule, by the field that breaks it. */
export const CURATION_FORM_MESSAGES = {
  invalid: '글을 저장하지 못했어요. 표시한 곳을 고쳐 주세요.',
  slug: `주소 이름은 영어 소문자, 숫자, 하이픈으로 ${CURATION_FORM.slugMax}자 안에 적어 주세요.`,
  slugTaken: '이미 있는 주소 이름이에요. 다른 이름을 적어 주세요.',
  title: `제목을 1~${CURATION_FORM.titleMax}자로 적어 주세요.`,
  subtitle: `부제는 ${CURATION_FORM.subtitleMax}자 안으로 적어 주세요.`,
  category: '분류를 골라 주세요.',
  author: `글쓴이를 1~${CURATION_FORM.authorMax}자로 적어 주세요.`,
  tags: '알 수 없는 태그가 있어요.',
  products: `연결할 상품을 ${CURATION_FORM.products.min}~${CURATION_FORM.products.max}개, 겹치지 않게 골라 주세요.`,
  coverProducts: `표지에 그릴 식물을 ${CURATION_FORM.coverProducts.min}~${CURATION_FORM.coverProducts.max}개 골라 주세요.`,
  coverBackground: "배경색은 '#EAF2E3'처럼 16진수 색으로 적어 주세요.",
  coverAlt: `표지 설명을 1~${CURATION_FORM.altMax}자로 적어 주세요.`,
  unknownProduct: '없는 상품이 있어요. 상품 번호를 확인해 주세요.',
  coverNotPlant: '표지에는 식물 상품만 그릴 수 있어요.',
  body: '본문을 확인해 주세요.',
  bodyImage: '본문에는 그림을 넣을 수 없어요. 글의 그림은 표지예요.',
  bodyFootnote: '각주는 쓸 수 없어요.',
  bodyDirective: '본문에는 상품 카드(::product{id=번호})만 넣을 수 있어요.',
  bodyEmbedId: '상품 카드에는 ::product{id=16}처럼 상품 번호를 적어 주세요.',
  bodyEmbedLine: '상품 카드는 목록 밖에서 한 줄에 하나씩 적어 주세요.',
  bodyEmbedNotLinked: '본문의 상품 카드는 연결할 상품 중 하나여야 해요.',
  bodyEmpty: '본문을 적어 주세요.',
  scheduleInPast: '예약 시각은 지금보다 뒤여야 해요.',
  notPublished: '발행하지 않은 글이에요.',
} as const;
