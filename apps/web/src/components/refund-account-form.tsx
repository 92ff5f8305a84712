import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANKS,
  BANK_CODES,
  REFUND_ACCOUNT,
  needsRefundAccount,
  type Order,
} from '@chorok/contract';
import { RefundAccount } from '@chorok/contract/schemas';
import { FormField } from '@/components/ui/form-field';
import { fieldClassName } from '@/components/ui/field';

/* 환불받을 계좌: where a refund of deposited money goes (needsRefundAccount): the buyer's two cancel flows and the console's cancel for the buyer. */

type Field = 'bankCode' | 'accountNumber' | 'holderName';
const FIELDS: Field[] = ['bankCode', 'accountNumber', 'holderName'];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { bankCode: '', accountNumber: '', holderName: '' };

/** The contract's RefundAccount over the form: the account to send, or each field's message. */
export function validateRefundAccount(
  values: Values,
): { ok: true; account: RefundAccount } | { ok: false; errors: Errors } {
  const parsed = RefundAccount.safeParse(values);
  if (parsed.success) return { ok: true, account: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The form's state for an order. `check` answers whether the cancel may be sent, with the account
 * when one is needed; otherwise each field shows its message and the first is focused. Once sent
 * the fields are checked as they change.
 */
export function useRefundAccount(order: Order) {
  const needed = needsRefundAccount(order);
  const baseId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const idOf = (field: Field) => `${baseId}-${field}`;
  return {
    needed,
    values,
    errors,
    idOf,
    change: (field: Field, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (sent) {
        const result = validateRefundAccount(next);
        setErrors(result.ok ? {} : result.errors);
      }
    },
    check: (): { ok: true; refundAccount?: RefundAccount } | { ok: false } => {
      if (!needed) return { ok: true };
      setSent(true);
      const result = validateRefundAccount(values);
      if (result.ok) {
        setErrors({});
        return { ok: true, refundAccount: result.account };
      }
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return { ok: false };
    },
  };
}

export type RefundAccountState = ReturnType<typeof useRefundAccount>;

/** 은행 (the contract's banks), 계좌번호 (a number pad), 예금주; nothing when no account is needed. */
export function RefundAccountFields({ form }: { form: RefundAccountState }) {
  const { t } = useTranslation();
  if (!form.needed) return null;
  const { values, errors, idOf } = form;
  const errorId = (field: Field) => `${idOf(field)}-error`;
  const described = (field: Field) => (errors[field] ? errorId(field) : undefined);
  return (
    <fieldset className="flex min-w-0 flex-col gap-m">
      <legend className="text-17 font-bold text-gray-100">{t('orders.refundAccount.title')}</legend>
      <p className="-mt-s text-13 text-gray-70">{t('orders.refundAccount.body')}</p>
      <FormField
        id={idOf('bankCode')}
        label={t('orders.refundAccount.bank')}
        error={errors.bankCode}
        messageId={errorId('bankCode')}
      >
        <select
          id={idOf('bankCode')}
          value={values.bankCode}
          onChange={(event) => form.change('bankCode', event.target.value)}
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={described('bankCode')}
          className={fieldClassName(Boolean(errors.bankCode))}
        >
          <option value="">{t('orders.refundAccount.bankPlaceholder')}</option>
          {BANK_CODES.map((code) => (
            <option key={code} value={code}>
              {BANKS[code]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={idOf('accountNumber')}
        label={t('orders.refundAccount.accountNumber')}
        error={errors.accountNumber}
        messageId={errorId('accountNumber')}
      >
        <input
          id={idOf('accountNumber')}
          value={values.accountNumber}
          onChange={(event) => form.change('accountNumber', event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={REFUND_ACCOUNT.numberMax + 6}
          placeholder={t('orders.refundAccount.accountNumberPlaceholder')}
          aria-invalid={errors.accountNumber ? true : undefined}
          aria-describedby={described('accountNumber')}
          className={fieldClassName(Boolean(errors.accountNumber))}
        />
      </FormField>
      <FormField
        id={idOf('holderName')}
        label={t('orders.refundAccount.holder')}
        error={errors.holderName}
        messageId={errorId('holderName')}
      >
        <input
          id={idOf('holderName')}
          value={values.holderName}
          onChange={(event) => form.change('holderName', event.target.value)}
          autoComplete="name"
          maxLength={REFUND_ACCOUNT.holderMax}
          placeholder={t('orders.refundAccount.holderPlaceholder')}
          aria-invalid={errors.holderName ? true : undefined}
          aria-describedby={described('holderName')}
          className={fieldClassName(Boolean(errors.holderName))}
        />
      </FormField>
    </fieldset>
  );
}

/** Where a refund of this order goes: the card, the account the shopper enters, or the way it was paid. */
export function refundWay(order: Order): 'method' | 'methodAccount' | 'methodOther' {
  if (order.paymentMethod === 'CARD') return 'method';
  return needsRefundAccount(order) ? 'methodAccount' : 'methodOther';
}

/** Where the refund goes, in words (a cancel's note). */
export function useRefundMethodText() {
  const { t } = useTranslation();
  return (order: Order) => t(`orders.cancel.${refundWay(order)}`);
}
