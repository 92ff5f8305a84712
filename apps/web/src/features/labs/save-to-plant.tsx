import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Plant } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { useAuthStore } from '@/lib/session/auth-store';
import { displayName } from '@/features/plants/plant-name';
import { PlantPicture } from '@/features/plants/plant-visual';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { usePlantList } from '@/features/plants/queries';
import { useSavePlantLight } from '@/features/labs/queries';
import { formatNumber } from '@/lib/format';

const HERE = '/labs/ambient-light';

function PlantChoice({
  plant,
  name,
  checked,
  onChange,
}: {
  plant: Plant;
  name: string;
  checked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const label = displayName(plant) || t('plants.unnamed');
  return (
    <label
      className={cn(
        'flex min-h-64 cursor-pointer items-center gap-12 rounded-md border px-12 py-s transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
        checked ? 'border-primary bg-secondary-sec01' : 'border-gray-30 bg-white hover:bg-gray-10',
      )}
    >
      <input
        type="radio"
        name={name}
        value={plant.id}
        checked={checked}
        onChange={onChange}
        className="size-20 shrink-0 accent-primary"
      />
      <PlantPicture plant={plant} size={44} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-15 font-medium text-gray-100">{label}</span>
        {plant.lightLux !== null ? (
          <span className="price-nums block text-12 text-gray-60">
            {t('labs.save.previous', { lux: formatNumber(plant.lightLux) })}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** The shopper's plants to choose from, and the save. */
function SaveForm({ plants, lux }: { plants: Plant[]; lux: number }) {
  const { t } = useTranslation();
  const errorText = usePlantErrorText();
  const save = useSavePlantLight();
  const [plantId, setPlantId] = useState<number | null>(plants.length === 1 ? plants[0]!.id : null);
  const [missing, setMissing] = useState(false);
  const groupName = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plantId === null) {
      setMissing(true);
      return;
    }
    save.mutate({ plantId, lux });
  };
  const saved = save.isSuccess ? save.data : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-12">
      <fieldset className="min-w-0">
        <legend className="mb-s text-15 font-bold text-gray-100">{t('labs.save.legend')}</legend>
        <div className="flex max-h-[320px] flex-col gap-s overflow-y-auto">
          {plants.map((plant) => (
            <PlantChoice
              key={plant.id}
              plant={plant}
              name={groupName}
              checked={plant.id === plantId}
              onChange={() => {
                setPlantId(plant.id);
                setMissing(false);
                save.reset();
              }}
            />
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p role="alert" className="text-13 text-red">
          {t('labs.save.pickFirst')}
        </p>
      ) : null}
      <Button type="submit" variant={save.isPending ? 'progress' : 'cta'}>
        {t('labs.save.submit', { lux: formatNumber(lux) })}
      </Button>
      <div aria-live="polite">
        {saved ? (
          <div className="flex flex-col gap-s rounded-md bg-secondary-sec01 p-m">
            <p className="text-14 font-medium text-primary">
              {t('labs.save.done', {
                name: displayName(saved) || t('plants.unnamed'),
                lux: formatNumber(saved.lightLux ?? lux),
              })}
            </p>
            <Link
              to="/plants/manage"
              className="self-start text-14 font-bold text-primary underline underline-offset-4"
            >
              {t('labs.save.viewAdvice')}
            </Link>
          </div>
        ) : null}
      </div>
      {save.isError ? (
        <p role="alert" className="rounded-md bg-red/10 px-m py-s text-14 text-red">
          {errorText(save.error)}
        </p>
      ) : null}
    </form>
  );
}

/**
 * "내 식물에 저장": the reading saved as the light where one of the shopper's plants stands, which
 * its care advice then uses. A visitor is invited to sign in and come back; a shopper without
 * plants, to register one.
 */
export function SaveToPlant({ lux }: { lux: number }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const plants = usePlantList();

  let content;
  if (!signedIn)
    content = (
      <div className="flex flex-col items-start gap-12">
        <p className="text-14 text-gray-70">{t('labs.save.signedOut')}</p>
        <ButtonLink to="/auth/sign-in" search={{ redirect: HERE }} size="small" variant="done">
          {t('labs.save.signIn')}
        </ButtonLink>
      </div>
    );
  else if (plants.isPending)
    content = (
      <ListSkeleton className="flex flex-col gap-s" bars={['h-64 w-full', 'h-64 w-full']} />
    );
  else if (plants.isError)
    content = (
      <div role="alert" className="flex flex-col items-start gap-12">
        <p className="text-14 text-gray-70">{t('labs.save.loadFailed')}</p>
        <Button size="small" variant="done" onClick={() => void plants.refetch()}>
          {t('ui.retry')}
        </Button>
      </div>
    );
  else if (plants.data.length === 0)
    content = (
      <div className="flex flex-col items-start gap-12">
        <p className="text-14 text-gray-70">{t('labs.save.empty')}</p>
        <ButtonLink to="/plants/new" size="small" variant="done">
          {t('labs.save.register')}
        </ButtonLink>
      </div>
    );
  else content = <SaveForm plants={plants.data} lux={lux} />;

  return (
    <section aria-labelledby="save-heading" className="flex flex-col gap-12 rounded-lg bg-oat p-m">
      <div>
        <h2 id="save-heading" className="text-17 font-bold text-gray-100">
          {t('labs.save.heading')}
        </h2>
        <p className="mt-2 text-13 text-gray-70">{t('labs.save.body')}</p>
      </div>
      {content}
    </section>
  );
}
