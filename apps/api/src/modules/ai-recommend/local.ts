import { META } from '@chorok/catalogue';
import type { CatalogueEntry } from './catalogue.ts';
import {
  CLAUSES,
  coldClause,
  lightClause,
  placeClause,
  rareWaterClause,
  safetyClause,
  sentence,
  tipFor,
  type Clause,
} from './phrases.ts';
import type { AiRecommender, ModelAnswer, RecommendInput } from './provider.ts';
import type { LightLevel, Place, Understanding } from './understand.ts';

/*
 * The local recommender: no network, the same answer for the same words. Every plant on sale is
 * scored against what was understood; pets and children, and light too little for a plant to
 * live on, rule plants out; everything else adds or takes points. The reason of each plant is
 * made of the clauses of its strongest matches, so it says why this plant, for this place.
 */

/** Lux a place gets, by what was said about it. */
const LEVEL_LUX: Record<LightLevel, number> = {
  dark: 500,
  dim: 1_200,
  medium: 4_000,
  bright: 15_000,
};

/** A room said without a word about its light still hints at it (weaker than words). */
const PLACE_LUX: Partial<Record<Place, number>> = {
  bathroom: 1_000,
  entrance: 1_000,
  office: 1_000,
  bedroom: 2_000,
  studio: 2_000,
  livingRoom: 3_000,
  kitchen: 3_000,
  veranda: 15_000,
};

/** A seat by a window, of a room whose light was not described. */
const WINDOW_SEAT_LUX = 5_000;

const PLACE_META: Record<Place, readonly number[]> = {
  livingRoom: [META.livingRoom],
  bedroom: [META.bedroom],
  studio: [META.bedroom, META.livingRoom],
  bathroom: [META.bathroom],
  kitchen: [META.kitchen],
  office: [META.desk],
  desk: [META.desk],
  veranda: [META.veranda],
  entrance: [META.entrance],
};

interface LightNeed {
  lux: number;
  /** The least a plant's lower bound may be; null: no plant is ruled out by light. */
  maxMinLux: number | null;
  /** Said in words (1) or guessed from the room (0.5). */
  weight: number;
}

export function lightNeed(u: Understanding): LightNeed | null {
  if (u.light) {
    const maxMinLux = u.light === 'dark' ? 800 : u.light === 'dim' ? 1_500 : null;
    // A west window has the afternoon sun: brighter than an east one's morning.
    const lux = u.light === 'medium' && u.direction === 'west' ? 7_000 : LEVEL_LUX[u.light];
    return { lux, maxMinLux, weight: 1 };
  }
  const guessed = u.windowSeat
    ? WINDOW_SEAT_LUX
    : u.places.map((place) => PLACE_LUX[place]).find((lux) => lux !== undefined);
  if (guessed === undefined) return null;
  return { lux: guessed, maxMinLux: guessed <= 1_000 ? 2_000 : null, weight: 0.5 };
}

interface Match {
  score: number;
  clause?: Clause;
  /** Said in the reason only when nothing stronger is: the room is already in the light clause. */
  minor?: boolean;
}

/** Whether a plant may be shown at all: safety and light are not traded for points. */
export function allowed(entry: CatalogueEntry, u: Understanding, light: LightNeed | null): boolean {
  const { facts } = entry;
  if (u.pets.length && !facts.petSafe) return false;
  if (u.children && !facts.childSafe) return false;
  if (u.allergy && entry.metadataIds.includes(META.flowering)) return false;
  if (light?.maxMinLux != null && facts.lightMinLux > light.maxMinLux) return false;
  return true;
}

