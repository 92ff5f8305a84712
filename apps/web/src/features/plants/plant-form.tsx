import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANT, SIDO } from '@chorok/contract';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { DrawnPlant } from '@/features/plants/plant-visual';
import { todayInSeoul } from '@/features/plants/dates';
import { DaysInput, FormSwitch } from '@/features/plants/form-controls';
import { PhotoField } from '@/features/plants/photo-field';
import { kindsAsked, LastCareFields } from '@/features/plants/last-care-fields';
import type { CareOffer } from '@/features/plants/optional-care';
import {
  ALARM_FIELDS,
  FREQUENCY_FIELDS,
  validatePlantForm,
  type PlantFormErrors,
  type PlantFormValues,
} from '@/features/plants/plant-form-values';
import { OptionalCareSection } from '@/features/plants/optional-care-section';
import { useParticleFormats } from '@/lib/use-particle-formats';

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
  /** The species' intervals for 영양제, 분무 and 잎 닦기 (null: none known, the usual ones). */
  careOffer?: CareOffer | null;
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
  careOffer = null,
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
  const describedBy = (name: keyof PlantFormErrors) =>
    errors[name] ? `${id(name)}-msg` : undefined;

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

      <FormField
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
      </FormField>

      <FormField id={id('plantedAt')} label={t('plants.form.plantedAt')} error={errors.plantedAt}>
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
      </FormField>

      {values.lastCare ? (
        <LastCareFields
          values={values.lastCare}
          kinds={kindsAsked(values.optional)}
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
              <DaysInput
                id={id(field)}
                value={values.frequencies[field]}
                invalid={Boolean(errors[field])}
                describedBy={errors[field] ? `${id('frequencies')}-msg` : undefined}
                onChange={(digits) =>
                  update({ ...values, frequencies: { ...values.frequencies, [field]: digits } })
                }
              />
            </div>
          ))}
        </div>
        {FREQUENCY_FIELDS.some((f) => errors[f]) ? (
          <p id={`${id('frequencies')}-msg`} className="mt-min text-13 text-red">
            {t('api.plantFrequencyRange')}
          </p>
        ) : null}
      </fieldset>

      <OptionalCareSection
        values={values.optional}
        offer={careOffer}
        errors={errors}
        id={id}
        onChange={(optional) => update({ ...values, optional })}
      />

      <fieldset className="min-w-0">
        <legend className="text-14 font-bold text-gray-80">{t('plants.form.alarms')}</legend>
        <div className="mt-2 divide-y divide-gray-20">
          {ALARM_FIELDS.map((field) => (
            <FormSwitch
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
