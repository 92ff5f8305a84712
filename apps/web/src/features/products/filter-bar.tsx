import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { FilterIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { FilterChip } from '@/features/products/filter-chip';
import { groupMetadatas, toggleId } from '@/features/products/metadata-groups';
import { useProductMetadatas } from '@/features/products/list-queries';

const loadFilterDrawer = () => import('@/features/products/filter-drawer');
const FilterDrawer = lazy(() => loadFilterDrawer().then((m) => ({ default: m.FilterDrawer })));

export interface FilterBarProps {
  selected: number[];
  onChange: (ids: number[]) => void;
  /** Products the current selection finds, for the drawer's button. */
  total: number | undefined;
  className?: string;
}

/**
 * The metadata filter (GET /products/metadatas): a row with the filter sheet's button, the chosen
 * options and the tags as one-tap chips; the sheet holds every option, grouped by question.
 */
export function FilterBar({ selected, onChange, total, className }: FilterBarProps) {
  const { t } = useTranslation();
  const metadatas = useProductMetadatas();
  const [open, setOpen] = useState(false);
  // Mounted on first use and kept, so closing plays the sheet's animation.
  const [mounted, setMounted] = useState(false);

  if (metadatas.isPending)
    return (
      <div aria-hidden="true" className={cn('flex gap-s overflow-hidden px-m py-s', className)}>
        {[72, 88, 64, 96, 80].map((width) => (
          <Skeleton key={width} className="h-36 shrink-0 rounded-full" style={{ width }} />
        ))}
      </div>
    );
  // Without metadata the list still works; the filter simply is not offered.
  if (metadatas.isError) return null;

  const groups = groupMetadatas(metadatas.data);
  // Chosen answers from the sheet, then every tag: a tapped chip stays where it was.
  const tags = groups.find((g) => g.kind === 'TAG')?.options ?? [];
  const chosen = groups
    .filter((g) => g.kind !== 'TAG')
    .flatMap((g) => g.options)
    .filter((m) => selected.includes(m.id));
  const quick = [...chosen, ...tags];

  return (
    <div role="group" aria-label={t('products.filter.label')} className={className}>
      <div className="scrollbar-none flex gap-s overflow-x-auto px-m py-s">
        <button
          type="button"
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadFilterDrawer()}
          onFocus={() => void loadFilterDrawer()}
          aria-haspopup="dialog"
          className={cn(
            'inline-flex h-36 shrink-0 items-center gap-4 rounded-full border px-12 text-14 font-medium whitespace-nowrap',
            selected.length
              ? 'border-primary bg-secondary-sec01 text-primary'
              : 'border-gray-30 bg-white text-gray-80 hover:border-gray-50',
          )}
        >
          <FilterIcon size={18} />
          {t('products.filter.open')}
          {selected.length ? (
            <span className="price-nums font-bold">
              <span aria-hidden="true">{selected.length}</span>
              <span className="sr-only">
                {t('products.filter.selectedCount', { total: selected.length })}
              </span>
            </span>
          ) : null}
        </button>
        {quick.map((option) => (
          <FilterChip
            key={option.id}
            selected={selected.includes(option.id)}
            onClick={() => onChange(toggleId(selected, option.id))}
          >
            {option.name}
          </FilterChip>
        ))}
      </div>
      {mounted ? (
        <Suspense fallback={null}>
          <FilterDrawer
            open={open}
            onOpenChange={setOpen}
            groups={groups}
            selected={selected}
            onChange={onChange}
            total={total}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
