import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '@/features/console/audit-screen';
import type { AuditSearch } from '@/features/console/search';
import { readAuditSearch } from '@/features/console/search';

export const Route = createFileRoute('/admin/audit')({
  // Passed through here and read in the screen's chunk (features/console/search.ts).
  validateSearch: (search: Record<string, unknown>) => search as AuditSearch,
  component: AuditRoute,
});

function AuditRoute() {
  const navigate = Route.useNavigate();
  return (
    <AuditScreen
      search={readAuditSearch(Route.useSearch())}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
