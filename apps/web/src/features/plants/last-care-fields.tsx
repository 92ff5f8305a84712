import { useTranslation } from 'react-i18next';
import {
  CARE_KINDS,
  LAST_CARE_UNKNOWN,
  OPTIONAL_CARE_KINDS,
  PLANT,
  type CareKind,
  type LastCare,
} from '@chorok/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { isCareDate, todayInSeoul } from '@/features/plants/dates';
import type { OptionalCareValues } from '@/features/plants/optional-care';

/** One kind's answer as the form holds it: a day, or "모르겠어요". */
export interface LastCareAnswer {
  unknown: boolean;
  /** 'YYYY-MM-DD' as typed ('' while unknown). */
  date: string;
}
export type LastCareValues = Record<CareKind, LastCareAnswer>;

/** The field (and its error's key) of a kind: its input's id is the form's id of this. */
export type LastCareField = `lastCare-${CareKind}`;
export const lastCareField = (kind: CareKind): LastCareField => `lastCare-${kind}`;

/** Every kind starts at "모르겠어요": the schedule then starts sensibly (see the API's careAnchors). */
export function emptyLastCare(): LastCareValues {
  return Object.fromEntries(
    CARE_KINDS.map((kind) => [kind, { unknown: true, date: '' }]),
  ) as LastCareValues;
}

/** The kinds whose last day is asked: the first three, and the optional ones switched on. */
export function kindsAsked(optional: OptionalCareValues): CareKind[] {
  const off = new Set<CareKind>(OPTIONAL_CARE_KINDS.filter((kind) => !optional[kind].on));
  return CARE_KINDS.filter((kind) => !off.has(kind));
}

/** A day for each kind asked that is not "모르겠어요": a real day, not in the future. */
export function validateLastCare(
  values: LastCareValues,
  t: (key: string) => string,
  kinds: readonly CareKind[],
): Partial<Record<LastCareField, string>> {
  const errors: Partial<Record<LastCareField, string>> = {};
  for (const kind of kinds) {
    const { unknown, date } = values[kind];
    if (unknown) continue;
    if (date === '') errors[lastCareField(kind)] = t('plants.lastCare.required');
    else if (!isCareDate(date)) errors[lastCareField(kind)] = t('api.plantDateRange');
  }
  return errors;
}

/** The create body's lastCare: every kind asked answered, a day or UNKNOWN (an off kind has none). */
export function lastCareBody(values: LastCareValues, kinds: readonly CareKind[]): LastCare {
  return Object.fromEntries(
    kinds.map((kind) => [kind, values[kind].unknown ? LAST_CARE_UNKNOWN : values[kind].date]),
  ) as LastCare;
}

/**
 * Registration's "when was it last watered, aired, repotted?" (and each optional care switched
 * on): a day each, or 모르겠어요 (the default). The count of each care starts there, so a plant
 * kept for months is not weeks overdue on its first day.
 */
export function LastCareFields({
  values,
  kinds,
  errors,
  id,
  onChange,
}: {
  values: LastCareValues;
  /** The kinds to ask about (kindsAsked). */
  kinds: readonly CareKind[];
  errors: Partial<Record<LastCareField, string>>;
  /** The form's id of a field (its inputs take these ids, so an error can focus them). */
  id: (field: LastCareField) => string;
  onChange: (values: LastCareValues) => void;
}) {
  const { t } = useTranslation();
  const today = todayInSeoul();
  const set = (kind: CareKind, answer: LastCareAnswer) => onChange({ ...values, [kind]: answer });

  return (
    <fieldset className="min-w-0">
      <legend className="text-14 font-bold text-gray-80">{t('plants.lastCare.title')}</legend>
      <p className="mt-2 text-12 text-gray-60">{t('plants.lastCare.hint')}</p>
      <div className="mt-s flex flex-col gap-s">
        {kinds.map((kind) => {
          const field = lastCareField(kind);
          const error = errors[field];
          const label = t(`plants.lastCare.${kind}`);
          const { unknown, date } = values[kind];
          return (
            <div key={kind} className="min-w-0">
              <label htmlFor={id(field)} className="text-13 text-gray-80">
                {label}
              </label>
              <div className="flex items-center gap-s">
                <input
                  id={id(field)}
                  type="date"
                  value={unknown ? '' : date}
                  min={PLANT.earliestDate}
                  max={today}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id(field)}-msg` : undefined}
                  onChange={(e) => set(kind, { unknown: false, date: e.target.value })}
                  className={cn(
                    fieldClassName(Boolean(error)),
                    'price-nums mt-min h-48 min-w-0 flex-1',
                    unknown && 'text-gray-60',
                  )}
                />
                <Checkbox
                  checked={unknown}
                  aria-label={t('plants.lastCare.unknownLabel', { care: label })}
                  onCheckedChange={(checked) =>
                    set(kind, { unknown: checked, date: checked ? '' : date })
                  }
                  className="shrink-0 text-14 text-gray-80"
                >
                  {t('plants.lastCare.unknown')}
                </Checkbox>
              </div>
              {error ? (
                <p id={`${id(field)}-msg`} className="mt-min text-13 text-red">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
