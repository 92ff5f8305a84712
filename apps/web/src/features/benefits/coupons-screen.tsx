import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON, COUPON_STATUSES, type CouponStatus } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { Toast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CouponCard } from '@/features/benefits/coupon-card';
import { checkCouponCode } from '@/features/benefits/coupon-text';
import { useCoupons, useRedeemCoupon } from '@/features/benefits/queries';
import { EmptyState, ListError, type ListErrorTexts } from '@/components/ui/list-states';

const PANEL_PREFIX = 'coupons-panel';

const LIST_ERRORS: ListErrorTexts = {
  title: 'benefits.coupons.errors.title',
  body: 'benefits.coupons.errors.body',
  moreFailed: 'benefits.coupons.errors.moreFailed',
};

/** 쿠폰 코드 입력 and 등록: the code checked as the contract reads it, then the server's answer. */
function RedeemForm({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation();
  const redeem = useRedeemCoupon();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const checked = checkCouponCode(code);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    redeem.mutate(checked.code, {
      onSuccess: () => {
        setCode('');
        onRedeemed();
      },
      onError: (error) => setProblem(errorText(t, error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="bg-white px-m pt-m pb-l">
      <label htmlFor={inputId} className="text-15 font-bold text-gray-100">
        {t('benefits.coupons.code.label')}
      </label>
      <div className="mt-s flex gap-s">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (problem) setProblem(null);
          }}
          maxLength={COUPON.codeMax + 10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('benefits.coupons.code.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className={cn(
            'h-48 min-w-0 flex-1 rounded-md border bg-white px-m text-16 text-gray-100 uppercase placeholder:text-14 placeholder:text-gray-50 placeholder:normal-case focus:outline-none',
            problem ? 'border-red' : 'border-gray-30 focus:border-primary',
          )}
        />
        <Button
          type="submit"
          size="small"
          variant={redeem.isPending ? 'progress' : 'cta'}
          className="w-auto min-w-80"
        >
          {t('benefits.coupons.code.submit')}
        </Button>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="mt-s text-13 text-red">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function CouponList({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  const query = useCoupons(status);
  if (query.isPending)
    return (
      <ListSkeleton className="flex flex-col gap-m px-m" bars={['h-112 w-full', 'h-112 w-full']} />
    );
  if (query.isError && !query.data)
    return (
      <ListError error={query.error} onRetry={() => void query.refetch()} texts={LIST_ERRORS} />
    );
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={<ReceiptIcon size={30} />}
        title={t(`benefits.coupons.empty.${status}.title`)}
        body={t(`benefits.coupons.empty.${status}.body`)}
      />
    );
  return (
    <ul aria-label={t('benefits.coupons.listLabel')} className="flex flex-col gap-m px-m">
      {query.data.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} />
      ))}
    </ul>
  );
}

/**
 * `/profile/coupons` (쿠폰): a code to add at the top, then the wallet by state — 사용 가능 (soonest
 * to expire first), 사용 완료, 기간 만료 — each coupon as a ticket.
 */
export function CouponsScreen({
  tab,
  onTabChange,
}: {
  tab: CouponStatus;
  onTabChange: (tab: CouponStatus) => void;
}) {
  const { t } = useTranslation();
  const title = t('routes.coupons');
  useDocumentTitle(title);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} />
      <RedeemForm
        onRedeemed={() => {
          setNotice(t('benefits.coupons.code.done'));
          if (tab !== 'USABLE') onTabChange('USABLE');
        }}
      />
      <Tabs
        label={t('benefits.coupons.tabs.label')}
        panelIdPrefix={PANEL_PREFIX}
        className="sticky top-[calc(56px+var(--inset-top))] z-20 mt-s"
        tabs={COUPON_STATUSES.map((status) => ({
          id: status,
          label: t(`benefits.coupons.tabs.${status}`),
          isActive: tab === status,
          onClick: () => onTabChange(status),
        }))}
      />
      <div
        role="tabpanel"
        id={`${PANEL_PREFIX}-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="pt-l pb-xl"
      >
        <CouponList status={tab} />
      </div>
      <Toast message={notice} onDone={() => setNotice(null)} offset="24px" />
    </div>
  );
}
