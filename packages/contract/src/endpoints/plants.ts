import * as z from 'zod/mini';
import '../zod-setup.ts';
import { CARE_LEARNING, CARE_OUTCOMES, LAST_CARE_UNKNOWN, SKIP_REASONS } from '../care-rules.ts';
import { BodyId, IsoDateTime, RouteId } from '../common.ts';
import {
  AIR_QUALITY,
  CARE_KINDS,
  LUX_RANGE,
  PLANT,
  SIDO,
  TODO_KINDS,
  WEATHER_CONDITIONS,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { LIGHT_FITS, LIGHT_LEVEL_IDS } from '../light-levels.ts';
import { MESSAGES } from '../messages.ts';
import { UploadedPhoto } from './reviews.ts';
import { SpeciesKey } from './species.ts';

/**
 * A calendar date, 'YYYY-MM-DD' (Asia/Seoul). Checked as a real date not in the future and not
 * before PLANT.earliestDate by the server, which knows what "today" is in Seoul.
 */
export const CalendarDate = z.iso.date({ error: MESSAGES.plantDateRange });

/** Spec §3/§5: alarms accept booleans or 0/1 and are stored (and returned) as 1 or 0. */
export const AlarmFlag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)], { error: MESSAGES.alarmFlag }),
  z.transform((value): 0 | 1 => (value === true || value === 1 ? 1 : 0)),
);
const StoredAlarm = z.union([z.literal(0), z.literal(1)]);

export const Frequency = z
  .int({ error: MESSAGES.plantFrequencyRange })
  .check(
    z.minimum(PLANT.frequencyMin, { error: MESSAGES.plantFrequencyRange }),
    z.maximum(PLANT.frequencyMax, { error: MESSAGES.plantFrequencyRange }),
  );

const PlantName = z
  .string()
  .check(z.trim(), z.maxLength(PLANT.nameMax, { error: MESSAGES.plantNameMax }));

/**
 * Where the plant lives, as an address writes it: '서울특별시 강남구' (시·도, then 시·군·구).
 * The weather is looked up by the 시·도; an empty string means "not set".
 */
const PlantAddress = z.string().check(z.trim(), z.maxLength(100));

/**
 * The light where the plant stands, as the light meter read it (lux, 0…200,000). A sensor's
 * fraction of a lux is rounded: the advice compares whole lux.
 */
const LightLux = z.pipe(
  z
    .number({ error: MESSAGES.luxRange })
    .check(
      z.minimum(LUX_RANGE.min, { error: MESSAGES.luxRange }),
      z.maximum(LUX_RANGE.max, { error: MESSAGES.luxRange }),
    ),
  z.transform(Math.round),
);

/**
 * A photo uploaded through uploadPlantPhoto, made the plant's own picture: its id and url only
 * (spec §3), not the whole upload answer (width, height and alt are refused).
 */
export const MainPhoto = z.strictObject({ id: BodyId(), url: z.string() });
export type MainPhoto = z.input<typeof MainPhoto>;