function matches(entry: CatalogueEntry, u: Understanding, light: LightNeed | null): Match[] {
  const { facts } = entry;
  const tagged = (id: number) => entry.metadataIds.includes(id);
  const out: Match[] = [];
  const add = (score: number, clause?: Clause, minor = false) => out.push({ score, clause, minor });

  if (light) {
    const { lux, weight } = light;
    if (lux >= facts.lightMinLux && lux <= facts.lightMaxLux)
      add(3 * weight, weight === 1 ? (lightClause(u) ?? undefined) : undefined);
    else if (lux < facts.lightMinLux) add(-3 * weight * Math.log(facts.lightMinLux / lux));
    else add(-1.5 * weight * Math.log(lux / facts.lightMaxLux));
  }
  // The dim-light clause already names the first room ("북향 원룸처럼 …").
  const roomNamed = light?.weight === 1 && u.light === 'dim';
  u.places.forEach((place, i) => {
    if (PLACE_META[place].some(tagged))
      add(i === 0 ? 2 : 1, i === 0 && !roomNamed ? placeClause(place) : undefined, true);
  });

  const days = facts.wateringFrequency;
  if (u.watering === 'rare') {
    const score =
      days >= 21 ? 4 : days >= 14 ? 3 : days >= 10 ? 2 : days >= 7 ? 0 : days > 3 ? -3 : -5;
    add(score, score > 0 ? rareWaterClause(days, u.away) : undefined);
  } else if (u.watering === 'often') {
    const score = days <= 3 ? 3 : days <= 5 ? 2 : days >= 21 ? -3 : days >= 14 ? -1.5 : 0;
    add(score, score > 0 ? CLAUSES.oftenWater : undefined);
  }

  // A desk holds small plants, whether or not the shopper said so.
  const size = u.size ?? (u.places.includes('desk') ? 'small' : null);
  if (size === 'small') {
    const score = { SMALL: 2, MEDIUM: -0.5, LARGE: -4 }[facts.size];
    add(
      score,
      score > 0 ? (u.places.includes('desk') ? CLAUSES.smallDesk : CLAUSES.small) : undefined,
    );
  } else if (size === 'large') {
    const score = { SMALL: -3, MEDIUM: 1, LARGE: 3 }[facts.size];
    add(score, score > 1 ? CLAUSES.large : undefined);
  } else if (u.places.includes('studio') && facts.size === 'LARGE') add(-1.5);

  if (u.experience === 'beginner') {
    const score = { EASY: 2.5, NORMAL: -0.5, HARD: -5 }[facts.difficulty];
    add(score, score > 0 ? CLAUSES.beginner : undefined);
  } else if (u.experience === 'expert') {
    const score = { EASY: -0.5, NORMAL: 1, HARD: 2.5 }[facts.difficulty];
    add(score, score > 1 ? CLAUSES.expert : undefined);
    if (tagged(META.rare)) add(1.5, CLAUSES.rare);
  }

  if (u.allergy) {
    if (tagged(META.fragrant)) add(-2);
    else add(1, CLAUSES.allergy);
  }
  // A bathroom is humid unless the shopper said it is dry. The species' humidity speaks where the
  // shop's tags do not, and warns off the plants the air would harm; one match, one clause.
  const humid = u.humidity === 'humid' || (u.places[0] === 'bathroom' && u.humidity !== 'dry');
  const wants = facts.humidity;
  if (humid) {
    const score =
      Math.max(tagged(META.bathroom) ? 2.5 : 0, wants === 'HIGH' ? 2 : 0) -
      (wants === 'LOW' ? 2 : 0);
    add(score, score > 0 ? CLAUSES.humid : undefined);
    if (tagged(META.succulent)) add(-4);
  } else if (u.humidity === 'dry') {
    const score =
      Math.max(
        tagged(META.succulent) || days >= 14 ? 2 : 0,
        wants === 'LOW' ? 2 : wants === 'MEDIUM' ? 0.5 : 0,
      ) - (wants === 'HIGH' ? 2.5 : 0);
    add(score, score > 0 ? CLAUSES.dry : undefined);
    if (tagged(META.bathroom)) add(-1.5);
    if (days <= 4) add(-2);
  }
  if (u.cold && facts.minTemperatureC !== null) {
    const min = facts.minTemperatureC;
    // A winter veranda's nights: about 5–10 °C. Tropical plants are hurt above 10 °C.
    const score = min <= 0 ? 3 : min <= 5 ? 2 : min <= 10 ? 0 : min <= 12 ? -3 : -6;
    add(score, score > 0 ? coldClause(u) : undefined);
  }
  if (u.airflow === 'poor') {
    if (tagged(META.airflowPoor)) add(1, CLAUSES.airflowPoor);
    else add(-3);
  }
  if (u.scent === 'want') {
    if (tagged(META.fragrant)) add(3, CLAUSES.scent);
    if (tagged(META.herb)) add(1);
  } else if (u.scent === 'avoid' && tagged(META.fragrant)) add(-5);
  if (u.flowers && tagged(META.flowering)) add(4, CLAUSES.flowers);
  if (u.hanging && tagged(META.hanging)) add(4, CLAUSES.hanging);
  if (u.herb && tagged(META.herb)) add(6, CLAUSES.herb);
  if (u.succulent && tagged(META.succulent)) add(5, CLAUSES.succulent);
  if (u.airPurifying && tagged(META.airPurifying)) add(2.5, CLAUSES.airPurifying);
  if (u.gift && tagged(META.gift)) add(2, CLAUSES.gift);
  return out;
}

