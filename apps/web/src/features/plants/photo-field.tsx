import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_WRITE, type MainPhoto } from '@chorok/contract';
import { CameraIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useImageUrls } from '@/hooks/use-image-urls';
import { photoProblem } from '@/features/reviews/write-queries';
import { uploadPlantPhoto } from '@/features/plants/api';
import { errorText } from '@/lib/error-text';

/** One photo of the plant: checked like a review photo, uploaded at once, removable. */
export function PhotoField({
  values,
  onChange,
  fallback,
}: {
  values: { photo: MainPhoto | null | undefined; photoUrl: string | null };
  onChange: (photo: MainPhoto | null) => void;
  fallback: ReactNode;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const inputId = useId();
  const [status, setStatus] = useState<'idle' | 'uploading' | 'error'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const url = values.photo === undefined ? values.photoUrl : (values.photo?.url ?? null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = photoProblem(file);
    if (bad) {
      setProblem(t(`plants.form.photo.${bad}`, { name: file.name }));
      return;
    }
    setProblem(null);
    setStatus('uploading');
    controller.current?.abort();
    const running = new AbortController();
    controller.current = running;
    uploadPlantPhoto(file, running.signal).then(
      ({ id, url }) => {
        setStatus('idle');
        // The upload answers with width, height and alt too; mainPhoto is id and url only.
        onChange({ id, url });
      },
      (error: unknown) => {
        if (running.signal.aborted) return;
        setStatus('error');
        setProblem(errorText(t, error));
      },
    );
  };

  return (
    <div className="flex items-center gap-m">
      <div className="relative flex size-96 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-oat">
        {url ? (
          <img
            src={imageUrls.src(url, 192)}
            alt={t('plants.form.photo.alt')}
            className="size-full object-cover"
          />
        ) : (
          fallback
        )}
        {status === 'uploading' ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner size={24} label={t('plants.form.photo.uploading')} />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-s">
        <input
          id={inputId}
          type="file"
          accept={REVIEW_WRITE.photoTypes.join(',')}
          className="peer sr-only"
          onChange={onFile}
        />
        <label
          htmlFor={inputId}
          className="flex h-40 cursor-pointer items-center gap-s rounded-sm border border-gray-30 px-m text-14 font-medium text-gray-90 peer-focus-visible:outline-2 peer-focus-visible:outline-primary hover:bg-gray-10"
        >
          <CameraIcon size={18} />
          {url ? t('plants.form.photo.change') : t('plants.form.photo.add')}
        </label>
        {url ? (
          <button
            type="button"
            onClick={() => {
              controller.current?.abort();
              setStatus('idle');
              onChange(null);
            }}
            className="flex h-32 items-center gap-2 text-13 text-gray-70 underline underline-offset-2"
          >
            <CloseIcon size={14} />
            {t('plants.form.photo.remove')}
          </button>
        ) : null}
        {problem ? (
          <p role="alert" className="text-13 text-red">
            {problem}
          </p>
        ) : (
          <p className="text-12 text-gray-60">{t('plants.form.photo.hint')}</p>
        )}
      </div>
    </div>
  );
}