/** Spec §3 Plant, plus what the screens need next to it. */
export const Plant = z.object({
  id: z.int(),
  plantName: z.string(),
  /** The day it came home (or was planted). */
  plantedAt: CalendarDate,
  /** The day the order it came from was paid; null when registered by hand. */
  purchaseDate: z.nullable(CalendarDate),
  productId: z.nullable(z.int()),
  productName: z.nullable(z.string()),
  /** The species it is (GET /species/:key): chosen by hand, or its product's; null for none. */
  speciesKey: z.nullable(z.string()),
  /** That species' Korean name; null with speciesKey. */
  speciesName: z.nullable(z.string()),
  address: z.string(),
  isWateringAlarm: StoredAlarm,
  isWindAlarm: StoredAlarm,
  isRepottingAlarm: StoredAlarm,
  isMyTaskAlarm: StoredAlarm,
  isFertilizingAlarm: StoredAlarm,
  isMistingAlarm: StoredAlarm,
  isLeafWipingAlarm: StoredAlarm,
  wateringFrequency: z.int(),
  airExposureFrequency: z.int(),
  repottingFrequency: z.int(),
  /** 영양제, 분무, 잎 닦기 intervals in days; null while that care is off (the default). */
  fertilizingFrequency: z.nullable(z.int()),
  mistingFrequency: z.nullable(z.int()),
  leafWipingFrequency: z.nullable(z.int()),
  /** The product's first photo; null for a plant registered by hand. */
  mainImageUrl: z.nullable(z.string()),
  /** The product's cut-out (transparent background); null for a plant registered by hand. */
  productCutoutImageUrl: z.nullable(z.string()),
  /**
   * The plant's picture: the newest photo of its journal, else the shopper's own photo
   * (mainPhoto); null without either.
   */
  plantImageUrl: z.nullable(z.string()),
  /** The shopper's own photo (mainPhoto, what the edit form changes); null without one. */
  mainPhotoUrl: z.nullable(z.string()),
  /**
   * The last care of each kind: the later of the newest event (given or skipped) and the day the
   * registration gave (lastCare); plantedAt when there is neither.
   */
  lastWateredOn: CalendarDate,
  lastAiredOn: CalendarDate,
  lastRepottedOn: CalendarDate,
  lastFertilizedOn: CalendarDate,
  lastMistedOn: CalendarDate,
  lastLeavesWipedOn: CalendarDate,
  /** The light where it stands (lux, from the light meter); null until measured. */
  lightLux: z.nullable(z.int()),
  /** When that light was saved; null with lightLux. */
  lightMeasuredAt: z.nullable(IsoDateTime),
  createdAt: IsoDateTime,
});
export type Plant = z.infer<typeof Plant>;

/**
 * Spec §3 create payload: no id, purchaseDate or image urls. From a bought product (`productId`)
 * the server fills what is left out: the name (the product's), the three frequencies (its care
 * facts) and purchaseDate (the caller's latest paid order of it). `speciesKey` (one of GET
 * /species; the product's when left out) fills the frequencies the product does not: this Seoul
 * season's watering, its airing and repotting days. Without either, PLANT.defaultFrequencies.
 */
/**
 * When each care was last given before registering, as the shopper remembers it: a day (it may be
 * before plantedAt: watered at the shop) or 'UNKNOWN' (the schedule then starts halfway through
 * its interval, so the first care comes in a few days, not at once). The count starts there
 * rather than at plantedAt; a kind left out counts from plantedAt.
 */
export const LastCare = z.partialRecord(
  z.enum(CARE_KINDS, { error: MESSAGES.careKind }),
  z.union([CalendarDate, z.literal(LAST_CARE_UNKNOWN)], { error: MESSAGES.plantDateRange }),
  { error: MESSAGES.careKind },
);
export type LastCare = z.input<typeof LastCare>;

export const PlantCreateBody = z.strictObject({
  plantName: z._default(PlantName, ''),
  plantedAt: CalendarDate,
  productId: z.optional(z.nullable(BodyId())),
  speciesKey: z.optional(z.nullable(SpeciesKey)),
  address: z._default(PlantAddress, ''),
  isWateringAlarm: z._default(AlarmFlag, 1),
  isWindAlarm: z._default(AlarmFlag, 1),
  isRepottingAlarm: z._default(AlarmFlag, 1),
  isMyTaskAlarm: z._default(AlarmFlag, 1),
  isFertilizingAlarm: z._default(AlarmFlag, 1),
  isMistingAlarm: z._default(AlarmFlag, 1),
  isLeafWipingAlarm: z._default(AlarmFlag, 1),
  wateringFrequency: z.optional(Frequency),
  airExposureFrequency: z.optional(Frequency),
  repottingFrequency: z.optional(Frequency),
  /** An optional care kind is on with an interval; left out or null, it stays off. */
  fertilizingFrequency: z.optional(z.nullable(Frequency)),
  mistingFrequency: z.optional(z.nullable(Frequency)),
  leafWipingFrequency: z.optional(z.nullable(Frequency)),
  mainPhoto: z.optional(z.nullable(MainPhoto)),
  lastCare: z.optional(LastCare),
});
export type PlantCreateBody = z.input<typeof PlantCreateBody>;

/**
 * Spec §3 update payload: any subset. `mainPhoto: null` removes the shopper's photo. `lightLux`
 * saves a light meter reading as the light where the plant stands (measured now); null forgets it.
 */
