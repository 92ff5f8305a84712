import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANT_JOURNAL, REVIEW_WRITE, type UploadedPhoto } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CameraIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { fieldClassName } from '@/components/ui/field';
import { photoProblem } from '@/features/reviews/write-queries';
import { useImageUrls } from '@/hooks/use-image-urls';
import { isCareDate, todayInSeoul } from '@/features/plants/dates';
import { useJournalChanges } from '@/features/plants/journal-queries';
import { uploadPlantPhoto } from '@/features/plants/api';

/** The photo being added: its upload (once done) and what shows meanwhile. */
interface PickedPhoto {
  status: 'uploading' | 'done';
  /** The file itself, shown at once where the browser can (object URL). */
  localUrl: string | null;
  upload: UploadedPhoto | null;
}

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revoke = (url: string | null | undefined) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** A day a journal entry may have: from plantedAt to today (Seoul), as the API checks. */
export const isJournalDay = (day: string, plantedAt: string) => isCareDate(day) && day >= plantedAt;

/**
 * "새 기록": a photo (chosen, or taken with the camera on a phone; uploaded at once through the
 * plant photo pipeline), a note and the day (today unless changed), sent as one entry.
 */
export function JournalEntryForm({
  plantId,
  plantedAt,
  onSaved,
}: {
  plantId: number;
  plantedAt: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const { add } = useJournalChanges(plantId);
  const ids = { choose: useId(), take: useId(), note: useId(), day: useId(), counter: useId() };
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [note, setNote] = useState('');
  const [day, setDay] = useState(todayInSeoul);
  const [problem, setProblem] = useState<{ field: 'photo' | 'note' | 'day'; text: string } | null>(
    null,
  );
  const controller = useRef<AbortController | null>(null);
  const shownUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
      revoke(shownUrl.current);
    },
    [],
  );

  const clearPhoto = () => {
    controller.current?.abort();
    revoke(shownUrl.current);
    shownUrl.current = null;
    setPhoto(null);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = photoProblem(file);
    if (bad) {
      setProblem({ field: 'photo', text: t(`plants.form.photo.${bad}`, { name: file.name }) });
      return;
    }
    clearPhoto();
    setProblem(null);
    const localUrl = objectUrl(file);
    shownUrl.current = localUrl;
    setPhoto({ status: 'uploading', localUrl, upload: null });
    const running = new AbortController();
    controller.current = running;
    uploadPlantPhoto(file, running.signal).then(
      (upload) => {
        if (!running.signal.aborted) setPhoto({ status: 'done', localUrl, upload });
      },
      (error: unknown) => {
        if (running.signal.aborted) return;
        clearPhoto();
        setProblem({ field: 'photo', text: errorText(t, error) });
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (photo?.status === 'uploading')
      return setProblem({ field: 'photo', text: t('plant-journal.form.waitUpload') });
    if (!photo && text.length === 0)
      return setProblem({ field: 'note', text: t('plant-journal.errors.journalEmpty') });
    if (text.length > PLANT_JOURNAL.noteMax)
      return setProblem({ field: 'note', text: t('plant-journal.errors.journalNoteMax') });
    if (!isJournalDay(day, plantedAt))
      return setProblem({ field: 'day', text: t('plant-journal.errors.journalDateRange') });
    setProblem(null);
    add.mutate(
      { takenOn: day, note: text, ...(photo?.upload ? { photo: { id: photo.upload.id } } : {}) },
      {
        onSuccess: () => {
          clearPhoto();
          setNote('');
          setDay(todayInSeoul());
          onSaved();
        },
        onError: (error) => setProblem({ field: 'note', text: errorText(t, error) }),
      },
    );
  };

  const previewUrl =
    photo?.localUrl ?? (photo?.upload ? imageUrls.src(photo.upload.url, 192) : null);
  const problemId = `${ids.note}-problem`;
  const fileLabel =
    'flex h-40 cursor-pointer items-center gap-s rounded-sm border border-gray-30 bg-white px-m text-14 font-medium text-gray-90 peer-focus-visible:outline-2 peer-focus-visible:outline-primary hover:bg-gray-10';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('plant-journal.form.label')}
      className="flex flex-col gap-m rounded-lg bg-oat p-m"
    >
      <div className="flex items-start gap-m">
        <div className="relative flex size-96 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-gray-40 bg-white text-gray-60">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t('plant-journal.form.preview')}
              className="size-full object-cover"
            />
          ) : (
            <CameraIcon size={28} />
          )}
          {photo?.status === 'uploading' ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70">
              <Spinner size={24} label={t('plant-journal.form.uploading')} />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-s">
          <span>
            <input
              id={ids.choose}
              type="file"
              accept={REVIEW_WRITE.photoTypes.join(',')}
              className="peer sr-only"
              onChange={onFile}
            />
            <label htmlFor={ids.choose} className={fileLabel}>
              <CameraIcon size={18} />
              {photo ? t('plant-journal.form.changePhoto') : t('plant-journal.form.choosePhoto')}
            </label>
          </span>
          {/* Phones open the camera straight away; a mouse has no camera to open. */}
          <span className="hidden pointer-coarse:block">
            <input
              id={ids.take}
              type="file"
              accept={REVIEW_WRITE.photoTypes.join(',')}
              capture="environment"
              className="peer sr-only"
              onChange={onFile}
            />
            <label htmlFor={ids.take} className={fileLabel}>
              <CameraIcon size={18} />
              {t('plant-journal.form.takePhoto')}
            </label>
          </span>
          {photo ? (
            <button
              type="button"
              onClick={clearPhoto}
              className="flex h-32 items-center gap-2 text-13 text-gray-70 underline underline-offset-2"
            >
              <CloseIcon size={14} />
              {t('plant-journal.form.removePhoto')}
            </button>
          ) : (
            <p className="text-12 text-gray-60">{t('plant-journal.form.photoHint')}</p>
          )}
        </div>
      </div>

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor={ids.note} className="text-14 font-bold text-gray-80">
            {t('plant-journal.form.note')}
          </label>
          <span id={ids.counter} className="price-nums text-12 text-gray-60">
            <span className="sr-only">{t('plant-journal.form.counterLabel')} </span>
            {t('plant-journal.form.counter', {
              count: note.trim().length,
              max: PLANT_JOURNAL.noteMax,
            })}
          </span>
        </div>
        <textarea
          id={ids.note}
          value={note}
          rows={3}
          maxLength={PLANT_JOURNAL.noteMax}
          placeholder={t('plant-journal.form.notePlaceholder')}
          aria-invalid={problem?.field === 'note' || undefined}
          aria-describedby={cn(ids.counter, problem && problemId) || undefined}
          onChange={(e) => setNote(e.target.value)}
          className={cn(
            'mt-s w-full resize-y rounded-md border bg-white p-m text-15 leading-22 text-gray-100 placeholder:text-gray-60 focus:border-primary focus:outline-none',
            problem?.field === 'note' ? 'border-red' : 'border-gray-30',
          )}
        />
      </div>

      <div className="flex items-end gap-s">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.day} className="text-14 font-bold text-gray-80">
            {t('plant-journal.form.day')}
          </label>
          <input
            id={ids.day}
            type="date"
            value={day}
            min={plantedAt}
            max={todayInSeoul()}
            aria-invalid={problem?.field === 'day' || undefined}
            aria-describedby={problem?.field === 'day' ? problemId : undefined}
            onChange={(e) => setDay(e.target.value)}
            className={fieldClassName(problem?.field === 'day', { size: 'md' })}
          />
        </div>
        <Button
          type="submit"
          size="small"
          className="h-48 w-auto"
          variant={add.isPending ? 'progress' : 'cta'}
        >
          {t('plant-journal.form.submit')}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-13 text-red">
          {problem.text}
        </p>
      ) : null}
    </form>
  );
}
