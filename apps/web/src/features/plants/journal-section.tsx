import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalCare, Plant } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { CameraIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Toast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { dotDate } from '@/features/plants/dates';
import { JournalEntryCard } from '@/features/plants/journal-entry-card';
import { JournalEntryForm } from '@/features/plants/journal-entry-form';
import { useJournalPhotos, useJournalTimeline } from '@/features/plants/journal-queries';
import { CARE_ICONS } from '@/features/plants/plant-visual';
import { ThenAndNow } from '@/features/plants/then-and-now';

/** Care given between two entries: one small line ("물 줬어요"). */
function CareLine({ care }: { care: JournalCare }) {
  const { t } = useTranslation();
  const Icon = CARE_ICONS[care.kind];
  return (
    <p className="flex items-center gap-s px-s text-13 text-gray-70">
      <Icon size={16} className="shrink-0 text-primary" />
      <span>{t(`plant-journal.timeline.care.${care.kind}`)}</span>
      <time dateTime={care.date} className="price-nums text-gray-60">
        {dotDate(care.date)}
      </time>
    </p>
  );
}

/**
 * The plant's 성장 기록: a form for a new photo or note, the timeline (entries large, the care
 * between them small), and 그때와 지금 once there are two photos to compare.
 */
export function JournalSection({ plant, name }: { plant: Plant; name: string }) {
  const { t } = useTranslation();
  const timeline = useJournalTimeline(plant.id);
  const photos = useJournalPhotos(plant.id);
  const [comparing, setComparing] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const items = timeline.data?.pages.flatMap((page) => page.data) ?? [];
  const canCompare = (photos.data?.length ?? 0) >= 2;

  let list;
  if (timeline.isPending)
    list = (
      <ListSkeleton
        className="flex flex-col gap-s"
        bars={['h-20 w-120', 'h-240 w-full', 'h-20 w-200']}
      />
    );
  else if (timeline.isError)
    list = (
      <LoadError
        size="inline"
        body={`${t('plant-journal.timeline.loadFailed')} ${errorText(t, timeline.error)}`}
        onRetry={() => void timeline.refetch()}
      />
    );
  else if (items.length === 0) list = null;
  else
    list = (
      <>
        <ol aria-label={t('plant-journal.timeline.label')} className="flex flex-col gap-m">
          {items.map((item) =>
            item.type === 'ENTRY' ? (
              <li key={`entry-${item.id}`}>
                <JournalEntryCard
                  entry={item}
                  plantId={plant.id}
                  plantedAt={plant.plantedAt}
                  name={name}
                  onDeleted={() => setToast(t('plant-journal.timeline.deleted'))}
                />
              </li>
            ) : (
              <li key={`care-${item.id}`}>
                <CareLine care={item} />
              </li>
            ),
          )}
        </ol>
        {timeline.hasNextPage ? (
          <Button
            size="small"
            variant={timeline.isFetchingNextPage ? 'progress' : 'done'}
            className="mx-auto"
            onClick={() => void timeline.fetchNextPage()}
          >
            {t('plant-journal.timeline.more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="flex flex-col gap-l py-m">
      {timeline.isSuccess && items.length === 0 ? (
        <div className="flex items-center gap-m">
          <span className="flex size-56 shrink-0 items-center justify-center rounded-full bg-oat text-primary">
            <CameraIcon size={26} />
          </span>
          <div className="min-w-0">
            <h2 className="text-16 font-bold text-gray-100">{t('plant-journal.empty.title')}</h2>
            <p className="mt-min text-14 text-gray-70">{t('plant-journal.empty.body')}</p>
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-s">
          <p className="flex-1 text-14 text-gray-70">{t('plant-journal.intro')}</p>
          {canCompare ? (
            <Button
              size="small"
              variant="done"
              className="h-40 w-auto"
              onClick={() => setComparing(true)}
            >
              {t('plant-journal.compare.open')}
            </Button>
          ) : null}
        </div>
      )}
      <JournalEntryForm
        plantId={plant.id}
        plantedAt={plant.plantedAt}
        onSaved={() => setToast(t('plant-journal.form.saved'))}
      />
      {list}
      {canCompare ? (
        <ThenAndNow plantId={plant.id} open={comparing} onOpenChange={setComparing} />
      ) : null}
      <Toast message={toast} onDone={() => setToast(null)} offset="24px" />
    </div>
  );
}
