import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_WRITE, type ReviewPhoto, type UploadedPhoto } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { AlertIcon, CameraIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useImageUrls } from '@/hooks/use-image-urls';
import { photoProblem, uploadReviewPhoto } from '@/features/reviews/write-queries';
import { useParticleFormats } from '@/lib/use-particle-formats';
import { errorText } from '@/lib/error-text';

export interface PhotoItem {
  key: string;
  /** The chosen file; none for a photo the review already has (`kept`). */
  file?: File;
  /** A photo of the review being edited, kept unless removed. */
  kept?: ReviewPhoto;
  /** A local preview of the file (null where the browser cannot make one). */
  preview: string | null;
  status: 'uploading' | 'done' | 'error';
  uploaded?: UploadedPhoto;
  error?: string;
}

let nextKey = 0;

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(item: PhotoItem) {
  if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview);
}

/** Sends one photo through the photo pipeline: a review's, or a claim's (the same checks). */
export type PhotoUpload = (file: File, signal?: AbortSignal) => Promise<UploadedPhoto>;

/**
 * The photos of a review (or a claim) being written: each file is checked (type, 10 MB), shown at
 * once and uploaded on its own; a failed one can be retried or removed; at most five. Removing one
 * (or leaving the screen) stops its upload. An edit starts with the review's own photos (`initial`).
 */
export function useReviewPhotos(
  initial: readonly ReviewPhoto[] = [],
  send: PhotoUpload = uploadReviewPhoto,
) {
  const { t } = useTranslation();
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((photo) => ({
      key: `kept-${photo.id}`,
      kept: photo,
      preview: null,
      status: 'done',
    })),
  );
  const [rejected, setRejected] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of itemsRef.current) revoke(item);
    };
  }, []);

  const patch = (key: string, next: Partial<PhotoItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...next } : item)));

  const upload = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      send(file, controller.signal).then(
        (uploaded) => {
          controllers.current.delete(key);
          patch(key, { status: 'done', uploaded, error: undefined });
        },
        (error: unknown) => {
          controllers.current.delete(key);
          if (controller.signal.aborted) return;
          patch(key, { status: 'error', error: errorText(t, error) });
        },
      );
    },
    [t, send],
  );

  const add = (files: File[]) => {
    const problems: string[] = [];
    const accepted: (PhotoItem & { file: File })[] = [];
    let room = REVIEW_WRITE.maxPhotos - itemsRef.current.length;
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) {
        problems.push(t(`review-write.photos.${problem}`, { name: file.name }));
        continue;
      }
      if (room <= 0) {
        problems.push(t('review-write.photos.tooMany', { max: REVIEW_WRITE.maxPhotos }));
        break;
      }
      room -= 1;
      accepted.push({
        key: `photo-${(nextKey += 1)}`,
        file,
        preview: previewOf(file),
        status: 'uploading',
      });
    }
    setRejected(problems);
    if (accepted.length === 0) return;
    setItems((list) => [...list, ...accepted]);
    for (const item of accepted) upload(item.key, item.file);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const item = itemsRef.current.find((i) => i.key === key);
    if (item) revoke(item);
    setItems((list) => list.filter((i) => i.key !== key));
    setRejected([]);
  };

  const retry = (key: string) => {
    const item = itemsRef.current.find((i) => i.key === key);
    if (!item?.file) return;
    patch(key, { status: 'uploading', error: undefined });
    upload(key, item.file);
  };

  return { items, rejected, add, remove, retry };
}

export type ReviewPhotosState = ReturnType<typeof useReviewPhotos>;

