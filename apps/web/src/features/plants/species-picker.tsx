import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANT, type Species } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { careOfferOf, withOffer } from '@/features/plants/optional-care';
import { emptyPlantForm, type PlantFormValues } from '@/features/plants/plant-form-values';
import { useSpeciesSearch } from '@/features/plants/species-queries';
import { errorText } from '@/lib/error-text';

/**
 * The form's values once `next` is chosen instead of `previous`: the species' default frequencies
 * (the API's, this season's watering; for 영양제, 분무, 잎 닦기 switched on, its intervals), and
 * its name when the shopper has not named the plant (or kept the name the previous choice put
 * there). Choosing none brings back the generic defaults.
 */
export function withSpecies(
  values: PlantFormValues,
  next: Species | null,
  previous: Species | null,
): PlantFormValues {
  const typed = values.plantName.trim();
  const untouched = typed === '' || typed === previous?.nameKo;
  if (!next)
    return {
      ...values,
      plantName: untouched ? '' : values.plantName,
      frequencies: emptyPlantForm().frequencies,
    };
  const { wateringFrequency, airExposureFrequency, repottingFrequency } = next.defaultFrequencies;
  return {
    ...values,
    plantName: untouched ? next.nameKo.slice(0, PLANT.nameMax) : values.plantName,
    frequencies: {
      wateringFrequency: String(wateringFrequency),
      airExposureFrequency: String(airExposureFrequency),
      repottingFrequency: String(repottingFrequency),
    },
    optional: withOffer(values.optional, careOfferOf(next)),
  };
}

type Prefill = (values: PlantFormValues) => PlantFormValues;

/**
 * The species a plant typed by hand is, as the registration form holds it: the chosen one, the
 * change choosing it makes to the form (PlantForm's prefill) and the hint that names it. `initial`
 * is one chosen before the form was shown (the 식물 찾기 tab): its values go in the form's
 * initial ones (withSpecies), not through prefill.
 */
export function useSpeciesChoice(initial: Species | null = null) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ chosen: Species | null; prefill: Prefill | null }>({
    chosen: initial,
    prefill: null,
  });
  const { chosen } = state;
  return {
    chosen,
    prefill: state.prefill,
    hint: chosen ? t('plants.species.filled', { name: chosen.nameKo }) : undefined,
    choose: (next: Species | null) =>
      setState((previous) => ({
        chosen: next,
        prefill: (values) => withSpecies(values, next, previous.chosen),
      })),
  };
}

function DifficultyBadge({ species }: { species: Species }) {
  const { t } = useTranslation();
  return (
    <Badge variant={species.difficulty === 'HARD' ? 'outline' : 'secondary'}>
      {t(`plants.species.difficulty.${species.difficulty}`)}
    </Badge>
  );
}

function Results({ text, onPick }: { text: string; onPick: (species: Species) => void }) {
  const { t } = useTranslation();
  const query = useSpeciesSearch(text);
  if (query.isPending)
    return (
      <ListSkeleton className="flex flex-col gap-s py-s">
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden="true" className="flex flex-col gap-2 py-s">
            <Skeleton className="h-16 w-160" />
            <Skeleton className="h-12 w-120" />
          </div>
        ))}
      </ListSkeleton>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex items-center gap-s py-s">
        <p className="min-w-0 flex-1 text-13 text-gray-70">{errorText(t, query.error)}</p>
        <Button size="small" variant="done" onClick={() => void query.refetch()}>
          {t('ui.retry')}
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <p role="status" className="py-s text-13 text-gray-60">
        {t('plants.species.none')}
      </p>
    );
  return (
    <ul aria-label={t('plants.species.results')} className="flex flex-col">
      {query.data.map((species) => (
        <li key={species.key}>
          <button
            type="button"
            onClick={() => onPick(species)}
            className="flex min-h-56 w-full items-center gap-s rounded-md px-s py-s text-left hover:bg-gray-10 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-15 font-medium text-gray-100">
                {species.nameKo}
              </span>
              <span className="block truncate text-13 text-gray-60 italic">
                {species.botanicalName}
              </span>
            </span>
            <DifficultyBadge species={species} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "What plant is it?" for a plant typed by hand: a search of the species list (Korean names,
 * aliases, botanical names, 초성) and the chosen one, which can be changed. Optional: a plant of no
 * listed species keeps the generic defaults.
 */
export function SpeciesPicker({
  chosen,
  onChoose,
  hint,
  focusOnMount = false,
}: {
  chosen: Species | null;
  onChoose: (species: Species | null) => void;
  /** The line under the title instead of the registration's (what choosing does). */
  hint?: string;
  /** Opened on request (the settings' 종 바꾸기): the search takes the focus at once. */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  // Where focus goes after a choice: the button that undoes it, or back to the search.
  const focusAfter = useRef<'change' | 'input' | null>(focusOnMount ? 'input' : null);
  useEffect(() => {
    const target = focusAfter.current === 'change' ? change.current : input.current;
    if (focusAfter.current) target?.focus();
    focusAfter.current = null;
  }, [chosen]);

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-s">
      <div>
        <h2 id={`${inputId}-title`} className="text-14 font-bold text-gray-80">
          {t('plants.species.title')}
        </h2>
        <p id={hintId} className="mt-2 text-12 text-gray-60">
          {hint ?? t('plants.species.hint')}
        </p>
      </div>
      {chosen ? (
        <div className="flex items-center gap-m rounded-lg bg-oat px-m py-s">
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-s">
              <span className="truncate text-15 font-bold text-gray-100">{chosen.nameKo}</span>
              <DifficultyBadge species={chosen} />
            </p>
            <p className="truncate text-13 text-gray-60 italic">{chosen.botanicalName}</p>
          </div>
          <button
            ref={change}
            type="button"
            aria-label={t('plants.species.changeLabel', { name: chosen.nameKo })}
            onClick={() => {
              focusAfter.current = 'input';
              onChoose(null);
            }}
            className="min-h-44 shrink-0 px-s text-13 font-medium text-gray-70 underline underline-offset-2"
          >
            {t('plants.species.change')}
          </button>
        </div>
      ) : (
        <>
          <div className="relative">
            <label htmlFor={inputId} className="sr-only">
              {t('plants.species.search')}
            </label>
            <SearchIcon
              size={20}
              className="pointer-events-none absolute top-1/2 left-m -translate-y-1/2 text-gray-60"
            />
            <input
              ref={input}
              id={inputId}
              type="search"
              value={text}
              autoComplete="off"
              aria-describedby={hintId}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('plants.species.placeholder')}
              className="h-48 w-full rounded-md border border-gray-30 bg-gray-10 pr-m pl-48 text-16 text-gray-100 placeholder:text-gray-60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary"
            />
          </div>
          {search.trim() ? (
            <Results
              text={search}
              onPick={(species) => {
                focusAfter.current = 'change';
                onChoose(species);
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
