import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plant } from '@chorok/contract';
import { LeafIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useSpecies } from '@/features/plants/species-queries';

/**
 * The plant's species on its settings: the name (from the plant) and the species' care note (from
 * the species list, asked for when shown). Nothing for a plant of no species; the name alone when
 * the note cannot be had.
 */
export function SpeciesNote({
  plant,
  action,
}: {
  plant: Pick<Plant, 'speciesKey' | 'speciesName'>;
  /** A control beside the name (the settings' 종 바꾸기). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const species = useSpecies(plant.speciesKey);
  if (!plant.speciesKey || !plant.speciesName) return null;
  return (
    <section
      aria-label={t('plants.species.note.label')}
      className="flex gap-s rounded-lg bg-oat px-m py-s"
    >
      <LeafIcon size={18} className="mt-2 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <p className="text-14 text-gray-90">
          <span className="font-bold">{plant.speciesName}</span>
          {species.data ? (
            <span className="text-13 text-gray-60 italic"> · {species.data.botanicalName}</span>
          ) : null}
        </p>
        {species.isPending ? (
          <Skeleton className="mt-s h-12 w-full" />
        ) : species.data ? (
          <p className="mt-2 text-13 text-gray-70">
            <span className="sr-only">{t('plants.species.note.more')}: </span>
            {species.data.careNote}
          </p>
        ) : null}
      </div>
      {action}
    </section>
  );
}
