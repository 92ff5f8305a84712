import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon } from '@chorok/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LeafIcon } from '@/components/ui/icons/leaf';
import { EmptyState } from '@/components/ui/list-states';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Toast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useParticleFormats } from '@/lib/use-particle-formats';
import {
  useAdminCoupons,
  useCreateCoupon,
  useDeactivateCoupon,
  useIssueCoupon,
} from '@/features/console/benefits-queries';
import { ActionError, ConsoleButton, ConsolePage, Panel } from '@/features/console/console-parts';
import { CreateCouponDialog } from '@/features/console/coupon-form';
import { CouponRow } from '@/features/console/coupon-row';
import { IssueCouponDialog } from '@/features/console/issue-coupon-dialog';
import { PointsForm } from '@/features/console/points-form';

type Open =
  | { step: 'create' }
  | { step: 'issue'; coupon: AdminCoupon }
  | { step: 'deactivate'; coupon: AdminCoupon };

/**
 * /admin/benefits (혜택): the shop's coupons, newest first — 쿠폰 만들기, 발급 to a member by
 * e-mail, 중지 (copies already received stay usable) — and 적립금 조정 of one member.
 */
export function BenefitsScreen() {
  const { t } = useTranslation();
  useParticleFormats();
  const query = useAdminCoupons();
  const create = useCreateCoupon();
  const issue = useIssueCoupon();
  const deactivate = useDeactivateCoupon();
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = (next: Open) => {
    create.reset();
    issue.reset();
    deactivate.reset();
    setOpen(next);
  };
  const busy = create.isPending || issue.isPending || deactivate.isPending;
  const close = () => {
    if (!busy) setOpen(null);
  };
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };

  return (
    <ConsolePage
      title={t('console.benefits.title')}
      description={t('console.benefits.description')}
      actions={
        <ConsoleButton tone="primary" onClick={() => start({ step: 'create' })}>
          {t('console.benefits.create')}
        </ConsoleButton>
      }
    >
      <Panel title={t('console.benefits.couponsTitle')}>
        {query.isError ? (
          <LoadError
            size="section"
            title={t('console.benefits.loadFailed')}
            detail={errorText(t, query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <ListSkeleton className="flex flex-col gap-s" bars={['h-96 w-full', 'h-96 w-full']} />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<LeafIcon size={30} />}
            title={t('console.benefits.emptyTitle')}
            body={t('console.benefits.emptyBody')}
          />
        ) : (
          <ul
            aria-label={t('console.benefits.listLabel')}
            className="-my-m divide-y divide-gray-20"
          >
            {query.data.map((coupon) => (
              <li key={coupon.id}>
                <CouponRow
                  coupon={coupon}
                  onIssue={() => start({ step: 'issue', coupon })}
                  onDeactivate={() => start({ step: 'deactivate', coupon })}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('console.benefits.points.title')}>
        <p className="-mt-s mb-m text-14 text-gray-60">{t('console.benefits.points.body')}</p>
        <PointsForm />
      </Panel>
      {open?.step === 'create' ? (
        <CreateCouponDialog
          busy={create.isPending}
          error={create.isError ? errorText(t, create.error) : null}
          onClose={close}
          onCreate={(body) =>
            create.mutate(body, {
              onSuccess: (coupon) => finish(t('console.benefits.created', { name: coupon.name })),
            })
          }
        />
      ) : null}
      {open?.step === 'issue' ? (
        <IssueCouponDialog
          couponName={open.coupon.name}
          busy={issue.isPending}
          error={issue.isError ? errorText(t, issue.error) : null}
          onClose={close}
          onIssue={(email) =>
            issue.mutate(
              { id: open.coupon.id, email },
              {
                onSuccess: ({ coupon }) =>
                  finish(t('console.benefits.issuedTo', { name: coupon.name, email })),
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={open?.step === 'deactivate'}
        busy={deactivate.isPending}
        danger
        title={t('console.benefits.deactivateTitle', {
          name: open?.step === 'deactivate' ? open.coupon.name : '',
        })}
        confirmLabel={t('console.benefits.deactivateSubmit')}
        cancelLabel={t('console.benefits.close')}
        onClose={close}
        onConfirm={() => {
          if (open?.step !== 'deactivate') return;
          deactivate.mutate(open.coupon.id, {
            onSuccess: ({ coupon }) =>
              finish(t('console.benefits.deactivated', { name: coupon.name })),
          });
        }}
      >
        <p>{t('console.benefits.deactivateBody')}</p>
        {deactivate.isError ? (
          <div className="mt-m">
            <ActionError message={errorText(t, deactivate.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
      <Toast message={done} onDone={() => setDone(null)} offset="24px" />
    </ConsolePage>
  );
}
