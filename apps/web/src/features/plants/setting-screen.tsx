import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Plant, PlantUpdateBody } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { Button, ButtonLink } from '@/components/ui/button';
import { PlantIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { StatusScreen } from '@/components/ui/status-screen';
import { Tabs } from '@/components/ui/tabs';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CareHistory } from '@/features/plants/care-history';
import { MyTodos } from '@/features/plants/my-todos';
import {
  careOfferOf,
  optionalCareOf,
  optionalCareUpdateBody,
} from '@/features/plants/optional-care';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { PlantForm } from '@/features/plants/plant-form';
import {
  emptyPlantForm,
  frequencyNumbers,
  joinAddress,
  splitAddress,
  type PlantFormValues,
} from '@/features/plants/plant-form-values';
import { PlantPicture } from '@/features/plants/plant-visual';
import { JournalSection } from '@/features/plants/journal-section';
import { SpeciesSetting } from '@/features/plants/species-setting';
import { useSpecies } from '@/features/plants/species-queries';
import { useDeletePlant, useUpdatePlant } from '@/features/plants/mutations';
import { usePlant } from '@/features/plants/queries';
import { useParticleFormats } from '@/lib/use-particle-formats';

type Section = 'info' | 'journal' | 'history' | 'todos';

export function plantFormValues(plant: Plant): PlantFormValues {
  const { sido, sigungu } = splitAddress(plant.address);
  return {
    ...emptyPlantForm(),
    plantName: plant.plantName,
    plantedAt: plant.plantedAt,
    sido,
    sigungu,
    alarms: {
      isWateringAlarm: plant.isWateringAlarm === 1,
      isWindAlarm: plant.isWindAlarm === 1,
      isRepottingAlarm: plant.isRepottingAlarm === 1,
      isMyTaskAlarm: plant.isMyTaskAlarm === 1,
    },
    frequencies: {
      wateringFrequency: String(plant.wateringFrequency),
      airExposureFrequency: String(plant.airExposureFrequency),
      repottingFrequency: String(plant.repottingFrequency),
    },
    optional: optionalCareOf(plant),
    photo: undefined,
    photoUrl: plant.mainPhotoUrl,
  };
}

export function PlantNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('plants.notFound.title'));
  return (
    <>
      <PageHeader title={t('plants.setting.title')} />
      <StatusScreen icon={<PlantIcon size={32} />} title={t('plants.notFound.title')}>
        <p className="text-14 text-gray-60">{t('plants.notFound.body')}</p>
        <ButtonLink to="/plants/manage" size="medium">
          {t('plants.notFound.action')}
        </ButtonLink>
      </StatusScreen>
    </>
  );
}

/**
 * /plants/setting/{plantsId}: everything about one plant — its details (the registration form),
 * its care history per kind, the shopper's own to-dos, and deleting it.
 */
export function PlantSettingScreen({ plantId }: { plantId: number }) {
  const { t } = useTranslation();
  useParticleFormats();
  const navigate = useNavigate();
  const query = usePlant(plantId);
  const update = useUpdatePlant(plantId);
  const remove = useDeletePlant(plantId);
  const errorText = usePlantErrorText();
  const [section, setSection] = useState<Section>('info');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const plant = query.data;
  const species = useSpecies(plant?.speciesKey ?? null);
  const careOffer = careOfferOf(species.data);
  const name = plant ? plant.plantName.trim() || plant.productName || t('plants.unnamed') : '';
  useDocumentTitle(plant ? t('plants.setting.documentTitle', { name }) : t('plants.setting.title'));

  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return <PlantNotFound />;

  let content;
  if (query.isPending)
    content = (
      <ListSkeleton
        className="flex flex-col gap-m py-m"
        bars={['h-96 w-full', 'h-52 w-full', 'h-52 w-full']}
      />
    );
  else if (!plant)
    content = (
      <LoadError
        icon={false}
        detail={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const sections: Section[] = ['info', 'journal', 'history', 'todos'];
    const submit = (values: PlantFormValues) => {
      const body: PlantUpdateBody = {
        plantName: values.plantName.trim(),
        plantedAt: values.plantedAt,
        address: joinAddress(values.sido, values.sigungu),
        ...values.alarms,
        ...frequencyNumbers(values),
        ...optionalCareUpdateBody(values.optional),
      };
      if (values.photo !== undefined) body.mainPhoto = values.photo;
      update.mutate(body, { onSuccess: () => setSaved(t('plants.setting.saved')) });
    };
    content = (
      <>
        <div className="flex items-center gap-m py-m">
          <PlantPicture plant={plant} size={64} />
          <div className="min-w-0">
            <p className="truncate text-18 font-bold text-gray-100">{name}</p>
            {plant.productName ? (
              <p className="truncate text-13 text-gray-60">{plant.productName}</p>
            ) : null}
          </div>
        </div>
        <Tabs
          label={t('plants.setting.sections')}
          panelIdPrefix="plant-section"
          tabs={sections.map((s) => ({
            id: s,
            label: s === 'journal' ? t('plant-journal.tab') : t(`plants.setting.section.${s}`),
            isActive: section === s,
            onClick: () => setSection(s),
          }))}
        />
        <div role="tabpanel" id={`plant-section-${section}`} aria-labelledby={`tab-${section}`}>
          {section === 'info' ? (
            <div className="flex flex-col gap-l pt-m">
              <SpeciesSetting plant={plant} />
              <PlantForm
                key={plant.id}
                initial={plantFormValues(plant)}
                productName={plant.productName}
                careOffer={careOffer}
                fallbackPicture={
                  <PlantPicture plant={{ ...plant, plantImageUrl: null }} size={80} />
                }
                submitLabel={t('plants.setting.submit')}
                busy={update.isPending}
                submitError={update.isError ? errorText(update.error) : null}
                onSubmit={submit}
              />
              <div className="border-t border-gray-20 pt-l">
                <Button variant="done" danger onClick={() => setConfirming(true)}>
                  {t('plants.setting.delete')}
                </Button>
              </div>
            </div>
          ) : section === 'journal' ? (
            <JournalSection plant={plant} name={name} />
          ) : section === 'history' ? (
            <CareHistory plant={plant} />
          ) : (
            <MyTodos plantId={plant.id} name={name} />
          )}
        </div>
        <ConfirmDialog
          open={confirming}
          title={t('plants.setting.confirmTitle', { name })}
          confirmLabel={t('plants.setting.confirmDelete')}
          cancelLabel={t('plants.setting.confirmCancel')}
          danger
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                void navigate({ to: '/plants/manage', replace: true });
              },
            })
          }
        >
          <p>{t('plants.setting.confirmBody')}</p>
          {remove.isError ? (
            <p role="alert" className="mt-s text-red">
              {errorText(remove.error)}
            </p>
          ) : null}
        </ConfirmDialog>
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PageHeader title={t('plants.setting.title')} />
      <div className="flex flex-col px-m pb-xxl">{content}</div>
      <Toast message={saved} onDone={() => setSaved(null)} offset="24px" />
    </div>
  );
}
