import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, CheckIcon, ClockIcon, DropIcon, SunIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** How the reminders work: one line each, with the icon the plant screens use for it. */
const HOW = [
  { key: 'daily', Icon: ClockIcon },
  { key: 'grouped', Icon: BellIcon },
  { key: 'perPlant', Icon: DropIcon },
  { key: 'weather', Icon: SunIcon },
  { key: 'myTask', Icon: CheckIcon },
] as const;

/** Where notifications are allowed, and how many steps each guide has (instruction.json). */
const PLATFORMS = [
  { key: 'android', steps: 4 },
  { key: 'iphone', steps: 5 },
  { key: 'app', steps: 3 },
] as const;

const OFF_STEPS = ['kinds', 'plant', 'device'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-m px-m">
      <h2 id={id} className="text-20 font-bold text-gray-100">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Steps({ prefix, count }: { prefix: string; count: number }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-s">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex gap-s text-15 text-gray-80">
          <span
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-secondary-sec01 text-13 font-bold text-primary"
          >
            {i + 1}
          </span>
          <span>{t(`${prefix}.step${i + 1}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** `/instruction` (초록 사용 안내): how care reminders work and how to turn them on and off. */
export function InstructionScreen() {
  const { t } = useTranslation();
  const title = t('routes.instruction');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-xl pt-s pb-xxl">
        <div className="mx-m rounded-xl bg-oat p-l">
          <p className="text-13 font-bold text-primary">{t('instruction.hero.eyebrow')}</p>
          <p className="mt-s text-22 leading-snug font-bold text-gray-100">
            {t('instruction.hero.title')}
          </p>
          <p className="mt-s text-15 text-gray-80">{t('instruction.hero.body')}</p>
        </div>

        <Section id="instruction-how" title={t('instruction.how.title')}>
          <ul className="flex flex-col gap-m">
            {HOW.map(({ key, Icon }) => (
              <li key={key} className="flex gap-m">
                <span
                  aria-hidden="true"
                  className="flex size-40 shrink-0 items-center justify-center rounded-full bg-secondary-sec01 text-primary"
                >
                  <Icon size={22} />
                </span>
                <span className="flex flex-col gap-2">
                  <span className="text-16 font-bold text-gray-100">
                    {t(`instruction.how.${key}.title`)}
                  </span>
                  <span className="text-14 text-gray-70">{t(`instruction.how.${key}.body`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="instruction-allow" title={t('instruction.allow.title')}>
          <p className="text-15 text-gray-80">{t('instruction.allow.intro')}</p>
          {PLATFORMS.map(({ key, steps }) => (
            <section
              key={key}
              aria-labelledby={`instruction-allow-${key}`}
              className="flex flex-col gap-m rounded-xl border border-gray-20 p-l"
            >
              <h3 id={`instruction-allow-${key}`} className="text-17 font-bold text-gray-100">
                {t(`instruction.allow.${key}.title`)}
              </h3>
              <p className="text-14 text-gray-70">{t(`instruction.allow.${key}.note`)}</p>
              <Steps prefix={`instruction.allow.${key}`} count={steps} />
            </section>
          ))}
          <p className="rounded-md bg-gray-10 p-m text-14 text-gray-80">
            {t('instruction.allow.blocked')}
          </p>
        </Section>

        <Section id="instruction-off" title={t('instruction.off.title')}>
          <ul className="flex flex-col gap-s">
            {OFF_STEPS.map((key) => (
              <li key={key} className="rounded-md bg-gray-10 p-m">
                <p className="text-15 font-bold text-gray-100">
                  {t(`instruction.off.${key}.title`)}
                </p>
                <p className="mt-2 text-14 text-gray-70">{t(`instruction.off.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <div className="flex flex-col items-center gap-s px-m">
          <ButtonLink to="/profile/notifications" size="large">
            {t('instruction.links.settings')}
          </ButtonLink>
          <ButtonLink to="/plants/manage" size="large" variant="done">
            {t('instruction.links.plants')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
