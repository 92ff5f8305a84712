import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, PLANT_SIZES, PRODUCT_FORM, lightLevelOf } from '@chorok/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldClassName } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/format';
import { useSpeciesSearch } from '@/features/plants/species-queries';
import { TextField } from '@/features/console/product-form-parts';
import {
  numberOf,
  type CareValues,
  type ProductErrors,
} from '@/features/console/product-form-values';

const FREQUENCIES = [
  ['wateringFrequency', 'wateringDesc', 'watering'],
  ['airExposureFrequency', 'airExposureDesc', 'air'],
  ['repottingFrequency', 'repottingDesc', 'repot'],
] as const;

/** '반양지' under a lux field, from the contract's light levels; nothing until a number is typed. */
function useLightHint(value: string): string | undefined {
  const { t } = useTranslation();
  const lux = numberOf(value);
  if (!(lux >= 0)) return undefined;
  return t('console.product.lightLevel', {
    level: t(`labs.levels.${lightLevelOf(lux).id}.name`),
    lux: formatNumber(lux),
  });
}

/**
 * A plant's care facts, all required (they fill in plant care and the recommendations): light,
 * how often to water, air and repot with what to say about it, safety, difficulty, size and the
 * species it is.
 */
export function CareFields({
  idOf,
  care,
  errors,
  onChange,
}: {
  idOf: (path: string) => string;
  care: CareValues;
  errors: ProductErrors;
  onChange: (next: Partial<CareValues>) => void;
}) {
  const { t } = useTranslation();
  const minHint = useLightHint(care.lightMinLux);
  const maxHint = useLightHint(care.lightMaxLux);
  const species = useSpeciesSearch(care.speciesKey.length >= 1 ? care.speciesKey : '');
  const error = (field: keyof CareValues) => errors[`care.${field}`];
  const select = (field: 'difficulty' | 'size', options: readonly string[]) => (
    <FormField
      id={idOf(`care.${field}`)}
      label={t(`console.product.${field}`)}
      error={error(field)}
    >
      <select
        id={idOf(`care.${field}`)}
        value={care[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={error(field) ? `${idOf(`care.${field}`)}-msg` : undefined}
        className={fieldClassName(Boolean(error(field)), { size: 'md' })}
      >
        <option value="">{t('console.product.choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`console.product.${field}Value.${option}`)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <div className="flex flex-col gap-m">
      {errors.care ? (
        <p role="alert" className="rounded-sm bg-oat px-m py-s text-14 font-medium text-red">
          {errors.care}
        </p>
      ) : null}
      <div className="grid gap-m sm:grid-cols-2">
        <TextField
          id={idOf('care.lightMinLux')}
          label={t('console.product.lightMinLux')}
          value={care.lightMinLux}
          onChange={(lightMinLux) => onChange({ lightMinLux })}
          error={error('lightMinLux')}
          hint={minHint}
          numeric
          maxLength={7}
          suffix="lx"
        />
        <TextField
          id={idOf('care.lightMaxLux')}
          label={t('console.product.lightMaxLux')}
          value={care.lightMaxLux}
          onChange={(lightMaxLux) => onChange({ lightMaxLux })}
          error={error('lightMaxLux')}
          hint={maxHint}
          numeric
          maxLength={7}
          suffix="lx"
        />
      </div>
      {FREQUENCIES.map(([days, desc, key]) => (
        <div key={key} className="grid gap-m sm:grid-cols-[160px_minmax(0,1fr)]">
          <TextField
            id={idOf(`care.${days}`)}
            label={t(`console.product.${key}Days`)}
            value={care[days]}
            onChange={(value) => onChange({ [days]: value })}
            error={error(days)}
            numeric
            maxLength={3}
            suffix={t('console.product.days')}
          />
          <TextField
            id={idOf(`care.${desc}`)}
            label={t(`console.product.${key}Desc`)}
            value={care[desc]}
            onChange={(value) => onChange({ [desc]: value })}
            error={error(desc)}
            maxLength={PRODUCT_FORM.careDescMax}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-l">
        <Checkbox checked={care.petSafe} onCheckedChange={(petSafe) => onChange({ petSafe })}>
          {t('console.product.petSafe')}
        </Checkbox>
        <Checkbox checked={care.childSafe} onCheckedChange={(childSafe) => onChange({ childSafe })}>
          {t('console.product.childSafe')}
        </Checkbox>
      </div>
      <div className="grid gap-m sm:grid-cols-2">
        {select('difficulty', DIFFICULTIES)}
        {select('size', PLANT_SIZES)}
      </div>
      <FormField
        id={idOf('care.speciesKey')}
        label={t('console.product.speciesKey')}
        error={error('speciesKey')}
        hint={t('console.product.speciesHint')}
      >
        <input
          id={idOf('care.speciesKey')}
          list={`${idOf('care.speciesKey')}-list`}
          value={care.speciesKey}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => onChange({ speciesKey: event.target.value })}
          aria-invalid={error('speciesKey') ? true : undefined}
          aria-describedby={`${idOf('care.speciesKey')}-msg`}
          className={fieldClassName(Boolean(error('speciesKey')), { size: 'md' })}
        />
        <datalist id={`${idOf('care.speciesKey')}-list`}>
          {(species.data ?? []).map((item) => (
            <option key={item.key} value={item.key}>
              {`${item.nameKo} · ${item.botanicalName}`}
            </option>
          ))}
        </datalist>
      </FormField>
    </div>
  );
}
