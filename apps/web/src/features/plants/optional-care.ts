import {
  CARE_ALARM_FIELD,
  CARE_FREQUENCY_FIELD,
  OPTIONAL_CARE_KINDS,
  PLANT,
  type OptionalCareKind,
  type Plant,
  type Species,
} from '@chorok/contract';

/*
 * 영양제, 분무 and 잎 닦기 as the plant form holds them: off by default (a null interval on the
 * server), turned on with an interval the species offers, each with its own reminder.
 */

/** One optional kind in the form. */
export interface OptionalCareValue {
  on: boolean;
  /** As typed ('' until first turned on); kept while off, so turning it back on restores it. */
  frequency: string;
  alarm: boolean;
}
export type OptionalCareValues = Record<OptionalCareKind, OptionalCareValue>;
export type OptionalFrequencyField = (typeof CARE_FREQUENCY_FIELD)[OptionalCareKind];
type OptionalAlarmField = (typeof CARE_ALARM_FIELD)[OptionalCareKind];

/** What the plant's species offers for each optional kind (null: it does not want that care). */
export interface CareOffer {
  speciesName: string;
  frequencies: Record<OptionalCareKind, number | null>;
}

const byKind = <T>(value: (kind: OptionalCareKind) => T) =>
  Object.fromEntries(OPTIONAL_CARE_KINDS.map((kind) => [kind, value(kind)])) as Record<
    OptionalCareKind,
    T
  >;

export function careOfferOf(
  species: Pick<Species, 'nameKo' | 'defaultFrequencies'> | null | undefined,
): CareOffer | null {
  if (!species) return null;
  return {
    speciesName: species.nameKo,
    frequencies: byKind((kind) => species.defaultFrequencies[CARE_FREQUENCY_FIELD[kind]]),
  };
}

/** The interval a kind starts with when turned on: the species', else the app's usual one. */
export function offeredFrequency(kind: OptionalCareKind, offer: CareOffer | null): number {
  return offer?.frequencies[kind] ?? PLANT.optionalFrequencies[kind];
}

export function emptyOptionalCare(): OptionalCareValues {
  return byKind(() => ({ on: false, frequency: '', alarm: true }));
}

/** A saved plant's optional kinds: on where an interval is set. */
export function optionalCareOf(plant: Plant): OptionalCareValues {
  return byKind((kind) => {
    const frequency = plant[CARE_FREQUENCY_FIELD[kind]];
    return {
      on: frequency !== null,
      frequency: frequency === null ? '' : String(frequency),
      alarm: plant[CARE_ALARM_FIELD[kind]] === 1,
    };
  });
}

/** Turned on or off; on, an empty interval takes the offered one. */
export function switched(
  value: OptionalCareValue,
  kind: OptionalCareKind,
  on: boolean,
  offer: CareOffer | null,
): OptionalCareValue {
  if (on && value.frequency === '')
    return { ...value, on, frequency: String(offeredFrequency(kind, offer)) };
  return { ...value, on };
}

/** Another species chosen: the kinds that are on take its intervals where it offers one. */
export function withOffer(values: OptionalCareValues, offer: CareOffer | null): OptionalCareValues {
  return byKind((kind) => {
    const offered = offer?.frequencies[kind] ?? null;
    const value = values[kind];
    return value.on && offered !== null ? { ...value, frequency: String(offered) } : value;
  });
}

/** An interval for each kind that is on, in the contract's range (messages from api.json). */
/** Whether typed days are an interval the API takes (PLANT.frequencyMin…frequencyMax, whole). */
export function isFrequencyText(text: string): boolean {
  const raw = text.trim();
  const n = Number(raw);
  return raw !== '' && Number.isInteger(n) && n >= PLANT.frequencyMin && n <= PLANT.frequencyMax;
}

export function validateOptionalCare(
  values: OptionalCareValues,
  t: (key: string) => string,
): Partial<Record<OptionalFrequencyField, string>> {
  const errors: Partial<Record<OptionalFrequencyField, string>> = {};
  for (const kind of OPTIONAL_CARE_KINDS) {
    if (!values[kind].on) continue;
    if (!isFrequencyText(values[kind].frequency))
      errors[CARE_FREQUENCY_FIELD[kind]] = t('api.plantFrequencyRange');
  }
  return errors;
}

type OptionalCareBody = Partial<
  Record<OptionalFrequencyField, number | null> & Record<OptionalAlarmField, boolean>
>;

/** Registering: only the kinds turned on, with their interval and reminder (the rest stay off). */
export function optionalCareCreateBody(values: OptionalCareValues): OptionalCareBody {
  const body: OptionalCareBody = {};
  for (const kind of OPTIONAL_CARE_KINDS) {
    if (!values[kind].on) continue;
    body[CARE_FREQUENCY_FIELD[kind]] = Number(values[kind].frequency);
    body[CARE_ALARM_FIELD[kind]] = values[kind].alarm;
  }
  return body;
}

/** Saving: every kind, its interval or null to turn it off, and its reminder. */
export function optionalCareUpdateBody(values: OptionalCareValues): OptionalCareBody {
  const body: OptionalCareBody = {};
  for (const kind of OPTIONAL_CARE_KINDS) {
    body[CARE_FREQUENCY_FIELD[kind]] = values[kind].on ? Number(values[kind].frequency) : null;
    body[CARE_ALARM_FIELD[kind]] = values[kind].alarm;
  }
  return body;
}