export const PlantUpdateBody = z.strictObject({
  plantName: z.optional(PlantName),
  plantedAt: z.optional(CalendarDate),
  /** Another species, or null for none; the frequencies stay as they are. */
  speciesKey: z.optional(z.nullable(SpeciesKey)),
  address: z.optional(PlantAddress),
  isWateringAlarm: z.optional(AlarmFlag),
  isWindAlarm: z.optional(AlarmFlag),
  isRepottingAlarm: z.optional(AlarmFlag),
  isMyTaskAlarm: z.optional(AlarmFlag),
  isFertilizingAlarm: z.optional(AlarmFlag),
  isMistingAlarm: z.optional(AlarmFlag),
  isLeafWipingAlarm: z.optional(AlarmFlag),
  wateringFrequency: z.optional(Frequency),
  airExposureFrequency: z.optional(Frequency),
  repottingFrequency: z.optional(Frequency),
  /** An interval turns the optional care on; null turns it off (its history stays). */
  fertilizingFrequency: z.optional(z.nullable(Frequency)),
  mistingFrequency: z.optional(z.nullable(Frequency)),
  leafWipingFrequency: z.optional(z.nullable(Frequency)),
  mainPhoto: z.optional(z.nullable(MainPhoto)),
  lightLux: z.optional(z.nullable(LightLux)),
});
export type PlantUpdateBody = z.input<typeof PlantUpdateBody>;

/** Route ids: 'Invalid id' (spec §5) for anything but a positive integer. */
export const PlantIdParams = z.object({ id: RouteId() });
export const PlantTodoParams = z.object({ id: RouteId(), todoId: RouteId() });
export const CareEventParams = z.object({ id: RouteId(), eventId: RouteId() });

export const CareEvent = z.object({
  id: z.int(),
  kind: z.enum(CARE_KINDS),
  /** The day the care was given (or skipped). */
  date: CalendarDate,
  /** DONE: given; SKIPPED: it was due and the shopper chose not to (the count starts again). */
  outcome: z.enum(CARE_OUTCOMES),
  /** Why it was skipped; null when given. */
  skipReason: z.nullable(z.enum(SKIP_REASONS)),
  createdAt: IsoDateTime,
});
export type CareEvent = z.infer<typeof CareEvent>;

export const CareEventBody = z.strictObject({ kind: z.enum(CARE_KINDS), date: CalendarDate });
export const CareEventsQuery = z.object({ kind: z.optional(z.enum(CARE_KINDS)) });

/** Spec §3 to-do item ({id, todo}) and what kind of care it stands for. */
export const PlantTodo = z.object({
  id: z.int(),
  /** Korean text: the care to give ('물 주기') or the shopper's own words. */
  todo: z.string(),
  kind: z.enum(TODO_KINDS),
  /** The day it became due (Seoul). */
  dueOn: CalendarDate,
});
export type PlantTodo = z.infer<typeof PlantTodo>;

export const TodoCreateBody = z.strictObject({
  todo: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.todoText }),
      z.maxLength(PLANT.todoMax, { error: MESSAGES.todoText }),
    ),
  /** Default: today. */
  dueOn: z.optional(CalendarDate),
});

export const Weather = z.object({
  /** The 시·도 the figures are for (the plant's, or 서울특별시 without an address). */
  sido: z.enum(SIDO),
  /** 'forecast' from the configured public forecast API; 'climatology' from the seasonal normals. */
  source: z.enum(['forecast', 'climatology']),
  temperatureC: z.number(),
  humidityPct: z.number(),
  condition: z.enum(WEATHER_CONDITIONS),
  airQuality: z.enum(AIR_QUALITY),
  observedAt: IsoDateTime,
});
export type Weather = z.infer<typeof Weather>;

/** One piece of weather-aware advice, in plain Korean. */
export const CareAdvice = z.object({
  kind: z.enum(CARE_KINDS),
  /** SKIP: don't today (no air exposure in the cold). SOONER / LATER: watering moves. OK: as usual. */
  effect: z.enum(['SKIP', 'SOONER', 'LATER', 'OK', 'SEASON']),
  message: z.string(),
});
export type CareAdvice = z.infer<typeof CareAdvice>;

/**
 * The light where a plant stands, and what it means for it: its level, and, for a plant of the
 * catalogue, whether that suits the species' light range (null for a plant registered by hand).
 */
