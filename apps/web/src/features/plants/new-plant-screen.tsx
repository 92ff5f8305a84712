import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary, PurchasedPlant } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon, SearchIcon, ShopIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/features/app/use-document-title';
import { EmptyState } from '@/features/products/list-states';
import { useDebouncedValue } from '@/features/products/use-debounced-value';
import { dotDate } from '@/features/plants/dates';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { RegisterForm, Thumb, type PlantSource } from '@/features/plants/register-form';
import { useCatalogueSearch, usePurchasedPlants } from '@/features/plants/queries';
import { errorText } from '@/lib/error-text';

type Way = 'purchased' | 'catalogue' | 'manual';

/** Rows of a picture and two lines, as the purchase and catalogue lists look. */
function PlantRowsSkeleton() {
  return (
    <ListSkeleton className="flex flex-col gap-s py-s">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex items-center gap-m py-s">
          <Skeleton className="size-56" />
          <div className="flex flex-1 flex-col gap-s">
            <Skeleton className="h-16 w-160" />
            <Skeleton className="h-12 w-96" />
          </div>
        </div>
      ))}
    </ListSkeleton>
  );
}

function PickRow({
  label,
  title,
  detail,
  image,
  onPick,
}: {
  label: string;
  title: string;
  detail?: string;
  image: string | null;
  onPick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        onClick={onPick}
        className="flex min-h-72 w-full items-center gap-m rounded-md px-s py-s text-left hover:bg-gray-10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Thumb url={image} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-15 font-medium text-gray-100">{title}</span>
          {detail ? <span className="block text-13 text-gray-60">{detail}</span> : null}
        </span>
        <ChevronRightIcon size={18} className="shrink-0 text-gray-60" />
      </button>
    </li>
  );
}

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

function CatalogueSearch({ onPick }: { onPick: (product: ProductSummary) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const query = useCatalogueSearch(search);
  return (
    <div className="flex flex-col gap-s py-s">
      <div className="relative">
        <label htmlFor="plant-catalogue-search" className="sr-only">
          {t('plants.new.catalogue.label')}
        </label>
        <SearchIcon
          size={20}
          className="pointer-events-none absolute top-1/2 left-m -translate-y-1/2 text-gray-60"
        />
        <input
          id="plant-catalogue-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('plants.new.catalogue.placeholder')}
          className="h-48 w-full rounded-md border border-gray-30 bg-gray-10 pr-m pl-48 text-16 text-gray-100 placeholder:text-gray-60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary"
        />
      </div>
      {query.isPending ? (
        <PlantRowsSkeleton />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-s py-xl text-center">
          <p className="text-14 text-gray-70">{errorText(t, query.error)}</p>
          <Button size="small" variant="done" onClick={() => void query.refetch()}>
            {t('ui.retry')}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p role="status" className="py-xl text-center text-14 text-gray-60">
          {t('plants.new.catalogue.none')}
        </p>
      ) : (
        <ul className="flex flex-col" aria-label={t('plants.new.catalogue.results')}>
          {query.data.map((product) => (
            <PickRow
              key={product.id}
              label={t('plants.new.pick', { name: product.name })}
              title={product.name}
              detail={product.botanicalName ?? undefined}
              image={product.image?.url ?? null}
              onPick={() => onPick(product)}
            />
          ))}
        </ul>
      )}
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
                <CatalogueSearch onPick={(product) => setSource({ kind: 'catalogue', product })} />
              ) : (
                <RegisterForm source={{ kind: 'manual' }} />
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
