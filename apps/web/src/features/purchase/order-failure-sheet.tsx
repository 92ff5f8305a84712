import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';

/**
 * Why the order was refused, and the way back to fix it; a refusal over the coupon or 적립금
 * (`benefit`) has no way back, the sheet itself is where it is fixed.
 */
export function OrderFailureSheet({
  failure,
  onClose,
  wayBack,
}: {
  failure: { message: string; benefit: boolean } | null;
  onClose: () => void;
  wayBack: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={failure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('purchase.errors.title')}
      description={failure?.message ?? ''}
    >
      <div className="flex flex-col gap-s">
        {failure?.benefit ? null : wayBack}
        <Button onClick={onClose}>{t('ui.confirm')}</Button>
      </div>
    </Drawer>
  );
}
