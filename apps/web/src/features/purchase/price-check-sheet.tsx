import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { CheckIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format';
import { useParticleFormats } from '@/lib/use-particle-formats';

/**
 * The server's order came to another amount than the sheet showed (a price changed meanwhile):
 * the new amount before paying it, or back to the sheet (read again).
 */
export function PriceCheckSheet({
  check,
  before,
  leaving,
  payLabel,
  onContinue,
  onClose,
}: {
  check: { path: string; amount: number } | null;
  /** The amount the sheet showed. */
  before: number;
  /** On the way to the payment page. */
  leaving: boolean;
  payLabel: (amount: number) => string;
  onContinue: (path: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useParticleFormats();
  return (
    <Drawer
      open={check !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('purchase.priceChanged.title')}
      description={t('purchase.priceChanged.body', {
        before: formatPrice(before),
        amount: formatPrice(check?.amount ?? 0),
      })}
    >
      <div className="flex flex-col gap-s">
        <Button
          variant={leaving ? 'progress' : 'cta'}
          onClick={() => {
            if (check) onContinue(check.path);
          }}
        >
          <CheckIcon size={18} />
          {payLabel(check?.amount ?? 0)}
        </Button>
        <Button variant="done" disabled={leaving} onClick={onClose}>
          {t('ui.cancel')}
        </Button>
      </div>
    </Drawer>
  );
}
