import { PLANT, SIDO, type MainPhoto } from '@chorok/contract';
import { isCareDate, todayInSeoul } from '@/features/plants/dates';
import {
  kindsAsked,
  validateLastCare,
  type LastCareField,
  type LastCareValues,
} from '@/features/plants/last-care-fields';
import {
  emptyOptionalCare,
  isFrequencyText,
  validateOptionalCare,
  type OptionalCareValues,
  type OptionalFrequencyField,
} from '@/features/plants/optional-care';

/* The plant form's values, their checks and the numbers the create and update bodies take. */

export type AlarmField = 'isWateringAlarm' | 'isWindAlarm' | 'isRepottingAlarm' | 'isMyTaskAlarm';
export type FrequencyField = 'wateringFrequency' | 'airExposureFrequency' | 'repottingFrequency';
export const ALARM_FIELDS: AlarmField[] = [
  'isWateringAlarm',
  'isWindAlarm',
  'isRepottingAlarm',
  'isMyTaskAlarm',
];
export const FREQUENCY_FIELDS: FrequencyField[] = [
  'wateringFrequency',
  'airExposureFrequency',
  'repottingFrequency',
];

export interface PlantFormValues {
  plantName: string;
  plantedAt: string;
  sido: string;
  sigungu: string;
  alarms: Record<AlarmField, boolean>;
  /** As typed, so a field can be emptied while editing. */
  frequencies: Record<FrequencyField, string>;
  /** 영양제, 분무, 잎 닦기: off unless switched on. */
  optional: OptionalCareValues;
  /**
   * The shopper's photo as the create and update bodies take it (id and url): undefined keeps the
   * current one, null removes it.
   */
  photo: MainPhoto | null | undefined;
  /** The photo shown before any change (the plant's own, when editing). */
  photoUrl: string | null;
  /** Registering only: when each care was last given (asked when present). */
  lastCare?: LastCareValues;
}

export function emptyPlantForm(): PlantFormValues {
  return {
    plantName: '',
    plantedAt: todayInSeoul(),
    sido: '',
    sigungu: '',
    alarms: {
      isWateringAlarm: true,
      isWindAlarm: true,
      isRepottingAlarm: true,
      isMyTaskAlarm: true,
    },
    frequencies: {
      wateringFrequency: String(PLANT.defaultFrequencies.watering),
      airExposureFrequency: String(PLANT.defaultFrequencies.airExposure),
      repottingFrequency: String(PLANT.defaultFrequencies.repotting),
    },
    optional: emptyOptionalCare(),
    photo: undefined,
    photoUrl: null,
  };
}

/** '서울특별시 강남구' → 시·도 and the rest; an address without a known 시·도 keeps it all as the rest. */
export function splitAddress(address: string): { sido: string; sigungu: string } {
  const trimmed = address.trim();
  const sido = (SIDO as readonly string[]).find(
    (s) => trimmed === s || trimmed.startsWith(`${s} `),
  );
  if (!sido) return { sido: '', sigungu: trimmed };
  return { sido, sigungu: trimmed.slice(sido.length).trim() };
}

export function joinAddress(sido: string, sigungu: string): string {
  return [sido, sigungu.trim()].filter(Boolean).join(' ');
}

export type FieldName =
  'plantName' | 'plantedAt' | 'sigungu' | FrequencyField | OptionalFrequencyField | LastCareField;
export type PlantFormErrors = Partial<Record<FieldName, string>>;

/** The contract's rules, checked before sending (messages from api.json). */
export function validatePlantForm(
  values: PlantFormValues,
  t: (key: string) => string,
  { nameRequired = false }: { nameRequired?: boolean } = {},
): PlantFormErrors {
  const errors: PlantFormErrors = {};
  const name = values.plantName.trim();
  if (nameRequired && name === '') errors.plantName = t('plants.form.nameRequired');
  else if (name.length > PLANT.nameMax) errors.plantName = t('api.plantNameMax');
  if (!isCareDate(values.plantedAt)) errors.plantedAt = t('api.plantDateRange');
  if (joinAddress(values.sido, values.sigungu).length > 100)
    errors.sigungu = t('plants.form.addressTooLong');
  for (const field of FREQUENCY_FIELDS) {
    if (!isFrequencyText(values.frequencies[field])) errors[field] = t('api.plantFrequencyRange');
  }
  Object.assign(errors, validateOptionalCare(values.optional, t));
  if (values.lastCare)
    Object.assign(errors, validateLastCare(values.lastCare, t, kindsAsked(values.optional)));
  return errors;
}

export function frequencyNumbers(values: PlantFormValues) {
  return {
    wateringFrequency: Number(values.frequencies.wateringFrequency),
    airExposureFrequency: Number(values.frequencies.airExposureFrequency),
    repottingFrequency: Number(values.frequencies.repottingFrequency),
  };
}
