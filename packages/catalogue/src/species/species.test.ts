import { LUX_RANGE, PLANT } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '../products/index.ts';
import { encodeSearchInitials, encodeSearchKey } from '../search-keys.ts';
import { SPECIES, speciesByKey } from './index.ts';
import { speciesKeyFor } from './link.ts';
import type { Species, SpeciesKind } from './types.ts';

const KINDS: readonly SpeciesKind[] = [
  'FOLIAGE',
  'FLOWERING',
  'SUCCULENT',
  'CACTUS',
  'FERN',
  'HERB',
  'TREE',
  'PALM',
  'VINE',
  'ORCHID',
  'AIR_PLANT',
  'AQUATIC',
  'CARNIVOROUS',
  'BULB',
];

/**
 * Plants that grow in the cool months and rest in summer, so they drink more in winter: the one
 * exception to "winter ≥ summer", kept short and checked the other way round.
 */
const SUMMER_DORMANT = new Set([
  'cyclamen-persicum',
  'aeonium-arboreum-zwartkop',
  'hyacinthus-orientalis',
  'narcissus-tazetta',
]);

/** No indoor pot goes longer than this between waterings; also within the care bounds. */
const WATERING_MAX_DAYS = Math.min(60, PLANT.frequencyMax);

/** The key a botanical name gives: lower case, accents and rank words (var., subsp.) dropped. */
function keyOf(botanicalName: string): string {
  return botanicalName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\b(var|subsp|f)\.\s/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The sentences of a text: each ends with its punctuation. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

const byKey = (key: string): Species => {
  const species = speciesByKey(key);
  if (!species) throw new Error(`no species ${key}`);
  return species;
};

describe('species list', () => {
  it('holds at least 200 species, of every kind', () => {
    expect(SPECIES.length).toBeGreaterThanOrEqual(200);
    for (const kind of KINDS)
      expect(
        SPECIES.some((s) => s.kind === kind),
        kind,
      ).toBe(true);
  });

  it('keys each species by its botanical name, and finds it by that key', () => {
    for (const s of SPECIES) {
      expect(s.key, s.botanicalName).toBe(keyOf(s.botanicalName));
      expect(s.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(speciesByKey(s.key)).toBe(s);
    }
    expect(speciesByKey('no-such-plant')).toBeUndefined();
  });

  it('has unique keys, Korean names and botanical names', () => {
    for (const field of ['key', 'nameKo', 'botanicalName'] as const) {
      const values = SPECIES.map((s) => s[field]);
      const repeated = values.filter((value, index) => values.indexOf(value) !== index);
      expect(repeated, field).toEqual([]);
    }
  });

  it('gives names that search can tell apart: no alias repeats a name or another alias', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const s of SPECIES) {
      expect(s.nameKo).toMatch(/^[가-힣]+( [가-힣]+)*$/);
      expect(encodeSearchInitials(s.nameKo).length).toBeGreaterThan(0);
      expect(s.englishName.trim().length, s.key).toBeGreaterThan(2);
      expect(s.family, s.key).toMatch(/^[A-Z][a-z]+ceae$/);
      for (const name of [s.nameKo, ...s.aliases]) {
        expect(name, s.key).toBe(name.trim());
        expect(name, s.key).toMatch(/^[가-힣A-Za-z0-9]+( [가-힣A-Za-z0-9]+)*$/);
        // The search drops spaces and folds ㅐ/ㅔ: names equal after that are one word to it.
        const searchKey = encodeSearchKey(name);
        const first = owner.get(searchKey);
        if (first) clashes.push(`${name} (${s.key}, ${first})`);
        owner.set(searchKey, s.key);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('keeps light ranges within the lux range, lowest below highest', () => {
    for (const { key, lightLux } of SPECIES) {
      expect(Number.isInteger(lightLux.min) && Number.isInteger(lightLux.max), key).toBe(true);
      expect(lightLux.min, key).toBeGreaterThanOrEqual(LUX_RANGE.min);
      expect(lightLux.max, key).toBeLessThanOrEqual(LUX_RANGE.max);
      expect(lightLux.min, key).toBeLessThan(lightLux.max);
    }
  });

  it('waters in whole days within the care bounds, less often in winter', () => {
    for (const s of SPECIES) {
      const { spring, summer, autumn, winter } = s.wateringDays;
      for (const days of [spring, summer, autumn, winter]) {
        expect(Number.isInteger(days), s.key).toBe(true);
        expect(days, s.key).toBeGreaterThanOrEqual(PLANT.frequencyMin);
        expect(days, s.key).toBeLessThanOrEqual(WATERING_MAX_DAYS);
      }
      if (SUMMER_DORMANT.has(s.key)) expect(summer, s.key).toBeGreaterThan(winter);
      else if (s.kind !== 'AQUATIC') expect(winter, s.key).toBeGreaterThanOrEqual(summer);
    }
    for (const key of SUMMER_DORMANT) expect(speciesByKey(key), key).toBeDefined();
  });

  it('states temperatures a plant can live in, the ideal above the damage line', () => {
    for (const { key, minTemperatureC, idealTemperatureC } of SPECIES) {
      expect(minTemperatureC, key).toBeGreaterThanOrEqual(-15);
      expect(minTemperatureC, key).toBeLessThanOrEqual(20);
      expect(idealTemperatureC.min, key).toBeGreaterThanOrEqual(minTemperatureC);
      expect(idealTemperatureC.min, key).toBeGreaterThanOrEqual(0);
      expect(idealTemperatureC.min, key).toBeLessThan(idealTemperatureC.max);
      expect(idealTemperatureC.max, key).toBeLessThanOrEqual(35);
    }
  });

  it('keeps the other care intervals in whole days or months of sensible length', () => {
    const inRange = (value: number, min: number, max: number) =>
      Number.isInteger(value) && value >= min && value <= max;
    for (const s of SPECIES) {
      expect(inRange(s.airExposureDays, 1, 14), s.key).toBe(true);
      // Repotting becomes a care frequency in days: at most PLANT.frequencyMax (two years).
      expect(inRange(s.repottingMonths, 3, 24), s.key).toBe(true);
      expect((s.repottingMonths * 365) / 12, s.key).toBeLessThanOrEqual(PLANT.frequencyMax);
      if (s.fertilizingDays !== null) expect(inRange(s.fertilizingDays, 7, 60), s.key).toBe(true);
      if (s.mistingDays !== null) expect(inRange(s.mistingDays, 1, 14), s.key).toBe(true);
      if (s.leafWipingDays !== null) expect(inRange(s.leafWipingDays, 7, 60), s.key).toBe(true);
    }
  });

  it('writes its advice in 해요체, a one-sentence hint and a note of one or two sentences', () => {
    for (const s of SPECIES) {
      expect(sentences(s.wateringHint), s.key).toHaveLength(1);
      expect(sentences(s.careNote).length, s.key).toBeGreaterThanOrEqual(1);
      expect(sentences(s.careNote).length, s.key).toBeLessThanOrEqual(2);
      for (const text of [s.wateringHint, s.careNote]) {
        for (const sentence of sentences(text)) expect(sentence, s.key).toMatch(/요[.!]$/);
        expect(text, s.key).not.toMatch(/포인트|습니다|을\(를\)|이\(가\)|\s{2}/);
        expect(text.length, s.key).toBeLessThanOrEqual(200);
      }
    }
  });

  it('never mists a succulent or cactus, nor says it wants humid air', () => {
    for (const s of SPECIES.filter((s) => s.kind === 'SUCCULENT' || s.kind === 'CACTUS')) {
      expect(s.mistingDays, s.key).toBeNull();
      expect(s.humidity, s.key).not.toBe('HIGH');
    }
  });

  it('states the pet and child safety that is true of well-known species', () => {
    const toxic = [
      'monstera-deliciosa',
      'zamioculcas-zamiifolia',
      'dracaena-trifasciata-laurentii',
      'dracaena-angolensis',
      'spathiphyllum-wallisii',
      'aloe-vera',
      'epipremnum-aureum',
      'dieffenbachia-seguine',
      'cycas-revoluta',
      'euphorbia-pulcherrima',
      'hedera-helix',
      'crassula-ovata',
      'cyclamen-persicum',
      'clivia-miniata',
      'narcissus-tazetta',
      'kalanchoe-blossfeldiana',
    ];
    for (const key of toxic) expect(byKey(key).toxicToPets, key).toBe(true);
    const petSafe = [
      'goeppertia-orbifolia',
      'goeppertia-ornata',
      'maranta-leuconeura-erythroneura',
      'chlorophytum-comosum-vittatum',
      'nephrolepis-exaltata-bostoniensis',
      'dypsis-lutescens',
      'echeveria-lola',
      'haworthiopsis-fasciata',
      'pilea-peperomioides',
      'peperomia-obtusifolia',
      'hoya-carnosa',
      'phalaenopsis-hybrid',
      'schlumbergera-truncata',
      'chamaedorea-elegans',
      'aspidistra-elatior',
    ];
    for (const key of petSafe) expect(byKey(key).toxicToPets, key).toBe(false);
    // Milky or needle-filled sap hurts a child's mouth as much as a cat's.
    for (const key of ['dieffenbachia-seguine', 'euphorbia-tirucalli', 'euphorbia-milii'])
      expect(byKey(key).toxicToChildren, key).toBe(true);
  });

  it('gives light ranges that fit the plant', () => {
    for (const key of ['aspidistra-elatior', 'zamioculcas-zamiifolia', 'chamaedorea-elegans'])
      expect(byKey(key).lightLux.min, key).toBeLessThanOrEqual(1_000);
    for (const key of ['kroenleinia-grusonii', 'lithops-spp', 'salvia-rosmarinus', 'olea-europaea'])
      expect(byKey(key).lightLux.min, key).toBeGreaterThanOrEqual(10_000);
    const notCacti = SPECIES.filter((s) => (s.kind === 'CACTUS') !== (s.family === 'Cactaceae'));
    expect(notCacti.map((s) => s.key)).toEqual([]);
  });

  it('lists every plant the shop sells, under its name, with the same care facts', () => {
    const byName = new Map(SPECIES.map((s) => [s.nameKo, s]));
    const plants = seedProducts.filter((product) => product.category === 'PLANT');
    expect(plants.length).toBeGreaterThan(50);
    for (const product of plants) {
      const s = byName.get(product.name);
      expect(s, product.name).toBeDefined();
      const care = product.care!;
      expect(s!.botanicalName, product.name).toBe(product.botanicalName);
      expect(s!.toxicToPets, product.name).toBe(!care.petSafe);
      expect(s!.toxicToChildren, product.name).toBe(!care.childSafe);
      expect(s!.lightLux, product.name).toEqual({ min: care.lightMinLux, max: care.lightMaxLux });
      expect(s!.difficulty, product.name).toBe(care.difficulty);
      expect(s!.airExposureDays, product.name).toBe(care.airExposureFrequency);
    }
  });

  it('links each plant the shop sells to its species, and goods to none', () => {
    for (const product of seedProducts) {
      const key = speciesKeyFor(product);
      if (product.category !== 'PLANT') expect(key, product.name).toBeNull();
      else expect(speciesByKey(key ?? '')?.nameKo, product.name).toBe(product.name);
    }
    // A name spelt with other spacing, or a botanical name alone, finds it too.
    expect(speciesKeyFor({ name: '몬스테라델리시오사' })).toBe('monstera-deliciosa');
    expect(speciesKeyFor({ name: '봉래초' })).toBe('monstera-deliciosa');
    expect(speciesKeyFor({ name: '바이올린 나무', botanicalName: 'ficus LYRATA' })).toBe(
      'ficus-lyrata',
    );
    expect(speciesKeyFor({ name: '토분', botanicalName: '' })).toBeNull();
  });
});
