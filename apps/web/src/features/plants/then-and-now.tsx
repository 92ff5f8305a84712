import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween, type JournalEntry } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { Drawer } from '@/components/ui/drawer';
import { errorText } from '@/lib/error-text';
import { fieldClassName } from '@/components/ui/field';
import { useImageUrls } from '@/hooks/use-image-urls';
import { dotDate } from '@/features/plants/dates';
import { useJournalPhotos } from '@/features/plants/journal-queries';

/** One side of the comparison: the photo, square-cropped, with its label and day. */
function Side({ label, entry }: { label: string; entry: JournalEntry }) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const date = dotDate(entry.takenOn);
  if (!entry.photo) return null;
  return (
    <figure className="min-w-0 flex-1">
      <img
        src={imageUrls.src(entry.photo.url, 375)}
        srcSet={imageUrls.srcSet(entry.photo.url, [187, 375, 750])}
        sizes="(min-width: 480px) 210px, calc(50vw - 30px)"
        alt={t('plant-journal.compare.photoAlt', { label, date })}
        className="aspect-[3/4] w-full rounded-md bg-gray-10 object-cover"
      />
      <figcaption className="mt-s flex flex-col">
        <span className="text-14 font-bold text-gray-100">{label}</span>
        <time dateTime={entry.takenOn} className="price-nums text-13 text-gray-70">
          {date}
        </time>
      </figcaption>
    </figure>
  );
}

/** Picks one photo of the list by its day (and its note, to tell days apart). */
function PhotoSelect({
  label,
  photos,
  value,
  onChange,
}: {
  label: string;
  photos: JournalEntry[];
  value: number;
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="text-13 font-bold text-gray-80">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className={fieldClassName(false, { size: 'sm' })}
      >
        {photos.map((photo) => (
          <option key={photo.id} value={photo.id}>
            {photo.note
              ? `${dotDate(photo.takenOn)} · ${photo.note.slice(0, 12)}`
              : dotDate(photo.takenOn)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The comparison itself: oldest and newest photo by default, or the two chosen. */
function Comparison({ photos }: { photos: JournalEntry[] }) {
  const { t } = useTranslation();
  const [thenId, setThenId] = useState(photos.at(-1)!.id);
  const [nowId, setNowId] = useState(photos[0]!.id);
  const then = photos.find((p) => p.id === thenId) ?? photos.at(-1)!;
  const now = photos.find((p) => p.id === nowId) ?? photos[0]!;
  const days = Math.abs(daysBetween(then.takenOn, now.takenOn));
  return (
    <div className="flex flex-col gap-m">
      <div className="flex gap-s" data-testid="then-and-now">
        <Side label={t('plant-journal.compare.then')} entry={then} />
        <Side label={t('plant-journal.compare.now')} entry={now} />
      </div>
      <p className="rounded-md bg-oat px-m py-s text-center text-14 font-medium text-gray-90">
        {days === 0
          ? t('plant-journal.compare.sameDay')
          : t('plant-journal.compare.apart', { days })}
      </p>
      <div className="flex gap-s">
        <PhotoSelect
          label={t('plant-journal.compare.pickThen')}
          photos={photos}
          value={then.id}
          onChange={setThenId}
        />
        <PhotoSelect
          label={t('plant-journal.compare.pickNow')}
          photos={photos}
          value={now.id}
          onChange={setNowId}
        />
      </div>
    </div>
  );
}

/**
 * "그때와 지금": a sheet with two photos of the plant side by side (the first and the newest, or
 * any two chosen), their days and how many days lie between them.
 */
export function ThenAndNow({
  plantId,
  open,
  onOpenChange,
}: {
  plantId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const photos = useJournalPhotos(plantId);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('plant-journal.compare.title')}
      description={t('plant-journal.compare.description')}
    >
      {photos.isPending ? (
        <div aria-hidden="true" className="flex gap-s">
          <div className="aspect-[3/4] flex-1 animate-pulse rounded-md bg-gray-10" />
          <div className="aspect-[3/4] flex-1 animate-pulse rounded-md bg-gray-10" />
        </div>
      ) : photos.isError ? (
        <LoadError
          size="inline"
          detail={errorText(t, photos.error)}
          onRetry={() => void photos.refetch()}
        />
      ) : photos.data.length > 0 ? (
        <Comparison photos={photos.data} />
      ) : null}
    </Drawer>
  );
}
