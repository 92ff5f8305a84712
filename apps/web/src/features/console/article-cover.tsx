import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCuration } from '@chorok/contract';
import { ProductImage } from '@/components/ui/product-image';
import { errorText } from '@/lib/error-text';
import { photoProblem } from '@/features/reviews/write-queries';
import { useUploadCover } from '@/features/console/article-queries';
import { ActionError, ConsoleButton, Panel } from '@/features/console/console-parts';

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/**
 * 표지: the picture the shop shows (drawn from the cover plants until one is uploaded), and a new
 * one chosen, seen, then sent through the image service's checks.
 */
export function CoverPanel({
  article,
  onDone,
}: {
  article: AdminCuration;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadCover(article.id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
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
  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setPreview(null);
        if (inputRef.current) inputRef.current.value = '';
        onDone(t('console.article.coverUploaded'));
      },
    });
  };
  return (
    <Panel title={t('console.article.cover')}>
      <div className="flex flex-col gap-m sm:flex-row sm:items-start">
        <div className="flex flex-col gap-s sm:w-200 sm:shrink-0">
          <ProductImage
            image={article.cover}
            sizes="(min-width: 640px) 200px, 100vw"
            width={article.cover.width}
            height={article.cover.height}
            fallbackWidth={800}
            className="aspect-[4/3] w-full rounded-sm bg-gray-10 object-cover"
          />
          <p className="text-13 text-gray-60">
            {article.coverUploaded
              ? t('console.article.coverIsUpload')
              : t('console.article.coverIsDrawn')}
          </p>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-s rounded-sm border border-dashed border-gray-30 p-m">
          <label htmlFor={`${id}-file`} className="text-14 font-bold text-gray-80">
            {t('console.article.coverChoose')}
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
            <div className="flex items-end gap-s">
              {preview ? (
                <img
                  src={preview}
                  alt={t('console.article.coverNew')}
                  className="h-96 w-128 rounded-sm bg-gray-10 object-cover"
                />
              ) : null}
              <ConsoleButton tone="primary" tall busy={upload.isPending} onClick={send}>
                {t('console.article.coverUpload')}
              </ConsoleButton>
            </div>
          ) : null}
          <ActionError message={upload.isError ? errorText(t, upload.error) : null} />
        </div>
      </div>
    </Panel>
  );
}
