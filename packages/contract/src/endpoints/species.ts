import * as z from 'zod/mini';
import '../zod-setup.ts';
import { CATALOGUE_CACHE, DIFFICULTIES, SEARCH_QUERY_MAX_LENGTH } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';

/** The species list's search: how many answers by default and at most. */
export const SPECIES_SEARCH = { defaultLimit: 20, maxLimit: 50 } as const;

/** Care kinds' default frequencies a plant of a species gets, in the Plant's own field names. */
export const SpeciesFrequencies = z.object({
  /** Days between waterings in the current Seoul season. */
  wateringFrequency: z.int(),
  airExposureFrequency: z.int(),
  /** The species' months between repottings, in days (30 a month). */
  repottingFrequency: z.int(),
  /**
   * The species' interval for each optional kind, offered when the shopper turns it on (the kind
   * stays off by default); null where the species does not want it (no misting for a cactus).
   */
  fertilizingFrequency: z.nullable(z.int()),
  mistingFrequency: z.nullable(z.int()),
  leafWipingFrequency: z.nullable(z.int()),
});
export type SpeciesFrequencies = z.infer<typeof SpeciesFrequencies>;

/**
 * A species' key: kebab-case of its botanical name ('monstera-deliciosa'). Only the format is
 * checked here; whether the species exists is the server's (the list lives there, not in the web
 * bundle).
 */
export const SpeciesKey = z
  .string({ error: MESSAGES.speciesUnknown })
  .check(
    z.maxLength(100, { error: MESSAGES.speciesUnknown }),
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: MESSAGES.speciesUnknown }),
  );

/** A common houseplant's care facts (packages/catalogue/src/species), and what a plant of it gets. */
export const Species = z.object({
  key: z.string(),
  /** The Korean name shoppers use first: '몬스테라 델리시오사'. */
  nameKo: z.string(),
  botanicalName: z.string(),
  englishName: z.string(),
  family: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  /** Days between waterings by season, for a typical pot in a Korean apartment. */
  wateringDays: z.object({
    spring: z.int(),
    summer: z.int(),
    autumn: z.int(),
    winter: z.int(),
  }),
  /** How to tell it is time to water, one sentence. */
  wateringHint: z.string(),
  /** The light it grows well in (lux, inclusive). */
  lightLux: z.object({ min: z.int(), max: z.int() }),
  humidity: z.enum(['LOW', 'MEDIUM', 'HIGH']),
  /** Below this it is damaged (°C). */
  minTemperatureC: z.number(),
  toxicToPets: z.boolean(),
  toxicToChildren: z.boolean(),
  /** The most useful advice, one or two sentences. */
  careNote: z.string(),
  /** What a plant of this species registered today gets when no frequency is given. */
  defaultFrequencies: SpeciesFrequencies,
  /** The shop's product of this species (on sale first); null when the shop does not sell it. */
  productId: z.nullable(z.int()),
});
export type Species = z.infer<typeof Species>;

const Limit = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))], {
    error: MESSAGES.speciesLimit,
  }),
  z
    .int({ error: MESSAGES.speciesLimit })
    .check(
      z.minimum(1, { error: MESSAGES.speciesLimit }),
      z.maximum(SPECIES_SEARCH.maxLimit, { error: MESSAGES.speciesLimit }),
    ),
);

export const SpeciesSearchQuery = z.object({
  /** Korean name, alias, botanical or English name, or initial consonants (ㅁㅅㅌㄹ); trimmed. */
  q: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(SEARCH_QUERY_MAX_LENGTH, { error: MESSAGES.searchTooLong })),
    '',
  ),
  limit: z._default(Limit, SPECIES_SEARCH.defaultLimit),
});
export type SpeciesSearchQuery = z.input<typeof SpeciesSearchQuery>;

export const SpeciesKeyParams = z.object({
  key: z.string().check(z.maxLength(100, { error: MESSAGES.speciesNotFound })),
});

export const speciesEndpoints = {
  searchSpecies: defineEndpoint({
    id: 'searchSpecies',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/species',
    summary:
      'Common houseplant species by Korean name, alias, botanical or English name or initial consonants (ㅅㅌㄹ), best match first; without q, the ones the shop sells, then the easiest',
    tag: 'species',
    auth: 'none',
    query: SpeciesSearchQuery,
    data: z.array(Species),
  }),
  getSpecies: defineEndpoint({
    id: 'getSpecies',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/species/:key',
    summary: "One species' care facts and the default frequencies a plant of it gets",
    tag: 'species',
    auth: 'none',
    params: SpeciesKeyParams,
    data: Species,
  }),
} as const;
