import { ConsoleLink } from '@/features/console/console-link';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AUDIT_CLI_ACTOR, AUDIT_SYSTEM_ACTOR, type AuditEntry } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { formatPrice } from '@/lib/format';
import { formatDateTime } from '@/features/orders/format';

/*
 * The audit log as a person reads it (decision 0043): who, what in Korean, about what, and each
 * changed field as before → after. An action or field this screen has no words for yet shows as
 * the server names it, never as nothing.
 */

/** '주문 발송', '리뷰 숨김', '역할 변경' … or the action's own name. */
export const actionText = (t: TFunction, action: string) =>
  t(`console.audit.action.${action.replaceAll('.', '_')}`, { defaultValue: action });

export const actorText = (t: TFunction, entry: AuditEntry) =>
  entry.actor.label === AUDIT_CLI_ACTOR
    ? t('console.audit.cli')
    : entry.actor.label === AUDIT_SYSTEM_ACTOR
      ? t('console.audit.system')
      : entry.actor.label;

const fieldLabel = (t: TFunction, field: string) =>
  t(`console.audit.field.${field}`, { defaultValue: field });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Order lines as the steps record them ([{ id, status }]): each state with how many. */
function linesText(t: TFunction, lines: unknown[]): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (!isRecord(line) || typeof line.status !== 'string') return null;
    counts.set(line.status, (counts.get(line.status) ?? 0) + 1);
  }
  return [...counts]
    .map(([status, count]) =>
      t('console.audit.lines', {
        status: t(`orders.status.${status}`, { defaultValue: status }),
        count,
      }),
    )
    .join(', ');
}

const PRICE_FIELDS = new Set(['price', 'salePrice', 'refundAmount']);
const TIME_FIELDS = new Set(['publishedAt', 'unpublishedAt']);

function valueText(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('console.audit.none');
  if (typeof value === 'boolean') return t(value ? 'console.audit.yes' : 'console.audit.no');
  if (typeof value === 'number')
    return PRICE_FIELDS.has(field) ? formatPrice(value) : String(value);
  if (typeof value === 'string') {
    if (field === 'role') return t(`console.role.${value}`, { defaultValue: value });
    if (field === 'status')
      return t(`orders.status.${value}`, {
        defaultValue: t(`console.products.status.${value}`, { defaultValue: value }),
      });
    if (field === 'reason')
      return t(`console.stock.reasonValue.${value}`, {
        defaultValue: t(`console.cancel.reasons.${value}`, { defaultValue: value }),
      });
    if (field === 'courier') return t(`orders.courier.${value}`, { defaultValue: value });
    if (field === 'category')
      return t(`console.products.category.${value}`, {
        defaultValue: t(`life.categories.${value}`, { defaultValue: value }),
      });
    if (field === 'managedBy')
      return t(`console.articles.managedBy.${value}`, { defaultValue: value });
    if (TIME_FIELDS.has(field)) return formatDateTime(value);
    if (field === 'difficulty' || field === 'size')
      return t(`console.product.${field}Value.${value}`, { defaultValue: value });
    return value;
  }
  if (Array.isArray(value)) {
    const lines = field === 'lines' ? linesText(t, value) : null;
    return lines ?? value.map((item) => valueText(t, field, item)).join(', ');
  }
  if (isRecord(value)) {
    // A parcel reads as it is written on the label: 'CJ대한통운 654321098765'.
    const { courier, trackingNumber, ...rest } = value;
    const parcel =
      typeof courier === 'string' && typeof trackingNumber === 'string'
        ? [`${valueText(t, 'courier', courier)} ${trackingNumber}`]
        : [];
    const others = Object.entries(parcel.length > 0 ? rest : value).map(
      ([key, item]) => `${fieldLabel(t, key)} ${valueText(t, key, item)}`,
    );
    return [...parcel, ...others].join(', ');
  }
  return String(value);
}

interface Change {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/**
 * One field's change. An object both before and after (a parcel) shows only what moved in it,
 * named for what it is ('택배 CJ대한통운 654321098765 · 도착: 아니요 → 예').
 */
function changeOf(t: TFunction, field: string, before: unknown, after: unknown): Change[] {
  const label = fieldLabel(t, field);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const moved = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    const same = Object.fromEntries(
      keys.filter((key) => !moved.includes(key)).map((key) => [key, after[key]]),
    );
    const named = Object.keys(same).length > 0 ? `${label} ${valueText(t, field, same)}` : label;
    return moved.map((key) => ({
      field: `${field}.${key}`,
      label: `${named} · ${fieldLabel(t, key)}`,
      before: key in before ? valueText(t, key, before[key]) : null,
      after: key in after ? valueText(t, key, after[key]) : null,
    }));
  }
  return [
    {
      field,
      label,
      before: before === undefined ? null : valueText(t, field, before),
      after: after === undefined ? null : valueText(t, field, after),
    },
  ];
}

/** Each field the action touched: its name, what it was and what it became. */
export function changesOf(t: TFunction, entry: AuditEntry) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => changeOf(t, field, before[field], after[field]));
}

export function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = changesOf(t, entry);
  if (changes.length === 0) return <span className="text-gray-60">—</span>;
  return (
    <ul className="flex flex-col gap-2">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="text-gray-60">{change.label}</span>{' '}
          {change.before !== null ? <span className="text-gray-70">{change.before}</span> : null}
          {change.before !== null && change.after !== null ? (
            <>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">{`${t('console.audit.became')} `}</span>
            </>
          ) : null}
          {change.after !== null ? (
            <span className="font-medium text-gray-100">{change.after}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The entry's target: an order or a product links to its page; others are named by kind and id. */
export function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const name = t(`console.audit.target.${entry.targetType}`, { id: entry.targetId });
  if (entry.targetType === 'ORDER')
    return (
      <ConsoleLink
        to="/admin/orders/$orderId"
        params={{ orderId: entry.targetId }}
        className="font-medium text-blue underline-offset-2 hover:underline"
      >
        {name}
      </ConsoleLink>
    );
  if (entry.targetType === 'PRODUCT')
    return (
      <ConsoleLink
        to="/admin/products/$productId"
        params={{ productId: entry.targetId }}
        className="font-medium text-blue underline-offset-2 hover:underline"
      >
        {name}
      </ConsoleLink>
    );
  if (entry.targetType === 'CURATION')
    return (
      <ConsoleLink
        to="/admin/articles/$articleId"
        params={{ articleId: entry.targetId }}
        className="font-medium text-blue underline-offset-2 hover:underline"
      >
        {name}
      </ConsoleLink>
    );
  return <span className="text-gray-90">{name}</span>;
}

/**
 * Entries as a list: the audit screen's cards on a phone, and an order's own history (`compact`,
 * without the target, which is the order itself).
 */
export function AuditEntries({
  entries,
  compact = false,
}: {
  entries: AuditEntry[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex flex-col divide-y divide-gray-20', !compact && 'lg:hidden')}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-2 py-m text-14 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-x-s">
            <span className="font-bold text-gray-100">{actionText(t, entry.action)}</span>
            <time dateTime={entry.createdAt} className="price-nums text-13 text-gray-60">
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          <p className="text-13 text-gray-70">
            {t('console.audit.by', { actor: actorText(t, entry) })}
            {compact ? null : (
              <>
                {' · '}
                <Target entry={entry} />
              </>
            )}
          </p>
          <div className="text-13">
            <Changes entry={entry} />
          </div>
        </li>
      ))}
    </ul>
  );
}
