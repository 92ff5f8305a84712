import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_TARGETS } from '@chorok/contract';
import { ClockIcon } from '@/components/ui/icons/clock';
import { formatDateTime } from '@/features/orders/format';
import { useConsoleSearch } from '@/features/console/console-link';
import { ConsoleList } from '@/features/console/console-list';
import {
  AuditEntries,
  Changes,
  Target,
  actionText,
  actorText,
} from '@/features/console/audit-parts';
import {
  Chip,
  ChipGroup,
  ConsoleButton,
  ConsolePage,
  Panel,
} from '@/features/console/console-parts';
import { adminAuditQueryOptions } from '@/features/console/queries';
import { auditListQuery, type AuditSearch, readAuditSearch } from '@/features/console/search';

const TH = 'px-s py-s text-left text-13 font-bold whitespace-nowrap text-gray-70';
const TD = 'px-s py-m align-top';

/** /admin/audit (활동 기록): every operator action, newest first, by kind of target. */
export function AuditScreen({
  search,
  onSearch,
}: {
  search: AuditSearch;
  onSearch: (search: AuditSearch) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(adminAuditQueryOptions(auditListQuery(search)));
  const one = search.targetType && search.targetId ? search : null;

  return (
    <ConsolePage title={t('console.audit.title')} description={t('console.audit.description')}>
      <Panel>
        <ChipGroup label={t('console.audit.targetLabel')}>
          <Chip selected={!search.targetType} onClick={() => onSearch({})}>
            {t('console.audit.all')}
          </Chip>
          {AUDIT_TARGETS.map((target) => (
            <Chip
              key={target}
              selected={search.targetType === target && !search.targetId}
              onClick={() => onSearch({ targetType: target })}
            >
              {t(`console.audit.targetKind.${target}`)}
            </Chip>
          ))}
        </ChipGroup>
        {one ? (
          <p className="mt-m flex flex-wrap items-center gap-s text-14 text-gray-80">
            {t('console.audit.onlyOne', {
              target: t(`console.audit.target.${one.targetType}`, { id: one.targetId }),
            })}
            <ConsoleButton onClick={() => onSearch({})}>{t('console.audit.showAll')}</ConsoleButton>
          </p>
        ) : null}
      </Panel>
      <Panel className="lg:px-m">
        <ConsoleList
          area="audit"
          query={query}
          icon={<ClockIcon size={30} />}
          onPage={(page) => onSearch({ ...search, page })}
          skeleton={['h-56 w-full', 'h-56 w-full', 'h-56 w-full']}
        >
          {(rows) => (
            <>
              <table className="hidden w-full border-collapse text-14 lg:table">
                <caption className="sr-only">{t('console.audit.caption')}</caption>
                <thead className="border-b border-gray-30">
                  <tr>
                    <th scope="col" className={TH}>
                      {t('console.audit.column.when')}
                    </th>
                    <th scope="col" className={TH}>
                      {t('console.audit.column.who')}
                    </th>
                    <th scope="col" className={TH}>
                      {t('console.audit.column.what')}
                    </th>
                    <th scope="col" className={TH}>
                      {t('console.audit.column.target')}
                    </th>
                    <th scope="col" className={TH}>
                      {t('console.audit.column.change')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-20">
                  {rows.map((entry) => (
                    <tr key={entry.id}>
                      <td className={`${TD} price-nums whitespace-nowrap text-gray-80`}>
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </td>
                      <td className={`${TD} max-w-200 break-words text-gray-90`}>
                        {actorText(t, entry)}
                      </td>
                      <td className={`${TD} font-bold whitespace-nowrap text-gray-100`}>
                        {actionText(t, entry.action)}
                      </td>
                      <td className={`${TD} whitespace-nowrap`}>
                        <Target entry={entry} />
                      </td>
                      <td className={`${TD} text-13`}>
                        <Changes entry={entry} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <AuditEntries entries={rows} />
            </>
          )}
        </ConsoleList>
      </Panel>
    </ConsolePage>
  );
}

/** The console route: the address's search, read here, in the screen's chunk. */
export function AuditRoute() {
  const [search, onSearch] = useConsoleSearch(readAuditSearch);
  return <AuditScreen search={search} onSearch={onSearch} />;
}
