import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  MARKETING_CHANNELS,
  safeRedirectPath,
  type ConsentState,
  type MarketingChannel,
  type TermsKind,
} from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useSignOut } from '@/features/auth/queries';
import { useDocumentSheet } from '@/features/terms/document-sheet';
import { formatLongDate } from '@/features/terms/format';
import { TERMS_AGREEMENT_PATH } from '@/lib/session/terms-gate';
import { useSaveConsents } from '@/features/terms/queries';
import { errorText } from '@/lib/error-text';

type Document = ConsentState['documents'][number];
type Channels = Record<MarketingChannel, boolean>;

const NO_CHANNELS: Channels = { push: false, sms: false, email: false };

/** Where the user goes once agreed: the safe `redirect`, else /home (never back here). */
function targetOf(redirect: string | undefined): string {
  const target = safeRedirectPath(redirect);
  return target && !target.startsWith(TERMS_AGREEMENT_PATH) ? target : '/home';
}

/** What the form asks: the required documents still due, and marketing while never chosen. */
function formOf(state: ConsentState) {
  const marketingDoc = state.documents.find((doc) => doc.kind === 'marketing');
  return {
    missing: state.documents.filter(
      (doc) => doc.required && (doc.agreedVersion ?? 0) < doc.version,
    ),
    first: state.documents.every((doc) => !doc.required || doc.agreedVersion === null),
    marketingDoc,
    askMarketing:
      marketingDoc !== undefined &&
      MARKETING_CHANNELS.every((c) => state.marketing[c].changedAt === null),
  };
}

function ItemRow({
  label,
  required,
  checked,
  onCheckedChange,
  onView,
  viewLabel,
}: {
  label: string;
  required: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onView: () => void;
  viewLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-s">
      <Checkbox checked={checked} onCheckedChange={onCheckedChange} className="flex-1 text-15">
        <span>
          <span className={required ? 'text-primary' : 'text-gray-60'}>
            {t(required ? 'terms.required' : 'terms.optional')}
          </span>{' '}
          <span className="text-gray-100">{label}</span>
        </span>
      </Checkbox>
      <button
        type="button"
        onClick={onView}
        aria-label={viewLabel}
        className="min-h-44 shrink-0 px-s text-14 text-gray-60 underline underline-offset-2 hover:text-gray-90"
      >
        {t('terms.view')}
      </button>
    </div>
  );
}

/**
 * The agreement: 전체 동의, then each required document still to agree to (a new user's three,
 * or the ones whose version changed) and, while the user has never chosen, marketing per channel.
 * The button works once every required item is checked.
 */
