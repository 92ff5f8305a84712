import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANT, REVIEW_WRITE, SIDO, type MainPhoto } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CameraIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { fieldClassName } from '@/features/profile/field';
import { useImageUrls } from '@/features/products/product-image';
import { photoProblem } from '@/features/reviews/write-queries';
import { DrawnPlant } from '@/features/plants/plant-visual';
import { isCareDate, todayInSeoul } from '@/features/plants/dates';
import {
  LastCareFields,
  validateLastCare,
  type LastCareField,
  type LastCareValues,
} from '@/features/plants/last-care-fields';
import { uploadPlantPhoto } from '@/features/plants/queries';
import { useParticleFormats } from '@/lib/use-particle-formats';
import { errorText } from '@/lib/error-text';

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

type Field = 'plantName' | 'plantedAt' | 'sigungu' | FrequencyField | LastCareField;
export type PlantFormErrors = Partial<Record<Field, string>>;

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
    const raw = values.frequencies[field].trim();
    const n = Number(raw);
    if (raw === '' || !Number.isInteger(n) || n < PLANT.frequencyMin || n > PLANT.frequencyMax)
      errors[field] = t('api.plantFrequencyRange');
  }
  if (values.lastCare) Object.assign(errors, validateLastCare(values.lastCare, t));
  return errors;
}

export function frequencyNumbers(values: PlantFormValues) {
  return {
    wateringFrequency: Number(values.frequencies.wateringFrequency),
    airExposureFrequency: Number(values.frequencies.airExposureFrequency),
    repottingFrequency: Number(values.frequencies.repottingFrequency),
  };
}