/** Clauses kept in a reason besides the safety one. */
const REASON_CLAUSES = 2;

function reasonOf(found: Match[], u: Understanding, entry: CatalogueEntry): string {
  const strongest = found
    .filter(
      (match): match is Match & { clause: Clause } => match.clause !== undefined && match.score > 0,
    )
    .sort((a, b) => Number(a.minor) - Number(b.minor) || b.score - a.score)
    .slice(0, REASON_CLAUSES)
    .map((match) => match.clause);
  const safety = safetyClause(u);
  const clauses = safety ? [...strongest, safety] : strongest;
  if (clauses.length === 0)
    clauses.push(...(entry.facts.difficulty === 'EASY' ? [CLAUSES.beginner] : []), CLAUSES.popular);
  return sentence(clauses);
}

/** Popularity as a tie-breaker: a few points at most, so it never outweighs a match. */
const popularityScore = (entry: CatalogueEntry) => 0.4 * Math.log10(1 + entry.popularity);

export interface LocalPick {
  entry: CatalogueEntry;
  score: number;
  reason: string;
}

/** The best plants for what was understood, best first, each with its reason. */
export function rankLocally(
  u: Understanding,
  catalogue: readonly CatalogueEntry[],
  maxItems: number,
): LocalPick[] {
  const nothing = u.chips.length === 0;
  let light = lightNeed(u);
  let candidates = catalogue.filter((entry) => allowed(entry, u, light));
  // A catalogue without any plant for so little light: the closest fits rather than nothing.
  if (candidates.length === 0 && light?.maxMinLux != null) {
    light = { ...light, maxMinLux: null };
    candidates = catalogue.filter((entry) => allowed(entry, u, light));
  }
  return candidates
    .map((entry) => {
      if (nothing) {
        const easy = entry.facts.difficulty === 'EASY';
        return {
          entry,
          score: (easy ? 3 : 0) + 2.5 * popularityScore(entry),
          reason: sentence(easy ? [CLAUSES.beginner, CLAUSES.popular] : [CLAUSES.popular]),
        };
      }
      const found = matches(entry, u, light);
      const score = found.reduce((sum, match) => sum + match.score, 0) + popularityScore(entry);
      return { entry, score, reason: reasonOf(found, u, entry) };
    })
    .sort(
      (a, b) =>
        b.score - a.score || b.entry.popularity - a.entry.popularity || a.entry.id - b.entry.id,
    )
    .slice(0, maxItems);
}

/** The local answer in the model's terms (ids and reasons, and the tip). */
export function recommendLocally(
  u: Understanding,
  catalogue: readonly CatalogueEntry[],
  maxItems: number,
): ModelAnswer {
  return {
    items: rankLocally(u, catalogue, maxItems).map((pick) => ({
      productId: pick.entry.id,
      reason: pick.reason,
    })),
    tip: tipFor(u),
  };
}

export class LocalRecommender implements AiRecommender {
  readonly name = 'local' as const;

  async recommend(input: RecommendInput): Promise<ModelAnswer> {
    const answer = recommendLocally(input.understanding, input.catalogue, input.maxItems);
    for (const item of answer.items) input.onItem?.(item);
    return answer;
  }
}
