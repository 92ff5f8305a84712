import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsKind } from '@chorok/contract';
import { Drawer } from '@/components/ui/drawer';
import { errorText } from '@/lib/error-text';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { DocumentBody } from '@/features/terms/document-body';
import { RetryNotice } from '@/components/ui/retry-notice';
import { useTermsDocument } from '@/features/terms/queries';

function SheetContent({ kind, version }: { kind: TermsKind; version?: number }) {
  const { t } = useTranslation();
  const doc = useTermsDocument(kind, version);
  if (doc.isPending)
    return <ListSkeleton className="flex flex-col gap-s" bars={['h-16 w-120', 'h-200 w-full']} />;
  if (doc.isError)
    return (
      <RetryNotice
        message={t('terms.document.loadFailed', { message: errorText(t, doc.error) })}
        onRetry={() => void doc.refetch()}
      />
    );
  return <DocumentBody doc={doc.data} />;
}

interface Viewing {
  kind: TermsKind;
  title: string;
  /** The version to show (the one the user agrees to); the one in force when left out. */
  version?: number;
}

/**
 * 보기: one document's text in a sheet over the screen. `show(…)` opens it; the sheet keeps the
 * last document while it slides away.
 */
export function useDocumentSheet() {
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: Viewing) => {
    setViewing(next);
    setOpen(true);
  };
  const sheet = (
    <Drawer open={open} onOpenChange={setOpen} title={viewing?.title ?? ''}>
      {viewing ? <SheetContent kind={viewing.kind} version={viewing.version} /> : null}
    </Drawer>
  );
  return { show, sheet };
}
