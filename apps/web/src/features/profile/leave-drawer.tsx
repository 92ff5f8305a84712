import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';

export interface LeaveDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}

const ERASED = ['account', 'plants', 'shopping'] as const;

/** What leaving erases, and the last chance to stay. A module of its own so vaul loads on demand. */
export function LeaveDrawer({ open, onOpenChange, onConfirm, pending }: LeaveDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.leave.title')}
      description={t('profile.leave.description')}
    >
      <ul className="flex flex-col gap-s rounded-lg bg-gray-10 p-m text-14 text-gray-80">
        {ERASED.map((key) => (
          <li key={key} className="flex gap-s">
            <span aria-hidden="true" className="mt-8 size-4 shrink-0 rounded-full bg-red" />
            {t(`profile.leave.items.${key}`)}
          </li>
        ))}
      </ul>
      <p className="mt-m text-13 text-gray-60">{t('profile.leave.kept')}</p>
      <p className="mt-min text-13 text-gray-60">{t('profile.leave.again')}</p>
      <div className="mt-l flex flex-col gap-s">
        <Button variant="done" onClick={() => onOpenChange(false)} disabled={pending}>
          {t('profile.leave.cancel')}
        </Button>
        <Button danger variant={pending ? 'progress' : 'cta'} onClick={onConfirm}>
          {t('profile.leave.confirm')}
        </Button>
      </div>
    </Drawer>
  );
}
