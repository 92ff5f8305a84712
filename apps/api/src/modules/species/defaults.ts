import { PLANT, type SpeciesFrequencies } from '@chorok/contract';
import type { Species } from '@chorok/catalogue';
import { seoulMonth } from '../plants/seoul-date.ts';

type Season = keyof Species['wateringDays'];

/** The season of a Seoul month: spring March–May, summer June–August, autumn September–November. */
export function seasonOf(month: number): Season {
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'autumn';
  return 'winter';
}

const DAYS_A_MONTH = 30;

const frequency = (days: number) =>
  Math.min(PLANT.frequencyMax, Math.max(PLANT.frequencyMin, Math.round(days)));
const offered = (days: number | null) => (days === null ? null : frequency(days));

/**
 * The care frequencies a plant of this species gets when registered at `now`: this Seoul
 * season's watering days, its airing days and its repotting months in days (30 a month). The one
 * place a species turns into a plant's defaults. For 영양제, 분무 and 잎 닦기 the species' own
 * intervals, offered when the shopper turns one on (null where it has none): never applied by
 * themselves, the optional kinds stay off.
 */
export function speciesFrequencies(species: Species, now: Date): SpeciesFrequencies {
  return {
    wateringFrequency: frequency(species.wateringDays[seasonOf(seoulMonth(now))]),
    airExposureFrequency: frequency(species.airExposureDays),
    repottingFrequency: frequency(species.repottingMonths * DAYS_A_MONTH),
    fertilizingFrequency: offered(species.fertilizingDays),
    mistingFrequency: offered(species.mistingDays),
    leafWipingFrequency: offered(species.leafWipingDays),
  };
}
