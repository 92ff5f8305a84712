import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS, type CancelReason } from '@chorok/contract';
import { ChoiceCards } from '@/components/ui/choice-cards';

/** Why the buyer cancels: the contract's reasons as choice cards. */
export function CancelReasonChoices({
  value,
  onChange,
  legend,
  name,
}: {
  value: CancelReason | null;
  onChange: (reason: CancelReason) => void;
  legend: string;
  /** The radio group's name, unique on the page. */
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceCards
      options={CANCEL_REASONS}
      value={value}
      onChange={onChange}
      legend={legend}
      labelOf={(reason) => t(`orders.reason.${reason}`)}
      name={name}
    />
  );
}
