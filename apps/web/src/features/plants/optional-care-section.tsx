import { useTranslation } from 'react-i18next';
import {
  CARE_ALARM_FIELD,
  CARE_FREQUENCY_FIELD,
  FERTILIZING_SEASON,
  OPTIONAL_CARE_KINDS,
  type OptionalCareKind,
} from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { DaysInput, FormSwitch } from '@/features/plants/form-controls';
import { CARE_ICONS } from '@/features/plants/plant-visual';
import {
  offeredFrequency,
  switched,
  type CareOffer,
  type OptionalCareValue,
  type OptionalCareValues,
  type OptionalFrequencyField,
} from '@/features/plants/optional-care';
import { useParticleFormats } from '@/lib/use-particle-formats';

/** Why a kind is worth turning on, or that the plant's species does not want it. */
function useWhy(offer: CareOffer | null) {
  const { t } = useTranslation();
  return (kind: OptionalCareKind) =>
    offer && offer.frequencies[kind] === null
      ? t('plants.optional.notWanted', {
          name: offer.speciesName,
          care: t(`plants.care.${kind}`),
        })
      : t(`plants.optional.why.${kind}`, {
          from: FERTILIZING_SEASON.fromMonth,
          to: FERTILIZING_SEASON.toMonth,
        });
}

function KindRow({
  kind,
  value,
  offer,
  error,
  inputId,
  onChange,
}: {
  kind: OptionalCareKind;
  value: OptionalCareValue;
  offer: CareOffer | null;
  error?: string;
  inputId: string;
  onChange: (value: OptionalCareValue) => void;
}) {
  const { t } = useTranslation();
  const why = useWhy(offer);
  const Icon = CARE_ICONS[kind];
  const care = t(`plants.care.${kind}`);
  const offered = offer?.frequencies[kind] ?? null;
  const hintId = `${inputId}-msg`;
  return (
    <li className="py-2">
      <FormSwitch
        icon={<Icon size={20} className="shrink-0 text-primary" />}
        label={care}
        description={why(kind)}
        checked={value.on}
        onChange={(on) => onChange(switched(value, kind, on, offer))}
      />
      {value.on ? (
        <div className="mb-s rounded-md bg-gray-10 px-m pt-s pb-m">
          <div className="flex items-end gap-m">
            <div className="w-112 shrink-0">
              <label htmlFor={inputId} className="text-13 text-gray-80">
                {t('plants.optional.frequency', { care })}
              </label>
              <DaysInput
                id={inputId}
                value={value.frequency}
                invalid={Boolean(error)}
                describedBy={hintId}
                onChange={(frequency) => onChange({ ...value, frequency })}
                className="bg-white"
              />
            </div>
            <div className="min-w-0 flex-1">
              <FormSwitch
                label={t(`plants.form.alarm.${CARE_ALARM_FIELD[kind]}`)}
                checked={value.alarm}
                onChange={(alarm) => onChange({ ...value, alarm })}
              />
            </div>
          </div>
          <p id={hintId} className={cn('mt-min text-13', error ? 'text-red' : 'text-gray-60')}>
            {error ??
              (offer && offered !== null
                ? t('plants.optional.offered', { name: offer.speciesName, days: offered })
                : t('plants.optional.usual', { days: offeredFrequency(kind, null) }))}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "더 챙길 돌봄": 영양제, 분무 and 잎 닦기, each off until switched on. On, its interval (the
 * species' when it offers one) and its reminder; a line says why, or that the species does
 * without it.
 */
export function OptionalCareSection({
  values,
  offer,
  errors,
  id,
  onChange,
}: {
  values: OptionalCareValues;
  /** The plant's species' intervals; null when it has none (the app's usual ones are offered). */
  offer: CareOffer | null;
  errors: Partial<Record<OptionalFrequencyField, string>>;
  /** The form's id of a field (an error focuses it). */
  id: (field: OptionalFrequencyField) => string;
  onChange: (values: OptionalCareValues) => void;
}) {
  const { t } = useTranslation();
  useParticleFormats();
  return (
    <fieldset className="min-w-0">
      <legend className="text-14 font-bold text-gray-80">{t('plants.optional.title')}</legend>
      <p className="mt-2 text-12 text-gray-60">{t('plants.optional.hint')}</p>
      <ul className="mt-2 divide-y divide-gray-20">
        {OPTIONAL_CARE_KINDS.map((kind) => (
          <KindRow
            key={kind}
            kind={kind}
            value={values[kind]}
            offer={offer}
            error={errors[CARE_FREQUENCY_FIELD[kind]]}
            inputId={id(CARE_FREQUENCY_FIELD[kind])}
            onChange={(value) => onChange({ ...values, [kind]: value })}
          />
        ))}
      </ul>
    </fieldset>
  );
}
