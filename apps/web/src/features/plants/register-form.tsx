import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductSummary, PurchasedPlant, Species } from '@chorok/contract';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { emptyLastCare, kindsAsked, lastCareBody } from '@/features/plants/last-care-fields';
import { careOfferOf, optionalCareCreateBody } from '@/features/plants/optional-care';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { PlantForm } from '@/features/plants/plant-form';
import {
  emptyPlantForm,
  frequencyNumbers,
  joinAddress,
  type PlantFormValues,
} from '@/features/plants/plant-form-values';
import { Thumb } from '@/features/plants/plant-pick-rows';
import { SpeciesPicker, useSpeciesChoice, withSpecies } from '@/features/plants/species-picker';
import { useSpecies } from '@/features/plants/species-queries';
import { useCreatePlant } from '@/features/plants/mutations';
import { useProductCare } from '@/features/plants/queries';

/** What the new plant is: one the shopper bought, a catalogue species, or their own. */
export type PlantSource =
  | { kind: 'purchased'; item: PurchasedPlant }
  | { kind: 'catalogue'; product: ProductSummary }
  /** By hand, with the species picked on the 식물 찾기 tab if one was. */
  | { kind: 'manual'; species?: Species | null };

/**
 * The form for the chosen source: frequencies from the species, editable; 영양제, 분무 and 잎 닦기
 * offered with the species' intervals (the chosen one, or the product's).
 */
export function RegisterForm({
  source,
  onChangeSource,
}: {
  source: PlantSource;
  onChangeSource?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePlant();
  const errorText = usePlantErrorText();
  const productId =
    source.kind === 'purchased'
      ? source.item.productId
      : source.kind === 'catalogue'
        ? source.product.id
        : null;
  const detail = useProductCare(productId);
  const species = useSpeciesChoice(source.kind === 'manual' ? (source.species ?? null) : null);
  // A product's species offers its intervals; by hand, the species chosen does.
  const productSpecies = useSpecies(detail.data?.care?.speciesKey ?? null);
  const careOffer = careOfferOf(source.kind === 'manual' ? species.chosen : productSpecies.data);

  if (source.kind === 'catalogue' && detail.isPending)
    return (
      <ListSkeleton
        className="flex flex-col gap-m py-m"
        bars={['h-96 w-full', 'h-52 w-full', 'h-52 w-full']}
      />
    );

  let initial: PlantFormValues = { ...emptyPlantForm(), lastCare: emptyLastCare() };
  let productName: string | null = null;
  let image: string | null = null;
  // The hint says "filled in for this plant" only when the species' care filled them in.
  let frequenciesFrom: 'species' | 'defaults' = 'defaults';
  if (source.kind === 'purchased') {
    frequenciesFrom = 'species';
    productName = source.item.productName;
    image = source.item.cutoutImageUrl ?? source.item.imageUrl;
    initial.frequencies = {
      wateringFrequency: String(source.item.wateringFrequency),
      airExposureFrequency: String(source.item.airExposureFrequency),
      repottingFrequency: String(source.item.repottingFrequency),
    };
  } else if (source.kind === 'manual' && source.species) {
    initial = withSpecies(initial, source.species, null);
  } else if (source.kind === 'catalogue') {
    productName = source.product.name;
    image = detail.data?.cutoutImage?.url ?? source.product.image?.url ?? null;
    const care = detail.data?.care;
    if (care) frequenciesFrom = 'species';
    if (care)
      initial.frequencies = {
        wateringFrequency: String(care.wateringFrequency),
        airExposureFrequency: String(care.airExposureFrequency),
        repottingFrequency: String(care.repottingFrequency),
      };
  }

  const submit = (values: PlantFormValues) => {
    create.mutate(
      {
        plantName: values.plantName.trim(),
        plantedAt: values.plantedAt,
        productId,
        speciesKey: species.chosen?.key,
        address: joinAddress(values.sido, values.sigungu),
        ...values.alarms,
        ...frequencyNumbers(values),
        ...optionalCareCreateBody(values.optional),
        mainPhoto: values.photo ?? undefined,
        lastCare: values.lastCare
          ? lastCareBody(values.lastCare, kindsAsked(values.optional))
          : undefined,
      },
      { onSuccess: () => void navigate({ to: '/plants/manage' }) },
    );
  };

  return (
    <div className="flex flex-col gap-m pt-m">
      {productName ? (
        <div className="flex items-center gap-m rounded-lg bg-oat p-s">
          <Thumb url={image} size={48} />
          <p className="min-w-0 flex-1 truncate text-15 font-bold text-gray-100">{productName}</p>
          {onChangeSource ? (
            <button
              type="button"
              onClick={onChangeSource}
              className="min-h-44 shrink-0 px-s text-13 font-medium text-gray-70 underline underline-offset-2"
            >
              {t('plants.new.change')}
            </button>
          ) : null}
        </div>
      ) : null}
      {source.kind === 'manual' ? (
        <SpeciesPicker chosen={species.chosen} onChoose={species.choose} />
      ) : null}
      <PlantForm
        key={`${source.kind}-${productId ?? 0}`}
        initial={initial}
        productName={productName}
        frequenciesFrom={frequenciesFrom}
        frequenciesHint={species.hint}
        prefill={species.prefill}
        careOffer={careOffer}
        fallbackPicture={<Thumb url={image} size={80} />}
        submitLabel={t('plants.new.submit')}
        busy={create.isPending}
        submitError={create.isError ? errorText(create.error) : null}
        onSubmit={submit}
      />
    </div>
  );
}
