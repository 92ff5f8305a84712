import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEAVE_DETAIL_MAX,
  LEAVE_REASONS,
  type LeaveBody,
  type LeaveReason,
} from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Drawer } from '@/components/ui/drawer';
import { AlertIcon } from '@/components/ui/icons';

export interface LeaveDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (body: LeaveBody) => void;
  pending: boolean;
  /** Why the server refused (e.g. an order still on its way); shown inside the sheet. */
  error: string | null;
}

const HAPPENS = ['account', 'plants', 'shopping', 'orders', 'again'] as const;

function ReasonChoices({
  value,
  onChange,
  invalid,
  errorId,
}: {
  value: LeaveReason | null;
  onChange: (reason: LeaveReason) => void;
  invalid: boolean;
  errorId: string;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceCards
      options={LEAVE_REASONS}
      value={value}
      onChange={onChange}
      legend={t('profile.leave.reasonLegend')}
      labelOf={(reason) => t(`profile.leave.reasons.${reason}`)}
      describedBy={invalid ? errorId : undefined}
    />
  );
}

function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-s flex items-center gap-min text-13 text-red">
      <AlertIcon size={16} />
      {children}
    </p>
  );
}

/**
 * Leaving: why (the contract's reasons; 기타 opens a note of up to 500 characters), what happens
 * (erased now, orders kept anonymised as the law asks), a check that it was read, then 탈퇴하기.
 * A module of its own so vaul loads on demand.
 */
export function LeaveDrawer({ open, onOpenChange, onConfirm, pending, error }: LeaveDrawerProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<LeaveReason | null>(null);
  const [detail, setDetail] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const detailId = useId();
  const countId = useId();
  const reasonErrorId = useId();
  const ackErrorId = useId();

  const missingReason = submitted && reason === null;
  const missingAck = submitted && !acknowledged;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (reason === null) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (!acknowledged) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return;
    }
    const note = reason === 'OTHER' ? detail.trim() : '';
    onConfirm({ reason, ...(note ? { detail: note } : {}) });
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={t('profile.leave.title')}
      description={t('profile.leave.description')}
    >
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col">
        <ReasonChoices
          value={reason}
          onChange={setReason}
          invalid={missingReason}
          errorId={reasonErrorId}
        />
        {missingReason ? (
          <FieldError id={reasonErrorId}>{t('profile.leave.needReason')}</FieldError>
        ) : null}
        {reason === 'OTHER' ? (
          <div className="mt-m">
            <label htmlFor={detailId} className="text-14 font-bold text-gray-80">
              {t('profile.leave.detailLabel')}
            </label>
            <textarea
              id={detailId}
              name="detail"
              value={detail}
              maxLength={LEAVE_DETAIL_MAX}
              rows={4}
              placeholder={t('profile.leave.detailPlaceholder')}
              aria-describedby={countId}
              onChange={(e) => setDetail(e.target.value)}
              className="mt-s w-full resize-none rounded-md border border-gray-30 bg-white p-m text-16 text-gray-100 placeholder:text-gray-60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary"
            />
            <p id={countId} className="mt-min text-right text-13 text-gray-60 price-nums">
              {t('profile.leave.detailCount', { count: detail.length, max: LEAVE_DETAIL_MAX })}
            </p>
          </div>
        ) : null}

        <h3 className="mt-l text-15 font-bold text-gray-100">{t('profile.leave.whatHappens')}</h3>
        <ul className="mt-s flex flex-col gap-s rounded-lg bg-gray-10 p-m text-14 text-gray-80">
          {HAPPENS.map((key) => (
            <li key={key} className="flex gap-s">
              <span aria-hidden="true" className="mt-8 size-4 shrink-0 rounded-full bg-red" />
              {t(`profile.leave.items.${key}`)}
            </li>
          ))}
        </ul>

        <Checkbox
          checked={acknowledged}
          onCheckedChange={setAcknowledged}
          aria-invalid={missingAck || undefined}
          aria-describedby={missingAck ? ackErrorId : undefined}
          className="mt-m text-15 font-medium text-gray-100"
        >
          {t('profile.leave.acknowledge')}
        </Checkbox>
        {missingAck ? (
          <FieldError id={ackErrorId}>{t('profile.leave.needAcknowledge')}</FieldError>
        ) : null}

        {error ? (
          <p role="alert" className="mt-m rounded-md bg-oat p-m text-14 text-red">
            {error}
          </p>
        ) : null}

        <div className="mt-l flex flex-col gap-s">
          <Button variant="done" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('profile.leave.cancel')}
          </Button>
          <Button type="submit" danger variant={pending ? 'progress' : 'cta'}>
            {t('profile.leave.confirm')}
          </Button>
        </div>
      </form>
    </Drawer>
  );
}
