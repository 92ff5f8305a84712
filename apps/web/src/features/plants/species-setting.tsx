import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plant } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { useUpdatePlant } from '@/features/plants/mutations';
import { SpeciesNote } from '@/features/plants/species-note';
import { SpeciesPicker } from '@/features/plants/species-picker';
import { useParticleFormats } from '@/lib/use-particle-formats';

const LINK_BUTTON =
  'min-h-44 shrink-0 px-s text-13 font-medium text-gray-70 underline underline-offset-2 hover:text-gray-90 focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The plant's species on its settings: its care note, and another species chosen from the list
 * (or none) saved at once. The care intervals stay as they are; the species' own ones are offered
 * when an optional care is switched on.
 */
export function SpeciesSetting({ plant }: { plant: Plant }) {
  const { t } = useTranslation();
  useParticleFormats();
  const update = useUpdatePlant(plant.id);
  const errorText = usePlantErrorText();
  const [choosing, setChoosing] = useState(false);
  const [status, setStatus] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  // Back on the button that opened the picker once it closes, so focus is not lost.
  const focusOpener = useRef(false);
  useEffect(() => {
    if (choosing || !focusOpener.current) return;
    focusOpener.current = false;
    opener.current?.focus();
  }, [choosing]);

  const close = () => {
    focusOpener.current = true;
    setChoosing(false);
  };
  const save = (speciesKey: string | null, name: string | null) =>
    update.mutate(
      { speciesKey },
      {
        onSuccess: () => {
          setStatus(
            name
              ? t('plants.speciesSetting.changed', { name })
              : t('plants.speciesSetting.cleared'),
          );
          close();
        },
      },
    );

  const changeButton = (
    <button
      ref={opener}
      type="button"
      className={cn(LINK_BUTTON, '-my-s -mr-s self-start')}
      aria-label={
        plant.speciesName
          ? t('plants.speciesSetting.changeLabel', { name: plant.speciesName })
          : undefined
      }
      onClick={() => {
        setStatus('');
        update.reset();
        setChoosing(true);
      }}
    >
      {plant.speciesName ? t('plants.speciesSetting.change') : t('plants.speciesSetting.choose')}
    </button>
  );

  return (
    <div className="flex flex-col gap-s">
      {choosing ? (
        <div className="flex flex-col gap-s rounded-lg border border-gray-20 p-m">
          <SpeciesPicker
            chosen={null}
            focusOnMount
            hint={t('plants.speciesSetting.hint')}
            onChoose={(species) => {
              if (species) save(species.key, species.nameKo);
            }}
          />
          <div className="flex flex-wrap justify-end gap-s">
            {plant.speciesKey ? (
              <button type="button" className={LINK_BUTTON} onClick={() => save(null, null)}>
                {t('plants.speciesSetting.clear')}
              </button>
            ) : null}
            <button type="button" className={LINK_BUTTON} onClick={close}>
              {t('plants.speciesSetting.cancel')}
            </button>
          </div>
        </div>
      ) : plant.speciesKey && plant.speciesName ? (
        <SpeciesNote plant={plant} action={changeButton} />
      ) : (
        <div className="flex items-center justify-between gap-s">
          <p className="min-w-0 text-13 text-gray-60">{t('plants.speciesSetting.none')}</p>
          {changeButton}
        </div>
      )}
      {update.isError ? (
        <p role="alert" className="text-13 text-red">
          {errorText(update.error)}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