export function AgreementForm({ state, redirect }: { state: ConsentState; redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveConsents();
  const signOut = useSignOut();
  const { show, sheet } = useDocumentSheet();
  const headingId = useId();

  // Fixed at mount: once saved, the cache says nothing is missing while the screen leaves.
  const [{ missing, first, marketingDoc, askMarketing }] = useState(() => formOf(state));
  const [checked, setChecked] = useState<Partial<Record<TermsKind, boolean>>>({});
  const [channels, setChannels] = useState<Channels>(NO_CHANNELS);
  const allRequired = missing.every((doc) => checked[doc.kind]);
  const allChannels = MARKETING_CHANNELS.every((c) => channels[c]);
  const everything = allRequired && (!askMarketing || allChannels);

  const checkEverything = (on: boolean) => {
    setChecked(Object.fromEntries(missing.map((doc) => [doc.kind, on])));
    if (askMarketing) setChannels({ push: on, sms: on, email: on });
  };
  const view = (doc: Document) => show({ kind: doc.kind, title: doc.title, version: doc.version });
  const submit = () =>
    save.mutate(
      {
        agreements: missing.map((doc) => ({ kind: doc.kind, version: doc.version })),
        ...(askMarketing ? { marketing: channels } : {}),
      },
      { onSuccess: () => void navigate({ href: targetOf(redirect), replace: true }) },
    );

  return (
    <>
      <form
        aria-labelledby={headingId}
        className="flex flex-1 flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          if (allRequired && !save.isPending) submit();
        }}
      >
        <div className="flex flex-col gap-l px-l pt-m pb-xl">
          <div className="flex flex-col gap-s">
            <h2 id={headingId} className="text-22 font-bold text-gray-100">
              {t(first ? 'terms.agreement.firstHeading' : 'terms.agreement.changedHeading')}
            </h2>
            <p className="text-15 text-gray-70">
              {t(first ? 'terms.agreement.firstBody' : 'terms.agreement.changedBody')}
            </p>
            {first ? null : (
              <ul className="flex list-disc flex-col gap-min pl-l text-15 text-gray-90">
                {missing.map((doc) => (
                  <li key={doc.kind}>
                    {t('terms.agreement.changedItem', {
                      title: doc.title,
                      date: formatLongDate(doc.effectiveAt),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className="rounded-lg bg-gray-10 px-m py-s">
            <Checkbox checked={everything} onCheckedChange={checkEverything} className="w-full">
              <span className="flex flex-col">
                <span className="text-17 font-bold text-gray-100">{t('terms.agreement.all')}</span>
                {askMarketing ? (
                  <span className="text-13 text-gray-60">{t('terms.agreement.allHint')}</span>
                ) : null}
              </span>
            </Checkbox>
          </div>

          <ul className="flex flex-col gap-min">
            {missing.map((doc) => (
              <li key={doc.kind}>
                <ItemRow
                  label={t(`terms.items.${doc.kind}`)}
                  required
                  checked={checked[doc.kind] ?? false}
                  onCheckedChange={(on) => setChecked((c) => ({ ...c, [doc.kind]: on }))}
                  onView={() => view(doc)}
                  viewLabel={t('terms.viewLabel', { title: t(`terms.items.${doc.kind}`) })}
                />
              </li>
            ))}
            {askMarketing && marketingDoc ? (
              <li className="flex flex-col">
                <ItemRow
                  label={t('terms.items.marketing')}
                  required={false}
                  checked={allChannels}
                  onCheckedChange={(on) => setChannels({ push: on, sms: on, email: on })}
                  onView={() => view(marketingDoc)}
                  viewLabel={t('terms.viewLabel', { title: t('terms.items.marketing') })}
                />
                <fieldset className="ml-xl flex flex-col">
                  <legend className="text-13 text-gray-60">
                    {t('terms.agreement.marketingHint')}
                  </legend>
                  <div className="flex flex-wrap gap-x-m">
                    {MARKETING_CHANNELS.map((channel) => (
                      <Checkbox
                        key={channel}
                        checked={channels[channel]}
                        onCheckedChange={(on) => setChannels((c) => ({ ...c, [channel]: on }))}
                        className="text-15 text-gray-90"
                      >
                        {t(`terms.channels.${channel}`)}
                      </Checkbox>
                    ))}
                  </div>
                </fieldset>
              </li>
            ) : null}
          </ul>
        </div>

        <div className="sticky bottom-0 mt-auto flex flex-col gap-s border-t border-gray-20 bg-white px-l pt-m pb-safe">
          {save.isError ? (
            <p role="alert" className="text-14 text-red">
              {t('terms.agreement.failed', { message: errorText(t, save.error) })}
            </p>
          ) : null}
          <Button
            type="submit"
            variant={save.isPending ? 'progress' : allRequired ? 'cta' : 'disabled'}
            disabled={!allRequired && !save.isPending}
          >
            {t(first ? 'terms.agreement.submitFirst' : 'terms.agreement.submitAgain')}
          </Button>
          <p className="text-center text-13 text-gray-60">{t('terms.agreement.refuse')}</p>
          <button
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            className="mb-s min-h-44 self-center text-14 text-gray-70 underline underline-offset-2"
          >
            {t('terms.agreement.signOut')}
          </button>
        </div>
      </form>
      {sheet}
    </>
  );
}
