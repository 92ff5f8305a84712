import { useTranslation } from 'react-i18next';
import { lightLevelOf } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CameraPanel } from '@/features/labs/camera-panel';
import { LightGauge } from '@/features/labs/light-gauge';
import { LightLevelsGuide } from '@/features/labs/light-levels-guide';
import { LuxSuggestions } from '@/features/labs/lux-suggestions';
import { ManualEntry } from '@/features/labs/manual-entry';
import { SaveToPlant } from '@/features/labs/save-to-plant';
import { useLightMeter, type LightReading } from '@/features/labs/use-light-meter';
import { formatNumber } from '@/lib/format';

/** How far to trust the reading, in words: which sensor read it, or the camera's error; null typed. */
function accuracyKey(reading: LightReading): string | null {
  if (reading.source === 'manual') return null;
  if (!reading.estimate) return `labs.meter.accuracy.${reading.source}`;
  return `labs.meter.accuracy.${reading.estimate.method}`;
}

/** One polite sentence when something worth hearing happens: measuring starts, a reading holds. */
function Announcer({ result, measuring }: { result: LightReading | null; measuring: boolean }) {
  const { t } = useTranslation();
  let text = '';
  if (result)
    text = t('labs.meter.announce.stable', {
      lux: formatNumber(result.lux),
      level: t(`labs.levels.${lightLevelOf(result.lux).id}.name`),
    });
  else if (measuring) text = t('labs.meter.state.measuring');
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}

/**
 * /labs/ambient-light: a light meter. The app's light sensor, the browser's, or the camera (a
 * white sheet where the plant will stand) gives a live reading on the dial; held steady for two
 * seconds it becomes the result, with the plants that suit it (GET /products/lux) and a way to save
 * it to one of the shopper's plants. A reading can always be typed in instead.
 */
export function LightMeterScreen() {
  const { t } = useTranslation();
  const title = t('routes.ambientLight');
  useDocumentTitle(title);
  const meter = useLightMeter();
  const { live, result, measuring, camera } = meter;
  const sensing = meter.shell.lux !== null || meter.sensor.lux !== null;
  const shown = result ?? live;
  const state = result
    ? result.source === 'manual'
      ? 'entered'
      : 'stable'
    : live
      ? 'measuring'
      : 'waiting';
  const accuracy = shown ? accuracyKey(shown) : null;

  const remeasure = () => {
    const wasCamera = result?.source === 'camera';
    meter.remeasure();
    if (wasCamera) void camera.start();
  };

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PageHeader title={title} />
      <div className="flex flex-col gap-l pt-s pb-xxl">
        <section
          aria-label={t('labs.meter.readingLabel')}
          className="mx-m flex flex-col gap-12 rounded-xl bg-white px-m pt-m pb-l shadow-card ring-1 ring-gray-20"
        >
          {result ? null : (
            <p className="text-center text-14 text-gray-70">
              {meter.shell.available
                ? t('labs.meter.hint.shell')
                : meter.shell.unavailable
                  ? t('labs.meter.hint.noAppSensor')
                  : sensing
                    ? t('labs.meter.hint.sensor')
                    : t('labs.meter.hint.place')}
            </p>
          )}
          <LightGauge lux={shown?.lux ?? null} state={state} />
          {shown && accuracy ? (
            <p className="rounded-md bg-gray-10 px-m py-s text-center text-13 text-gray-70">
              {t(accuracy)}
              {shown.estimate?.atLeast ? ` ${t('labs.meter.accuracy.atLeast')}` : ''}
            </p>
          ) : null}
          {result ? (
            <Button variant="done" size="small" className="mx-auto" onClick={remeasure}>
              {t('labs.meter.remeasure')}
            </Button>
          ) : null}
          <Announcer result={result} measuring={measuring} />
        </section>

        {result ? (
          <>
            <LuxSuggestions lux={result.lux} />
            <div className="px-m">
              <SaveToPlant lux={result.lux} />
            </div>
          </>
        ) : (
          <div className="flex flex-col gap-l px-m">
            {!sensing ? (
              <CameraPanel
                status={camera.status}
                videoRef={camera.videoRef}
                onStart={() => void camera.start()}
                onStop={camera.stop}
              />
            ) : null}
            <ManualEntry onEnter={meter.enter} />
          </div>
        )}

        <div className="px-m">
          <LightLevelsGuide current={shown ? lightLevelOf(shown.lux).id : null} />
        </div>
      </div>
    </div>
  );
}