export const PlantLight = z.object({
  lux: z.int(),
  measuredAt: IsoDateTime,
  level: z.enum(LIGHT_LEVEL_IDS),
  fit: z.nullable(z.enum(LIGHT_FITS)),
  /** The species' range the fit was judged on; null with fit. */
  range: z.nullable(z.object({ minLux: z.int(), maxLux: z.int() })),
  /** Plain Korean advice, e.g. '이 자리는 몬스테라에게 조금 어두워요. 창가 쪽으로 옮겨 주세요.' */
  message: z.string(),
});
export type PlantLight = z.infer<typeof PlantLight>;

/**
 * A longer interval the schedule suggests because the care was skipped again and again for the
 * same reason (CARE_LEARNING): "최근 물 주기 3번 중 2번을 흙이 촉촉해서 건너뛰었어요. 8일 → 10일".
 */
export const CareSuggestion = z.object({
  kind: z.enum(CARE_KINDS),
  currentDays: z.int(),
  suggestedDays: z.int(),
  reason: z.enum([CARE_LEARNING.reason]),
  /** How many of the recent events were skipped for the reason, out of how many. */
  skips: z.int(),
  outOf: z.int(),
});
export type CareSuggestion = z.infer<typeof CareSuggestion>;

/** Spec §3 Plant dashboard item, with the weather and advice for where the plant lives. */
export const PlantDashboardItem = z.object({
  id: z.int(),
  productName: z.nullable(z.string()),
  plantName: z.string(),
  mainImageUrl: z.nullable(z.string()),
  productCutoutImageUrl: z.nullable(z.string()),
  plantImageUrl: z.nullable(z.string()),
  /** Seoul days since plantedAt (0 on the day itself). */
  dayWithPlant: z.int(),
  /** Seoul days since the last watering, air exposure and repotting. */
  dayWithWater: z.int(),
  dayWithWind: z.int(),
  dayWithRepot: z.int(),
  /** The same for 영양제, 분무 and 잎 닦기 (counted even while off: their history stays). */
  dayWithFertilizer: z.int(),
  dayWithMist: z.int(),
  dayWithLeafWipe: z.int(),
  wateringDesc: z.string(),
  airExposureDesc: z.string(),
  repottingDesc: z.string(),
  wateringFrequency: z.int(),
  airExposureFrequency: z.int(),
  repottingFrequency: z.int(),
  /** Null while that care is off: no ring, no to-do, no reminder. */
  fertilizingFrequency: z.nullable(z.int()),
  mistingFrequency: z.nullable(z.int()),
  leafWipingFrequency: z.nullable(z.int()),
  /** Kinds out of their season today (영양제 from October to February): not due, resting. */
  resting: z.array(z.enum(CARE_KINDS)),
  /** Open to-dos, due first. */
  todos: z.array(PlantTodo),
  address: z.string(),
  weather: Weather,
  advice: z.array(CareAdvice),
  /** The light meter's reading where it stands, with advice; null until one is saved. */
  light: z.nullable(PlantLight),
  /** Care put off (snoozePlantCare): not due, and not reminded, before `until`. */
  snoozes: z.array(z.object({ kind: z.enum(CARE_KINDS), until: CalendarDate })),
  /** A longer interval to suggest, learned from skips; null when there is none. */
  suggestion: z.nullable(CareSuggestion),
});
export type PlantDashboardItem = z.infer<typeof PlantDashboardItem>;

/** A plant the caller bought (a paid, not cancelled order line), for "register from my purchases". */
export const PurchasedPlant = z.object({
  productId: z.int(),
  productName: z.string(),
  cutoutImageUrl: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  purchaseDate: CalendarDate,
  /** How many of the caller's plants already come from this product. */
  registeredCount: z.int(),
  wateringFrequency: z.int(),
  airExposureFrequency: z.int(),
  repottingFrequency: z.int(),
});
export type PurchasedPlant = z.infer<typeof PurchasedPlant>;