function Switch({
  checked,
  onChange,
  label,
  description,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
}) {
  const descriptionId = useId();
  return (
    <div className="flex min-h-56 items-center justify-between gap-m">
      <div className="min-w-0">
        <span className="text-15 text-gray-90">{label}</span>
        {description ? (
          <p id={descriptionId} className="text-12 text-gray-60">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-32 w-52 shrink-0 rounded-full transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary motion-reduce:transition-none',
          checked ? 'bg-primary' : 'bg-gray-50',
        )}
      >
        <span
          className={cn(
            'absolute top-4 left-4 size-24 rounded-full bg-white shadow-card transition-transform duration-150 motion-reduce:transition-none',
            checked ? 'translate-x-20' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-14 font-bold text-gray-80">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-msg`} className="mt-min text-13 text-red">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-msg`} className="mt-min text-13 text-gray-60">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One photo of the plant: checked like a review photo, uploaded at once, removable. */
function PhotoField({
  values,
  onChange,
  fallback,
}: {
  values: PlantFormValues;
  onChange: (photo: MainPhoto | null) => void;
  fallback: ReactNode;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const inputId = useId();
  const [status, setStatus] = useState<'idle' | 'uploading' | 'error'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const url = values.photo === undefined ? values.photoUrl : (values.photo?.url ?? null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = photoProblem(file);
    if (bad) {
      setProblem(t(`plants.form.photo.${bad}`, { name: file.name }));
      return;
    }
    setProblem(null);
    setStatus('uploading');
    controller.current?.abort();
    const running = new AbortController();
    controller.current = running;
    uploadPlantPhoto(file, running.signal).then(
      ({ id, url }) => {
        setStatus('idle');
        // The upload answers with width, height and alt too; mainPhoto is id and url only.
        onChange({ id, url });
      },
      (error: unknown) => {
        if (running.signal.aborted) return;
        setStatus('error');
        setProblem(errorText(t, error));
      },
    );
  };

  return (
    <div className="flex items-center gap-m">
      <div className="relative flex size-96 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-oat">
        {url ? (
          <img
            src={imageUrls.src(url, 192)}
            alt={t('plants.form.photo.alt')}
            className="size-full object-cover"
          />
        ) : (
          fallback
        )}
        {status === 'uploading' ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner size={24} label={t('plants.form.photo.uploading')} />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-s">
        <input
          id={inputId}
          type="file"
          accept={REVIEW_WRITE.photoTypes.join(',')}
          className="peer sr-only"
          onChange={onFile}
        />
        <label
          htmlFor={inputId}
          className="flex h-40 cursor-pointer items-center gap-s rounded-sm border border-gray-30 px-m text-14 font-medium text-gray-90 peer-focus-visible:outline-2 peer-focus-visible:outline-primary hover:bg-gray-10"
        >
          <CameraIcon size={18} />
          {url ? t('plants.form.photo.change') : t('plants.form.photo.add')}
        </label>
        {url ? (
          <button
            type="button"
            onClick={() => {
              controller.current?.abort();
              setStatus('idle');
              onChange(null);
            }}
            className="flex h-32 items-center gap-2 text-13 text-gray-70 underline underline-offset-2"
          >
            <CloseIcon size={14} />
            {t('plants.form.photo.remove')}
          </button>
        ) : null}
        {problem ? (
          <p role="alert" className="text-13 text-red">
            {problem}
          </p>
        ) : (
          <p className="text-12 text-gray-60">{t('plants.form.photo.hint')}</p>
        )}
      </div>
    </div>
  );
}

export interface PlantFormProps {
  initial: PlantFormValues;
  /** The plant comes from a product: its name may stay empty (the product's is used). */
  productName?: string | null;
  /**
   * Where the care frequencies came from, for the hint under them: the chosen species' care, the
   * app's defaults (a plant typed by hand), or the plant's own saved ones (editing; the default).
   */
  frequenciesFrom?: 'species' | 'defaults' | 'saved';
  /** The hint under the frequencies instead, when the caller says better (a species chosen). */
  frequenciesHint?: string;
  /**
   * A change from outside the form (a species chosen above it): applied to the values as they are
   * each time a new function is given.
   */
  prefill?: ((values: PlantFormValues) => PlantFormValues) | null;
  /** Picture shown when there is no photo (the product's cut-out). */
  fallbackPicture?: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** The server refused: its reason, shown above the button. */
  submitError?: string | null;
  onSubmit: (values: PlantFormValues) => void;
}

/** The plant's details, for registering and for editing: the same fields, checks and messages. */
export function PlantForm({
  initial,
  productName,
  frequenciesFrom = 'saved',
  frequenciesHint,
  prefill = null,
  fallbackPicture,
  submitLabel,
  busy,
  submitError,
  onSubmit,
}: PlantFormProps) {
  const { t } = useTranslation();
  useParticleFormats();
  const ids = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PlantFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const today = todayInSeoul();

  const update = (next: PlantFormValues) => {
    setValues(next);
    if (submitted) setErrors(validatePlantForm(next, t, { nameRequired: !productName }));
  };
  // Functions kept as state go through updaters: React would call them.
  const [applied, setApplied] = useState(() => prefill);
  if (prefill !== applied) {
    setApplied(() => prefill);
    if (prefill) update(prefill(values));
  }

  const id = (name: string) => `${ids}-${name}`;
  const describedBy = (name: Field) => (errors[name] ? `${id(name)}-msg` : undefined);

  return (
    <form
      noValidate
      aria-label={t('plants.form.label')}
      className="flex flex-col gap-l"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const found = validatePlantForm(values, t, { nameRequired: !productName });
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) {
          document.getElementById(id(first))?.focus();
          return;
        }
        onSubmit(values);
      }}
    >
      <fieldset>
        <legend className="mb-s text-14 font-bold text-gray-80">
          {t('plants.form.photo.title')}
        </legend>
        <PhotoField
          values={values}
          onChange={(photo) => update({ ...values, photo })}
          fallback={fallbackPicture ?? <DrawnPlant size={80} />}
        />
      </fieldset>

      <Field
        id={id('plantName')}
        label={t('plants.form.name')}
        error={errors.plantName}
        hint={productName ? t('plants.form.nameHint', { name: productName }) : undefined}
      >
        <input
          id={id('plantName')}
          value={values.plantName}
          maxLength={PLANT.nameMax + 10}
          autoComplete="off"
          placeholder={productName ?? t('plants.form.namePlaceholder')}
          aria-invalid={errors.plantName ? true : undefined}
          aria-describedby={errors.plantName || productName ? `${id('plantName')}-msg` : undefined}
          onChange={(e) => update({ ...values, plantName: e.target.value })}
          className={fieldClassName(Boolean(errors.plantName))}
        />
      </Field>

      <Field id={id('plantedAt')} label={t('plants.form.plantedAt')} error={errors.plantedAt}>
        <input
          id={id('plantedAt')}
          type="date"
          value={values.plantedAt}
          min={PLANT.earliestDate}
          max={today}
          aria-invalid={errors.plantedAt ? true : undefined}
          aria-describedby={describedBy('plantedAt')}
          onChange={(e) => update({ ...values, plantedAt: e.target.value })}
          className={cn(fieldClassName(Boolean(errors.plantedAt)), 'price-nums')}
        />
      </Field>

      {values.lastCare ? (
        <LastCareFields
          values={values.lastCare}
          errors={errors}
          id={id}
          onChange={(lastCare) => update({ ...values, lastCare })}
        />
      ) : null}

      <fieldset className="min-w-0">
        <legend className="text-14 font-bold text-gray-80">{t('plants.form.place')}</legend>
        <p className="mt-2 text-12 text-gray-60">{t('plants.form.placeHint')}</p>
        <div className="flex gap-s">
          <div className="w-[44%] shrink-0">
            <label htmlFor={id('sido')} className="sr-only">
              {t('plants.form.sido')}
            </label>
            <select
              id={id('sido')}
              value={values.sido}
              onChange={(e) => update({ ...values, sido: e.target.value })}
              className={fieldClassName(false)}
            >
              <option value="">{t('plants.form.sidoNone')}</option>
              {SIDO.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 flex-1">
            <label htmlFor={id('sigungu')} className="sr-only">
              {t('plants.form.sigungu')}
            </label>
            <input
              id={id('sigungu')}
              value={values.sigungu}
              placeholder={t('plants.form.sigunguPlaceholder')}
              aria-invalid={errors.sigungu ? true : undefined}
              aria-describedby={describedBy('sigungu')}
              onChange={(e) => update({ ...values, sigungu: e.target.value })}
              className={fieldClassName(Boolean(errors.sigungu))}
            />
          </div>
        </div>
        {errors.sigungu ? (
          <p id={`${id('sigungu')}-msg`} className="mt-min text-13 text-red">
            {errors.sigungu}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="text-14 font-bold text-gray-80">{t('plants.form.frequencies')}</legend>
        <p className="mt-2 text-12 text-gray-60">
          {frequenciesHint ??
            (frequenciesFrom === 'species'
              ? t('plants.form.frequenciesHintSpecies', { name: productName ?? '' })
              : frequenciesFrom === 'defaults'
                ? t('plants.form.frequenciesHintDefaults')
                : t('plants.form.frequenciesHint'))}
        </p>
        <div className="mt-s grid grid-cols-3 gap-s">
          {FREQUENCY_FIELDS.map((field) => (
            <div key={field} className="min-w-0">
              <label htmlFor={id(field)} className="text-13 text-gray-80">
                {t(`plants.form.frequency.${field}`)}
              </label>
              <div className="relative">
                <input
                  id={id(field)}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  value={values.frequencies[field]}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${id('frequencies')}-msg` : undefined}
                  onChange={(e) =>
                    update({
                      ...values,
                      frequencies: {
                        ...values.frequencies,
                        [field]: e.target.value.replace(/[^0-9]/g, ''),
                      },
                    })
                  }
                  className={cn(fieldClassName(Boolean(errors[field])), 'price-nums pr-40')}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-[calc(50%+4px)] right-m -translate-y-1/2 text-14 text-gray-60"
                >
                  {t('plants.form.daysUnit')}
                </span>
              </div>
            </div>
          ))}
        </div>
        {FREQUENCY_FIELDS.some((f) => errors[f]) ? (
          <p id={`${id('frequencies')}-msg`} className="mt-min text-13 text-red">
            {t('api.plantFrequencyRange')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="text-14 font-bold text-gray-80">{t('plants.form.alarms')}</legend>
        <div className="mt-2 divide-y divide-gray-20">
          {ALARM_FIELDS.map((field) => (
            <Switch
              key={field}
              label={t(`plants.form.alarm.${field}`)}
              checked={values.alarms[field]}
              onChange={(checked) =>
                update({ ...values, alarms: { ...values.alarms, [field]: checked } })
              }
            />
          ))}
        </div>
      </fieldset>

      {submitError ? (
        <p role="alert" className="rounded-md bg-red/10 px-m py-s text-14 text-red">
          {submitError}
        </p>
      ) : null}
      <Button type="submit" variant={busy ? 'progress' : 'cta'}>
        {submitLabel}
      </Button>
    </form>
  );
}
