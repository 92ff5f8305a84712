import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FORM, type AdminProduct } from '@chorok/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClassName } from '@/components/ui/field';
import { ProductImage } from '@/components/ui/product-image';
import { errorText } from '@/lib/error-text';
import { photoProblem } from '@/features/reviews/write-queries';
import { ActionError, ConsoleButton, Panel } from '@/features/console/console-parts';
import { PhotoAltDialog } from '@/features/console/photo-alt-dialog';
import { usePhotoChange, type PhotoChange } from '@/features/console/product-queries';

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/** The chosen file before it goes: its preview, what it shows (alt), and 올리기. */
function PhotoUpload({
  busy,
  full,
  onUpload,
}: {
  busy: boolean;
  full: boolean;
  onUpload: (file: File, alt: string, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const why = photoProblem(chosen);
    setProblem(why ? t(`console.photos.problem.${why}`) : null);
    setFile(why ? null : chosen);
    setPreview(why ? null : previewOf(chosen));
  };
  const clear = () => {
    setFile(null);
    setAlt('');
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  if (full)
    return (
      <p className="text-13 text-gray-60">
        {t('console.photos.full', { max: PRODUCT_FORM.photosMax })}
      </p>
    );
  return (
    <div className="flex flex-col gap-s rounded-sm border border-dashed border-gray-30 p-m">
      <label htmlFor={`${id}-file`} className="text-14 font-bold text-gray-80">
        {t('console.photos.choose')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
        onChange={(event) => choose(event.target.files?.[0])}
        className="text-14"
      />
      {problem ? <p className="text-13 text-red">{problem}</p> : null}
      {file ? (
        <div className="flex flex-col gap-s sm:flex-row sm:items-end">
          {preview ? (
            <img
              src={preview}
              alt={t('console.photos.preview')}
              className="size-96 rounded-sm bg-gray-10 object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-alt`} className="text-14 font-bold text-gray-80">
              {t('console.photos.alt')}
            </label>
            <input
              id={`${id}-alt`}
              value={alt}
              maxLength={PRODUCT_FORM.photoAltMax}
              onChange={(event) => setAlt(event.target.value)}
              placeholder={t('console.photos.altPlaceholder')}
              className={fieldClassName(false, { size: 'md' })}
            />
          </div>
          <ConsoleButton
            tone="primary"
            tall
            busy={busy}
            onClick={() => onUpload(file, alt.trim(), clear)}
          >
            {t('console.photos.upload')}
          </ConsoleButton>
        </div>
      ) : null}
    </div>
  );
}

/**
 * 사진: in the shop's order (the first is the card's), each moved up or down by its buttons and
 * removed after a confirm; a new one goes last.
 */
export function PhotosPanel({
  product,
  onDone,
}: {
  product: AdminProduct;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const change = usePhotoChange(product.id);
  const baseId = useId();
  const moveId = (photoId: number, way: 'up' | 'down') => `${baseId}-${photoId}-${way}`;
  const refocus = useRef<{ id: number; at: number; way: 'up' | 'down' } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [describing, setDescribing] = useState<AdminProduct['photos'][number] | null>(null);
  const { photos } = product;
  const run = (next: PhotoChange, message: string, after?: () => void) =>
    change.mutate(next, {
      onSuccess: () => {
        after?.();
        onDone(message);
      },
      onError: () => {
        refocus.current = null;
      },
    });
  const move = (index: number, by: -1 | 1) => {
    // The buttons stay where they are while a change is sent (focus stays on them); they wait.
    if (change.isPending) return;
    const ids = photos.map((photo) => photo.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    refocus.current = { id, at: index + by, way: by < 0 ? 'up' : 'down' };
    run({ action: 'order', photoIds: ids }, t('console.photos.moved'));
  };
  // Focus stays with the moved photo, once it is drawn in its place: the same way on, or back
  // when it reached an end.
  useEffect(() => {
    if (!refocus.current) return;
    const { id, at, way } = refocus.current;
    if (photos[at]?.id !== id) return;
    refocus.current = null;
    const same = document.getElementById(moveId(id, way));
    const other = document.getElementById(moveId(id, way === 'up' ? 'down' : 'up'));
    (same && !same.hasAttribute('disabled') ? same : other)?.focus();
  });

  return (
    <Panel title={t('console.photos.title')}>
      <div className="flex flex-col gap-m">
        {photos.length === 0 ? (
          <p className="text-14 text-gray-60">{t('console.photos.none')}</p>
        ) : (
          <ol aria-label={t('console.photos.title')} className="flex flex-col gap-s">
            {photos.map((photo, index) => {
              const n = index + 1;
              return (
                <li key={photo.id} className="flex items-start gap-s">
                  <ProductImage
                    image={photo}
                    sizes="72px"
                    width={72}
                    height={72}
                    fallbackWidth={160}
                    className="size-72 shrink-0 rounded-sm bg-gray-10 object-cover"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-s text-14">
                    <div>
                      <p className="font-bold text-gray-90">
                        {index === 0 ? t('console.photos.cover') : t('console.photos.nth', { n })}
                      </p>
                      <p className="truncate text-13 text-gray-60">
                        {photo.alt || t('console.photos.noAlt')}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <ConsoleButton
                        id={moveId(photo.id, 'up')}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={t('console.photos.up', { n })}
                      >
                        {t('console.photos.upShort')}
                      </ConsoleButton>
                      <ConsoleButton
                        id={moveId(photo.id, 'down')}
                        disabled={index === photos.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={t('console.photos.down', { n })}
                      >
                        {t('console.photos.downShort')}
                      </ConsoleButton>
                      <ConsoleButton
                        disabled={change.isPending}
                        onClick={() => {
                          change.reset();
                          setDescribing(photo);
                        }}
                        aria-label={t('console.photos.describe', { n })}
                      >
                        {t('console.photos.describeShort')}
                      </ConsoleButton>
                      <ConsoleButton
                        tone="danger"
                        disabled={change.isPending}
                        onClick={() => setRemoving(photo.id)}
                        aria-label={t('console.photos.remove', { n })}
                      >
                        {t('console.photos.removeShort')}
                      </ConsoleButton>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <ActionError message={change.isError ? errorText(t, change.error) : null} />
        <PhotoUpload
          busy={change.isPending}
          full={photos.length >= PRODUCT_FORM.photosMax}
          onUpload={(file, alt, clear) =>
            run({ action: 'add', file, alt }, t('console.photos.added'), clear)
          }
        />
      </div>
      {describing ? (
        <PhotoAltDialog
          alt={describing.alt}
          busy={change.isPending}
          error={change.isError ? errorText(t, change.error) : null}
          onSave={(alt) =>
            run(
              { action: 'describe', photoId: describing.id, alt },
              t('console.photos.described'),
              () => setDescribing(null),
            )
          }
          onClose={() => {
            change.reset();
            setDescribing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('console.photos.removeTitle')}
        confirmLabel={t('console.photos.removeConfirm')}
        cancelLabel={t('console.stock.cancel')}
        danger
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null)
            run({ action: 'remove', photoId: removing }, t('console.photos.removed'), () =>
              setRemoving(null),
            );
        }}
      >
        {t('console.photos.removeBody')}
      </ConfirmDialog>
    </Panel>
  );
}