export const plantsEndpoints = {
  listPlants: defineEndpoint({
    id: 'listPlants',
    method: 'GET',
    path: '/plants',
    summary: "The caller's plants, most recently registered first",
    tag: 'plants',
    auth: 'required',
    data: z.array(Plant),
  }),
  getPlantDashboard: defineEndpoint({
    id: 'getPlantDashboard',
    method: 'GET',
    path: '/plants/dashboard',
    summary:
      "The care dashboard: one item per plant of the caller's, with day counts in Asia/Seoul days, open to-dos (care that is due is added as a to-do), the weather where the plant lives and advice from it",
    tag: 'plants',
    auth: 'required',
    data: z.array(PlantDashboardItem),
  }),
  listPurchasedPlants: defineEndpoint({
    id: 'listPurchasedPlants',
    method: 'GET',
    path: '/plants/purchased',
    summary: 'Plants the caller bought (paid orders, not cancelled), latest first, to register',
    tag: 'plants',
    auth: 'required',
    data: z.array(PurchasedPlant),
  }),
  uploadPlantPhoto: defineEndpoint({
    id: 'uploadPlantPhoto',
    method: 'POST',
    path: '/plants/photos',
    summary:
      'Upload a photo of a plant as the raw request body, with the checks of review photos (JPEG, PNG, WebP or AVIF by content, at most 10 MB; re-encoded, metadata stripped); use it as mainPhoto',
    tag: 'plants',
    auth: 'required',
    data: UploadedPhoto,
    successStatus: 201,
  }),
  getPlant: defineEndpoint({
    id: 'getPlant',
    method: 'GET',
    path: '/plants/:id',
    summary: "One of the caller's plants (404 for anyone else's)",
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    data: Plant,
  }),
  createPlant: defineEndpoint({
    id: 'createPlant',
    method: 'POST',
    path: '/plants',
    summary:
      'Register a plant (spec §3 create payload); from a product, the name, frequencies, images and purchase date come from it',
    tag: 'plants',
    auth: 'required',
    body: PlantCreateBody,
    data: Plant,
    successStatus: 201,
  }),
  updatePlant: defineEndpoint({
    id: 'updatePlant',
    method: 'PATCH',
    path: '/plants/:id',
    summary: 'Change any of a plant’s fields',
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    body: PlantUpdateBody,
    data: Plant,
  }),
  deletePlant: defineEndpoint({
    id: 'deletePlant',
    method: 'DELETE',
    path: '/plants/:id',
    summary: 'Delete a plant with its care history and to-dos',
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    data: z.null(),
  }),
  listCareEvents: defineEndpoint({
    id: 'listCareEvents',
    method: 'GET',
    path: '/plants/:id/care-events',
    summary: "A plant's care history, latest day first (optionally one kind)",
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    query: CareEventsQuery,
    data: z.array(CareEvent),
  }),
  createCareEvent: defineEndpoint({
    id: 'createCareEvent',
    method: 'POST',
    path: '/plants/:id/care-events',
    summary:
      'Record care given today or on a past day; clears the open to-do of that kind when it covers it',
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    body: CareEventBody,
    data: CareEvent,
    successStatus: 201,
  }),
  updateCareEvent: defineEndpoint({
    id: 'updateCareEvent',
    method: 'PATCH',
    path: '/plants/:id/care-events/:eventId',
    summary: 'Correct the day of a care event',
    tag: 'plants',
    auth: 'required',
    params: CareEventParams,
    body: z.strictObject({ date: CalendarDate }),
    data: CareEvent,
  }),
  deleteCareEvent: defineEndpoint({
    id: 'deleteCareEvent',
    method: 'DELETE',
    path: '/plants/:id/care-events/:eventId',
    summary: 'Remove a care event recorded by mistake',
    tag: 'plants',
    auth: 'required',
    params: CareEventParams,
    data: z.null(),
  }),
  createPlantTodo: defineEndpoint({
    id: 'createPlantTodo',
    method: 'POST',
    path: '/plants/:id/todos',
    summary: "Add the shopper's own to-do (MY_TASK) to a plant",
    tag: 'plants',
    auth: 'required',
    params: PlantIdParams,
    body: TodoCreateBody,
    data: PlantTodo,
    successStatus: 201,
  }),
  completePlantTodo: defineEndpoint({
    id: 'completePlantTodo',
    method: 'PATCH',
    path: '/plants/:id/todos/:todoId/done',
    summary:
      'Mark a to-do done: a care to-do records that care today; the to-do leaves the list (repeating it is harmless)',
    tag: 'plants',
    auth: 'required',
    params: PlantTodoParams,
    data: PlantTodo,
  }),
  deletePlantTodo: defineEndpoint({
    id: 'deletePlantTodo',
    method: 'DELETE',
    path: '/plants/:id/todos/:todoId',
    summary: "Remove one of the shopper's own to-dos",
    tag: 'plants',
    auth: 'required',
    params: PlantTodoParams,
    data: z.null(),
  }),
} as const;
