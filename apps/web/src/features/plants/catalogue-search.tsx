import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary, Species } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { PickRow, PlantRowsSkeleton } from '@/features/plants/plant-pick-rows';
import { useCatalogueSearch } from '@/features/plants/queries';
import { useSpeciesSearch } from '@/features/plants/species-queries';
import { errorText } from '@/lib/error-text';

function Retry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-s py-xl text-center">
      <p className="text-14 text-gray-70">{errorText(t, error)}</p>
      <Button size="small" variant="done" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}

/**
 * The species matching the search that the shop does not sell (issue 18): a plant from anywhere
 * can still start from its species' care.
 */
function SpeciesNotSold({
  species,
  onPick,
}: {
  species: readonly Species[];
  onPick: (species: Species) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-xs pt-s">
      <h2 id={headingId} className="px-s text-14 font-bold text-gray-80">
        {t('plants.new.catalogue.species.title')}
      </h2>
      <p className="px-s text-12 text-gray-60">{t('plants.new.catalogue.species.hint')}</p>
      <ul className="flex flex-col" aria-labelledby={headingId}>
        {species.map((one) => (
          <PickRow
            key={one.key}
            label={t('plants.new.pick', { name: one.nameKo })}
            title={one.nameKo}
            detail={one.botanicalName}
            image={null}
            onPick={() => onPick(one)}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The 식물 찾기 tab of /plants/new: the shop's plants by name, and below them the species the shop
 * does not sell (GET /species with the same words), picked to be entered by hand with their care.
 */
export function CatalogueSearch({
  onPick,
  onPickSpecies,
}: {
  onPick: (product: ProductSummary) => void;
  onPickSpecies: (species: Species) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250).trim();
  const query = useCatalogueSearch(search);
  // The same words, debounced once, ask both lists; the species only when something is typed.
  const species = useSpeciesSearch(search);
  const notSold = search ? (species.data ?? []).filter((one) => one.productId === null) : [];
  const speciesWaiting = search !== '' && species.isPending;

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
        <Retry error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p role="status" className="py-l text-center text-14 text-gray-60">
          {notSold.length > 0
            ? t('plants.new.catalogue.noneInShop')
            : speciesWaiting
              ? null
              : t('plants.new.catalogue.none')}
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
      {query.isSuccess && species.isError ? (
        <Retry error={species.error} onRetry={() => void species.refetch()} />
      ) : query.isSuccess && notSold.length > 0 ? (
        <SpeciesNotSold species={notSold} onPick={onPickSpecies} />
      ) : null}
    </div>
  );
}
