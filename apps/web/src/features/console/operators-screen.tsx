import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Toast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/use-session';
import { ActionError, ConsoleButton, ConsolePage, Panel } from '@/features/console/console-parts';
import { AddOperatorForm } from '@/features/console/add-operator-form';
import { useOperators, useSetRole } from '@/features/console/queries';

function OperatorRow({
  operator,
  isMe,
  canManage,
  onRevoke,
}: {
  operator: Operator;
  isMe: boolean;
  canManage: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-s py-m first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-s text-15 font-bold text-gray-100">
          {operator.name}
          <Badge variant={operator.role === 'OWNER' ? 'default' : 'secondary'}>
            {t(`console.role.${operator.role}`)}
          </Badge>
          {isMe ? <Badge variant="outline">{t('console.operators.me')}</Badge> : null}
        </p>
        <p className="mt-2 text-14 break-all text-gray-70">{operator.email ?? '—'}</p>
      </div>
      {canManage ? (
        <ConsoleButton
          tone="danger"
          aria-label={t('console.operators.revokeLabel', { name: operator.name })}
          onClick={onRevoke}
        >
          {t('console.operators.revoke')}
        </ConsoleButton>
      ) : null}
    </li>
  );
}

/**
 * /admin/operators (운영자): who may use the console. An OWNER adds a member by e-mail as an
 * OPERATOR or OWNER, and takes the role away after asking; the server keeps the last OWNER.
 */
export function OperatorsScreen() {
  const { t } = useTranslation();
  const me = useSession().user;
  const isOwner = me?.role === 'OWNER';
  const query = useOperators();
  const setRole = useSetRole();
  const [revoking, setRevoking] = useState<Operator | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const closeRevoke = () => {
    setRevoking(null);
    setRole.reset();
  };
  const revoke = () => {
    if (!revoking?.email) return;
    setRole.mutate(
      { email: revoking.email, role: 'SHOPPER' },
      {
        onSuccess: () => {
          setDone(t('console.operators.revoked', { name: revoking.name }));
          closeRevoke();
        },
      },
    );
  };

  return (
    <ConsolePage
      title={t('console.operators.title')}
      description={t('console.operators.description')}
    >
      {isOwner ? (
        <Panel title={t('console.operators.addTitle')}>
          <AddOperatorForm onAdded={setDone} />
        </Panel>
      ) : (
        <p className="rounded-md bg-white px-m py-s text-14 text-gray-70 shadow-card">
          {t('console.operators.ownerOnly')}
        </p>
      )}
      <Panel title={t('console.operators.listTitle')}>
        {query.isError ? (
          <LoadError
            size="section"
            title={t('console.operators.loadFailed')}
            detail={errorText(t, query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <ListSkeleton className="flex flex-col gap-s" bars={['h-56 w-full', 'h-56 w-full']} />
        ) : (
          <ul aria-label={t('console.operators.listTitle')} className="divide-y divide-gray-20">
            {query.data.map((operator) => (
              <OperatorRow
                key={operator.userId}
                operator={operator}
                isMe={operator.userId === me?.id}
                canManage={isOwner && operator.email !== null}
                onRevoke={() => {
                  setRole.reset();
                  setRevoking(operator);
                }}
              />
            ))}
          </ul>
        )}
      </Panel>
      <ConfirmDialog
        open={revoking !== null}
        busy={setRole.isPending}
        danger
        title={t('console.operators.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('console.operators.revokeSubmit')}
        cancelLabel={t('console.operators.keep')}
        onClose={closeRevoke}
        onConfirm={revoke}
      >
        <p>
          {t(
            revoking?.userId === me?.id
              ? 'console.operators.revokeSelfBody'
              : 'console.operators.revokeBody',
          )}
        </p>
        {setRole.isError ? (
          <div className="mt-m">
            <ActionError message={errorText(t, setRole.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
      <Toast message={done} onDone={() => setDone(null)} offset="24px" />
    </ConsolePage>
  );
}