function PhotoTile({
  item,
  index,
  onRemove,
  onRetry,
}: {
  item: PhotoItem;
  index: number;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const stored = item.kept ?? item.uploaded;
  const src = stored ? imageUrls.src(stored.url, 187) : item.preview;
  const n = index + 1;
  return (
    <li className="relative size-80 shrink-0">
      <div
        className={cn(
          'size-80 overflow-hidden rounded-sm bg-gray-10',
          item.status === 'error' && 'ring-2 ring-red ring-inset',
        )}
      >
        {src ? (
          <img
            src={src}
            alt={t('review-write.photos.alt', { index: n })}
            width={80}
            height={80}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-gray-50">
            <CameraIcon size={28} />
            <span className="sr-only">{t('review-write.photos.alt', { index: n })}</span>
          </span>
        )}
      </div>
      {item.status === 'uploading' ? (
        <div className="absolute inset-0 flex items-center justify-center rounded-sm bg-gray-100/45 text-white">
          <Spinner size={24} label={t('review-write.photos.uploading', { index: n })} />
        </div>
      ) : null}
      {item.status === 'error' ? (
        <button
          type="button"
          onClick={onRetry}
          aria-label={t('review-write.photos.retry', { index: n })}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-sm bg-gray-100/60 text-12 font-bold text-white"
        >
          <AlertIcon size={20} />
          {t('review-write.photos.retryShort')}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('review-write.photos.remove', { index: n })}
        className="absolute -top-14 -right-14 flex size-44 items-center justify-center"
      >
        <span className="flex size-24 items-center justify-center rounded-full bg-gray-90 text-white shadow-card">
          <CloseIcon size={14} />
        </span>
      </button>
    </li>
  );
}

/** The photo picker and the chosen photos, for a review (or a claim) being written. */
export function ReviewPhotoField({
  photos,
  hint,
}: {
  photos: ReviewPhotosState;
  /** What to photograph; the review's size and count hint otherwise. */
  hint?: string;
}) {
  const { t } = useTranslation();
  useParticleFormats();
  const inputId = useId();
  const hintId = useId();
  const { items, rejected, add, remove, retry } = photos;
  const full = items.length >= REVIEW_WRITE.maxPhotos;
  const failed = items.filter((i) => i.status === 'error');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after it was removed.
    event.target.value = '';
    if (files.length > 0) add(files);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="flex w-full items-center justify-between text-15 font-bold text-gray-100">
        <span>
          {t('review-write.photos.legend')}{' '}
          <span className="font-regular text-gray-60">{t('review-write.photos.optional')}</span>
        </span>
      </legend>
      <p id={hintId} className="mt-min text-13 text-gray-60">
        {hint ?? t('review-write.photos.hint', { max: REVIEW_WRITE.maxPhotos })}
      </p>
      <ul className="mt-m flex flex-wrap gap-m pt-s pr-s">
        <li className="shrink-0">
          <input
            id={inputId}
            type="file"
            accept={[...REVIEW_WRITE.photoTypes, '.heic', '.heif'].join(',')}
            multiple
            disabled={full}
            onChange={onChange}
            aria-describedby={hintId}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              'flex size-80 flex-col items-center justify-center gap-2 rounded-sm border border-dashed text-12 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
              full
                ? 'cursor-not-allowed border-gray-30 bg-gray-10 text-gray-60'
                : 'cursor-pointer border-gray-40 bg-white text-gray-70 hover:bg-gray-10',
            )}
          >
            <CameraIcon size={24} />
            <span className="sr-only">{t('review-write.photos.add')}, </span>
            <span className="price-nums">
              {t('review-write.photos.count', {
                count: items.length,
                max: REVIEW_WRITE.maxPhotos,
              })}
            </span>
          </label>
        </li>
        {items.map((item, index) => (
          <PhotoTile
            key={item.key}
            item={item}
            index={index}
            onRemove={() => remove(item.key)}
            onRetry={() => retry(item.key)}
          />
        ))}
      </ul>
      {rejected.length > 0 || failed.length > 0 ? (
        <ul role="alert" className="mt-s flex flex-col gap-2 text-13 text-red">
          {rejected.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
          {failed.map((item) => (
            <li key={item.key}>
              {t('review-write.photos.failed', { index: items.indexOf(item) + 1 })}
              {item.error ? ` · ${item.error}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
