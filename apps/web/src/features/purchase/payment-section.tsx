import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EASY_PAY_NAMES, type PaymentChoice } from '@chorok/contract';
import {
  paymentChoiceOf,
  rememberedPayment,
  type PaymentSelection,
} from '@/features/purchase/payment-memory';
import { PaymentMethodPicker } from '@/features/purchase/payment-method-picker';
import { Section } from '@/features/purchase/sheet-parts';

/**
 * The method being chosen, starting from the one last used on this device. `check` gives the
 * body's PaymentChoice, or — an easy payment without its service — says so and focuses the first
 * service.
 */
export function usePaymentSelection(initial: () => PaymentSelection = rememberedPayment) {
  const [selection, setSelection] = useState<PaymentSelection>(initial);
  const [missingProvider, setMissingProvider] = useState(false);
  const firstProviderId = useId();
  return {
    selection,
    missingProvider,
    firstProviderId,
    change: (next: PaymentSelection) => {
      setSelection(next);
      if (next.method !== 'EASY_PAY' || next.easyPayProvider) setMissingProvider(false);
    },
    check: (): PaymentChoice | null => {
      const choice = paymentChoiceOf(selection);
      if (!choice) {
        setMissingProvider(true);
        document.getElementById(firstProviderId)?.focus();
      }
      return choice;
    },
  };
}

export type PaymentSelectionState = ReturnType<typeof usePaymentSelection>;

/** What happens after the button, for the method chosen. */
function NextStep({ selection }: { selection: PaymentSelection }) {
  const { t } = useTranslation();
  const text =
    selection.method === 'EASY_PAY' && selection.easyPayProvider
      ? t('purchase.payment.next.provider', {
          provider: EASY_PAY_NAMES[selection.easyPayProvider],
        })
      : t(`purchase.payment.next.${selection.method}`);
  return (
    <p aria-live="polite" className="mt-s text-13 text-gray-60">
      {text}
    </p>
  );
}

/** The picker and its messages, without a section around it (the pay-again sheet). */
export function PaymentChoiceFields({
  state,
  labelledBy,
}: {
  state: PaymentSelectionState;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PaymentMethodPicker
        firstProviderId={state.firstProviderId}
        value={state.selection}
        onChange={state.change}
        labelledBy={labelledBy}
        providerError={state.missingProvider ? t('purchase.payment.providerRequired') : null}
      />
      <NextStep selection={state.selection} />
    </>
  );
}

/** 결제 수단 on the order sheet. */
export function PaymentSection({ state }: { state: PaymentSelectionState }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Section title={t('purchase.payment.heading')} headingId={headingId}>
      <PaymentChoiceFields state={state} labelledBy={headingId} />
    </Section>
  );
}
