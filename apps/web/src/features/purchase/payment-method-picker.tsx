import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EASY_PAY_NAMES,
  EASY_PAY_PROVIDERS,
  PAYMENT_METHODS,
  VIRTUAL_ACCOUNT,
  type EasyPayProvider,
} from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { KakaoMark } from '@/components/ui/provider-marks';
import { formatPrice } from '@/lib/format';
import { useParticleFormats } from '@/lib/use-particle-formats';
import type { PaymentSelection } from '@/features/purchase/payment-memory';

/** Each easy-pay service in its own colours: a small mark beside its name (decorative). */
const BRAND: Record<EasyPayProvider, { className: string; glyph: ReactNode }> = {
  KAKAOPAY: { className: 'bg-[#FEE500]', glyph: <KakaoMark width={14} height={14} /> },
  NAVERPAY: { className: 'bg-[#03C75A] text-white', glyph: 'N' },
  TOSSPAY: { className: 'bg-[#0064FF] text-white', glyph: 't' },
  SAMSUNGPAY: { className: 'bg-[#1428A0] text-white', glyph: 'S' },
  PAYCO: { className: 'bg-[#FA2828] text-white', glyph: 'P' },
};

export function EasyPayMark({ provider }: { provider: EasyPayProvider }) {
  const brand = BRAND[provider];
  return (
    <span
      aria-hidden="true"
      data-provider={provider}
      className={cn(
        'flex size-20 shrink-0 items-center justify-center rounded-[6px] text-12 leading-none font-bold',
        brand.className,
      )}
    >
      {brand.glyph}
    </span>
  );
}

/**
 * What the pay button says for a method: "카카오페이로 30,800원 결제하기", "30,800원 입금 계좌 받기" …
 * The card keeps the plain "30,800원 결제하기".
 */
export function usePayLabel(): (selection: PaymentSelection, amount: number) => string {
  const { t } = useTranslation();
  useParticleFormats();
  return (selection, amount) => {
    const price = formatPrice(amount);
    if (selection.method === 'EASY_PAY' && selection.easyPayProvider)
      return t('purchase.payButton.provider', {
        provider: EASY_PAY_NAMES[selection.easyPayProvider],
        amount: price,
      });
    return t(`purchase.payButton.${selection.method}`, { amount: price });
  };
}

const RADIO_CARD =
  'flex min-h-52 cursor-pointer items-center gap-s rounded-md border px-m py-s text-15 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary';
const cardTone = (checked: boolean) =>
  checked
    ? 'border-primary bg-secondary-sec01 font-medium text-gray-100'
    : 'border-gray-30 bg-white text-gray-80 hover:bg-gray-10';

export interface PaymentMethodPickerProps {
  value: PaymentSelection;
  onChange: (selection: PaymentSelection) => void;
  /** Names the group (the section's heading). */
  labelledBy: string;
  /** Shown under the providers: an easy payment was sent without one. */
  providerError?: string | null;
  /** The first service's radio, to be focused when none is chosen. */
  firstProviderId?: string;
}

/**
 * 결제 수단: the five methods as one radio group (native radios: arrow keys move the choice), the
 * easy-pay services as a second group under 간편결제 once it is chosen, and the virtual account's
 * deadline under its name.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  labelledBy,
  providerError,
  firstProviderId,
}: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const providersId = useId();
  const errorId = useId();
  const noteId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-s">
      {PAYMENT_METHODS.map((method) => {
        const checked = value.method === method;
        const labelId = `${name}-${method}`;
        return (
          <div key={method} className="flex flex-col gap-s">
            <label className={cn(RADIO_CARD, cardTone(checked))}>
              <input
                type="radio"
                name={name}
                value={method}
                checked={checked}
                aria-labelledby={labelId}
                aria-describedby={method === 'VIRTUAL_ACCOUNT' ? noteId : undefined}
                onChange={() =>
                  onChange({
                    method,
                    easyPayProvider: method === 'EASY_PAY' ? value.easyPayProvider : null,
                  })
                }
                className="size-20 shrink-0 accent-primary"
              />
              <span className="flex min-w-0 flex-col">
                <span id={labelId}>{t(`purchase.method.${method}`)}</span>
                {method === 'VIRTUAL_ACCOUNT' ? (
                  <span id={noteId} className="text-12 font-regular text-gray-60">
                    {t('purchase.payment.virtualAccountNote', {
                      hours: VIRTUAL_ACCOUNT.validHours,
                    })}
                  </span>
                ) : null}
              </span>
            </label>
            {method === 'EASY_PAY' && checked ? (
              <div className="pl-m">
                <p id={providersId} className="sr-only">
                  {t('purchase.payment.providers')}
                </p>
                <div
                  role="radiogroup"
                  aria-labelledby={providersId}
                  aria-describedby={providerError ? errorId : undefined}
                  aria-invalid={providerError ? true : undefined}
                  className="flex flex-wrap gap-s"
                >
                  {EASY_PAY_PROVIDERS.map((provider, index) => {
                    const picked = value.easyPayProvider === provider;
                    return (
                      <label
                        key={provider}
                        className={cn(
                          'relative flex h-44 cursor-pointer items-center gap-6 rounded-full border pr-12 pl-s text-14 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
                          picked
                            ? 'border-primary bg-white font-bold text-gray-100 ring-1 ring-primary'
                            : 'border-gray-30 bg-white text-gray-80 hover:bg-gray-10',
                        )}
                      >
                        <input
                          id={index === 0 ? firstProviderId : undefined}
                          type="radio"
                          name={`${name}-provider`}
                          value={provider}
                          checked={picked}
                          onChange={() =>
                            onChange({ method: 'EASY_PAY', easyPayProvider: provider })
                          }
                          // Over the whole chip, unseen: a tap or a click lands on the radio itself.
                          className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                        />
                        <EasyPayMark provider={provider} />
                        {EASY_PAY_NAMES[provider]}
                      </label>
                    );
                  })}
                </div>
                {providerError ? (
                  <p id={errorId} role="alert" className="mt-s text-13 text-red">
                    {providerError}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
