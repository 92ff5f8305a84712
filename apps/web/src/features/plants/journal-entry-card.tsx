import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANT_JOURNAL, type JournalEntry } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { fieldClassName } from '@/components/ui/field';
import { useImageUrls } from '@/hooks/use-image-urls';
import { dotDate, todayInSeoul } from '@/features/plants/dates';
import { isJournalDay } from '@/features/plants/journal-entry-form';
import { useJournalChanges } from '@/features/plants/journal-queries';

/** The journal's photos fill the column (358 px at 390) at their own proportions. */
const PHOTO_SIZES = '(min-width: 480px) 448px, calc(100vw - 32px)';

/** Its note and day, changed in place; a note alone may not be emptied. */
function EntryEditor({
  entry,
  plantId,
  plantedAt,
  onDone,
}: {
  entry: JournalEntry;
  plantId: number;
  plantedAt: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { update } = useJournalChanges(plantId);
  const ids = { note: useId(), day: useId(), problem: useId() };
  const [note, setNote] = useState(entry.note);
  const [day, setDay] = useState(entry.takenOn);
  const [problem, setProblem] = useState<string | null>(null);
  const date = dotDate(entry.takenOn);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!entry.photo && text.length === 0)
      return setProblem(t('plant-journal.errors.journalEmpty'));
    if (text.length > PLANT_JOURNAL.noteMax)
      return setProblem(t('plant-journal.errors.journalNoteMax'));
    if (!isJournalDay(day, plantedAt))
      return setProblem(t('plant-journal.errors.journalDateRange'));
    update.mutate(
      { entryId: entry.id, body: { note: text, takenOn: day } },
      { onSuccess: onDone, onError: (error) => setProblem(errorText(t, error)) },
    );
  };

  return (
    <form noValidate onSubmit={save} className="mt-s flex flex-col gap-s">
      <label htmlFor={ids.note} className="sr-only">
        {t('plant-journal.timeline.editNote', { date })}
      </label>
      <textarea
        id={ids.note}
        value={note}
        rows={3}
        maxLength={PLANT_JOURNAL.noteMax}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.problem : undefined}
        onChange={(e) => setNote(e.target.value)}
        className="w-full resize-y rounded-md border border-gray-30 bg-white p-m text-15 leading-22 text-gray-100 focus:border-primary focus:outline-none"
      />
      <div className="flex items-center gap-s">
        <label htmlFor={ids.day} className="sr-only">
          {t('plant-journal.timeline.editDay', { date })}
        </label>
        <input
          id={ids.day}
          type="date"
          value={day}
          min={plantedAt}
          max={todayInSeoul()}
          onChange={(e) => setDay(e.target.value)}
          className={cn(fieldClassName(false, { size: 'md', layout: 'inline' }), 'flex-1')}
        />
        <Button
          type="submit"
          size="small"
          className="h-48 w-auto"
          variant={update.isPending ? 'progress' : 'cta'}
        >
          {t('plant-journal.timeline.save')}
        </Button>
        <Button size="small" variant="done" className="h-48 w-auto" onClick={onDone}>
          {t('plant-journal.timeline.cancel')}
        </Button>
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="text-13 text-red">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** One entry of the timeline: its day, its photo large, its note; edit and delete. */
export function JournalEntryCard({
  entry,
  plantId,
  plantedAt,
  name,
  onDeleted,
}: {
  entry: JournalEntry;
  plantId: number;
  plantedAt: string;
  name: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const { remove } = useJournalChanges(plantId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const date = dotDate(entry.takenOn);
  const control =
    'min-h-44 rounded-sm px-s text-13 font-medium hover:bg-gray-10 focus-visible:outline-2 focus-visible:outline-primary';

  return (
    <article aria-label={date} className="rounded-lg border border-gray-20 bg-white p-m">
      <div className="flex min-h-44 items-center gap-s">
        <time dateTime={entry.takenOn} className="price-nums flex-1 text-14 font-bold text-gray-90">
          {date}
        </time>
        {editing ? null : (
          <>
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={t('plant-journal.timeline.editLabel', { date })}
              className={cn(control, 'text-gray-70')}
            >
              {t('plant-journal.timeline.edit')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={t('plant-journal.timeline.deleteLabel', { date })}
              className={cn(control, 'text-red')}
            >
              {t('plant-journal.timeline.delete')}
            </button>
          </>
        )}
      </div>
      {entry.photo ? (
        <img
          src={imageUrls.src(entry.photo.url, 750)}
          srcSet={imageUrls.srcSet(entry.photo.url)}
          sizes={PHOTO_SIZES}
          width={entry.photo.width}
          height={entry.photo.height}
          alt={t('plant-journal.timeline.photoAlt', { date, name })}
          loading="lazy"
          decoding="async"
          className="mt-s max-h-[70dvh] w-full rounded-md bg-gray-10 object-cover"
          style={{ aspectRatio: `${entry.photo.width} / ${entry.photo.height}` }}
        />
      ) : null}
      {editing ? (
        <EntryEditor
          entry={entry}
          plantId={plantId}
          plantedAt={plantedAt}
          onDone={() => setEditing(false)}
        />
      ) : entry.note ? (
        <p className="mt-s text-15 leading-22 break-words whitespace-pre-line text-gray-90">
          {entry.note}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('plant-journal.timeline.confirmTitle', { date })}
        confirmLabel={t('plant-journal.timeline.confirmDelete')}
        cancelLabel={t('plant-journal.timeline.confirmCancel')}
        danger
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(entry.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
          })
        }
      >
        <p>{t('plant-journal.timeline.confirmBody')}</p>
        {remove.isError ? (
          <p role="alert" className="mt-s text-red">
            {errorText(t, remove.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </article>
  );
}
