import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon, CameraIcon } from '@/components/ui/icons';
import type { CameraStatus } from '@/features/labs/use-camera-light';

const STEPS = ['paper', 'frame', 'hold'] as const;

export interface CameraPanelProps {
  status: CameraStatus;
  videoRef: RefObject<HTMLVideoElement | null>;
  onStart: () => void;
  onStop: () => void;
}

/** Why the camera is off, and what to do: allow it and try again, or type a reading below. */
function CameraProblem({
  status,
  onRetry,
}: {
  status: 'denied' | 'unavailable' | 'failed';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex gap-12 rounded-md bg-oat p-m">
      <AlertIcon size={22} className="mt-2 shrink-0 text-mandarin" />
      <div className="min-w-0 flex-1">
        <p className="text-15 font-bold text-gray-100">{t(`labs.camera.${status}.title`)}</p>
        <p className="mt-4 text-14 text-gray-70">{t(`labs.camera.${status}.body`)}</p>
        {status !== 'unavailable' ? (
          <Button size="small" variant="done" className="mt-12" onClick={onRetry}>
            {t('labs.camera.retry')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The camera way of measuring: how to hold it (a white sheet where the plant will stand), the
 * button that asks for the camera, a small live preview while it runs, and what to do when it
 * cannot run.
 */
export function CameraPanel({ status, videoRef, onStart, onStop }: CameraPanelProps) {
  const { t } = useTranslation();
  const running = status === 'running' || status === 'starting';
  return (
    <section aria-labelledby="camera-heading" className="flex flex-col gap-12">
      <h2 id="camera-heading" className="flex items-center gap-s text-17 font-bold text-gray-100">
        <CameraIcon size={22} className="text-primary" />
        {t('labs.camera.heading')}
      </h2>
      <div className="flex gap-m">
        <ol className="flex min-w-0 flex-1 flex-col gap-s">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-s text-14 text-gray-80">
              <span
                aria-hidden="true"
                className="price-nums flex size-22 shrink-0 items-center justify-center rounded-full bg-secondary-sec02 text-12 font-bold text-primary"
              >
                {index + 1}
              </span>
              {t(`labs.camera.steps.${step}`)}
            </li>
          ))}
        </ol>
        {/* Always in the page: the stream needs its element before it starts. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('labs.camera.previewLabel')}
          className={running ? 'h-96 w-72 shrink-0 rounded-md bg-gray-90 object-cover' : 'hidden'}
        />
      </div>
      {status === 'denied' || status === 'unavailable' || status === 'failed' ? (
        <CameraProblem status={status} onRetry={onStart} />
      ) : running ? (
        <Button variant="done" onClick={onStop}>
          {status === 'starting' ? t('labs.camera.starting') : t('labs.camera.stop')}
        </Button>
      ) : (
        <Button onClick={onStart}>
          <CameraIcon size={20} />
          {t('labs.camera.start')}
        </Button>
      )}
    </section>
  );
}
