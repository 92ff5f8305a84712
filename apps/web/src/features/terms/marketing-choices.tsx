import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETING_CHANNELS, type ConsentState, type MarketingChannel } from '@chorok/contract';
import { errorText } from '@/lib/error-text';
import { Switch } from '@/components/ui/switch';
import { formatLongDate } from '@/features/terms/format';
import { useSaveConsents } from '@/features/terms/queries';

/** What a channel's choice is and since when (정보통신망법 §50: the user is told the date). */
export function useChannelStatus() {
  const { t } = useTranslation();
  return ({ agreed, changedAt }: ConsentState['marketing'][MarketingChannel]) =>
    changedAt === null
      ? t('terms.marketing.never')
      : t(agreed ? 'terms.marketing.agreedOn' : 'terms.marketing.refusedOn', {
          date: formatLongDate(changedAt),
        });
}

/**
 * The marketing channels as switches: each change is saved at once (POST /users/me/consents)
 * and the date it took effect is shown under the channel.
 */
export function MarketingChoices({
  state,
  title,
  children,
}: {
  state: ConsentState;
  title: string;
  /** Under the title: a hint, a link to the document. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveConsents();
  const status = useChannelStatus();
  const [changed, setChanged] = useState<MarketingChannel | null>(null);
  const change = (channel: MarketingChannel, on: boolean) => {
    setChanged(channel);
    save.mutate({ agreements: [], marketing: { [channel]: on } });
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-s">
      <div className="flex flex-col gap-min px-m">
        <h2 id={headingId} className="text-15 font-bold text-gray-100">
          {title}
        </h2>
        {children}
      </div>
      <ul className="mx-m divide-y divide-gray-20 rounded-md border border-gray-20">
        {MARKETING_CHANNELS.map((channel) => (
          <li key={channel}>
            <Switch
              checked={state.marketing[channel].agreed}
              disabled={save.isPending}
              onCheckedChange={(on) => change(channel, on)}
              aria-describedby={`${headingId}-${channel}`}
            >
              <span className="flex flex-col">
                <span className="text-16 text-gray-100">{t(`terms.channels.${channel}`)}</span>
                <span id={`${headingId}-${channel}`} className="text-13 text-gray-60">
                  {status(state.marketing[channel])}
                </span>
              </span>
            </Switch>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {changed && save.isSuccess
          ? `${t(`terms.channels.${changed}`)}: ${status(state.marketing[changed])}`
          : ''}
      </p>
      {save.isError ? (
        <p role="alert" className="px-m text-14 text-red">
          {t('terms.marketing.failed', { message: errorText(t, save.error) })}
        </p>
      ) : null}
    </section>
  );
}
