import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchasedPlant, Species } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/button';
import { ShopIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/components/ui/list-states';
import { CatalogueSearch } from '@/features/plants/catalogue-search';
import { dotDate } from '@/features/plants/dates';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { PickRow, PlantRowsSkeleton } from '@/features/plants/plant-pick-rows';
import { RegisterForm, type PlantSource } from '@/features/plants/register-form';
import { usePurchasedPlants } from '@/features/plants/queries';

type Way = 'purchased' | 'catalogue' | 'manual';

function PurchasedList({ onPick }: { onPick: (item: PurchasedPlant) => void }) {
  const { t } = useTranslation();
  const query = usePurchasedPlants();
  const errorText = usePlantErrorText();
  if (query.isPending) return <PlantRowsSkeleton />;
  if (query.isError)
    return (
      <LoadError
        size="inline"
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
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
