import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductSummary, PurchasedPlant, Species } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { ShopIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/features/app/use-document-title';
import { EmptyState } from '@/features/products/list-states';
import { CatalogueSearch } from '@/features/plants/catalogue-search';
import { dotDate } from '@/features/plants/dates';
import { emptyLastCare, lastCareBody } from '@/features/plants/last-care-fields';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import {
  emptyPlantForm,
  frequencyNumbers,
  joinAddress,
  PlantForm,
  type PlantFormValues,
} from '@/features/plants/plant-form';
import { PickRow, PlantRowsSkeleton, Thumb } from '@/features/plants/plant-pick-rows';
import { SpeciesPicker, useSpeciesChoice, withSpecies } from '@/features/plants/species-picker';
import { useCreatePlant, useProductCare, usePurchasedPlants } from '@/features/plants/queries';

type Way = 'purchased' | 'catalogue' | 'manual';

/** What the new plant is: one the shopper bought, a catalogue species, or their own. */
export type PlantSource =
  | { kind: 'purchased'; item: PurchasedPlant }
  | { kind: 'catalogue'; product: ProductSummary }
  /** By hand, with the species picked on the 식물 찾기 tab if one was. */
  | { kind: 'manual'; species?: Species | null };

function PurchasedList({ onPick }: { onPick: (item: PurchasedPlant) => void }) {
  const { t } = useTranslation();
  const query = usePurchasedPlants();
  const errorText = usePlantErrorText();
  if (query.isPending) return <PlantRowsSkeleton />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-s py-xl text-center">
        <p className="text-14 text-gray-70">{errorText(query.error)}</p>
        <Button size="small" variant="done" onClick={() => void query.refetch()}>
          {t('ui.retry')}
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={<ShopIcon size={30} />}
        title={t('plants.new.purchased.empty.title')}
        body={t('plants.new.purchased.empty.body')}
        action={
          <ButtonLink to="/products/recommend" size="small" variant="done">
            {t('plants.new.purchased.empty.action')}
          </ButtonLink>
        }
      />
    );
  return (
    <ul className="flex flex-col py-s">
      {query.data.map((item) => (
        <PickRow
          key={item.productId}
          label={t('plants.new.pick', { name: item.productName })}
          title={item.productName}
          detail={
            item.registeredCount > 0
              ? t('plants.new.purchased.detailRegistered', {
                  date: dotDate(item.purchaseDate),
                  registered: item.registeredCount,
                })
              : t('plants.new.purchased.detail', { date: dotDate(item.purchaseDate) })
          }
          image={item.cutoutImageUrl ?? item.imageUrl}
          onPick={() => onPick(item)}
        />
      ))}
    </ul>
  );
}

/** The form for the chosen source: frequencies from the species, editable. */
function RegisterForm({
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
  const detail = useProductCare(source.kind === 'catalogue' ? source.product.id : null);
  const species = useSpeciesChoice(source.kind === 'manual' ? (source.species ?? null) : null);

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
        mainPhoto: values.photo ?? undefined,
        lastCare: values.lastCare ? lastCareBody(values.lastCare) : undefined,
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
        fallbackPicture={<Thumb url={image} size={80} />}
        submitLabel={t('plants.new.submit')}
        busy={create.isPending}
        submitError={create.isError ? errorText(create.error) : null}
        onSubmit={submit}
      />
    </div>
  );
}

/**
 * /plants/new: three ways in (a plant I bought, one from the catalogue, my own), then the plant's
 * details with the species' care frequencies filled in. Registered, it joins /plants/manage.
 */
export function NewPlantScreen({ initialWay = 'purchased' }: { initialWay?: Way }) {
  const { t } = useTranslation();
  const title = t('plants.new.title');
  useDocumentTitle(title);
  const [way, setWay] = useState<Way>(initialWay);
  const [source, setSource] = useState<PlantSource | null>(null);
  // A species picked on the 식물 찾기 tab: entered by hand, with its care filled in.
  const [manualSpecies, setManualSpecies] = useState<Species | null>(null);
  useEffect(() => {
    // The picked row is gone: focus goes to the tab now showing the form.
    if (manualSpecies) document.getElementById('tab-manual')?.focus();
  }, [manualSpecies]);
  const ways: Way[] = ['purchased', 'catalogue', 'manual'];

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PageHeader title={title} />
      <div className="flex flex-col px-m pb-xxl">
        {source && source.kind !== 'manual' ? (
          <RegisterForm source={source} onChangeSource={() => setSource(null)} />
        ) : (
          <>
            <p className="pt-s pb-m text-15 text-gray-70">{t('plants.new.intro')}</p>
            <Tabs
              label={t('plants.new.ways')}
              panelIdPrefix="plant-way"
              tabs={ways.map((w) => ({
                id: w,
                label: t(`plants.new.way.${w}`),
                isActive: way === w,
                onClick: () => setWay(w),
              }))}
            />
            <div
              role="tabpanel"
              id={`plant-way-${way}`}
              aria-labelledby={`tab-${way}`}
              className="min-h-240"
            >
              {way === 'purchased' ? (
                <PurchasedList onPick={(item) => setSource({ kind: 'purchased', item })} />
              ) : way === 'catalogue' ? (
                <CatalogueSearch
                  onPick={(product) => setSource({ kind: 'catalogue', product })}
                  onPickSpecies={(species) => {
                    setManualSpecies(species);
                    setWay('manual');
                  }}
                />
              ) : (
                <RegisterForm
                  key={manualSpecies?.key ?? 'none'}
                  source={{ kind: 'manual', species: manualSpecies }}
                />
              )}
            </div>
            {way !== 'manual' ? (
              <p className="mt-m text-center text-13 text-gray-60">
                {t('plants.new.manualHint')}{' '}
                <button
                  type="button"
                  onClick={() => setWay('manual')}
                  className="min-h-44 font-medium text-primary underline underline-offset-2"
                >
                  {t('plants.new.manualLink')}
                </button>
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
