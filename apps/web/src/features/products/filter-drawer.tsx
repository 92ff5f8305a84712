import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { FilterChip } from '@/features/products/filter-chip';
import { toggleId, type MetadataGroup } from '@/features/products/metadata-groups';
import { formatCount } from '@/lib/format';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: MetadataGroup[];
  selected: number[];
  onChange: (ids: number[]) => void;
  /** How many products the current selection finds, once known. */
  total: number | undefined;
}

/** Every metadata option, grouped by question and tags; the list behind follows each tap. */
export function FilterDrawer({
  open,
  onOpenChange,
  groups,
  selected,
  onChange,
  total,
}: FilterDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('products.filter.title')}
      description={t('products.filter.description')}
    >
      <div className="flex flex-col gap-l">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`filter-group-${group.kind}`}>
            <h3 id={`filter-group-${group.kind}`} className="text-15 font-bold text-gray-90">
              {t(`products.filter.kinds.${group.kind}`)}
            </h3>
            <div className="mt-s flex flex-wrap gap-s">
              {group.options.map((option) => (
                <FilterChip
                  key={option.id}
                  selected={selected.includes(option.id)}
                  onClick={() => onChange(toggleId(selected, option.id))}
                  title={option.description || undefined}
                >
                  {option.name}
                </FilterChip>
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="sticky -bottom-l -mx-l mt-l flex gap-s border-t border-gray-20 bg-white px-l pt-m pb-l">
        <Button
          size="small"
          variant={selected.length ? 'done' : 'disabled'}
          className="w-auto flex-1"
          onClick={() => onChange([])}
        >
          {t('products.filter.reset')}
        </Button>
        <Button size="small" className="w-auto flex-2" onClick={() => onOpenChange(false)}>
          {total === undefined
            ? t('products.filter.show')
            : t('products.filter.showCount', { total: formatCount(total) })}
        </Button>
      </div>
    </Drawer>
  );
}
