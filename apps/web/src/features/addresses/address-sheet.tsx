import { useTranslation } from 'react-i18next';
import type { PostalAddress } from '@chorok/contract';
import { Drawer } from '@/components/ui/drawer';
import { AddressSearchPanel } from '@/features/addresses/address-search-panel';
import { KakaoPostcodeEmbed } from '@/features/addresses/kakao-postcode-embed';
import { ManualAddressForm, ManualEntryLink } from '@/features/addresses/manual-address-form';

/**
 * What the address sheet shows: Kakao's postcode search embedded, our own search (the road-
 * address search API behind GET /addresses/search), or the address typed by hand.
 */
export type AddressSheetMode = 'kakao' | 'search' | 'manual';

export interface AddressSheetProps {
  open: boolean;
  mode: AddressSheetMode;
  onModeChange: (mode: AddressSheetMode) => void;
  onOpenChange: (open: boolean) => void;
  onSelect: (address: PostalAddress) => void;
  /** Where 주소 검색으로 돌아가기 leads from the typed address. */
  searchMode: Exclude<AddressSheetMode, 'manual'>;
}

/** The one sheet every way of giving an address opens in (decision 0022). */
export function AddressSheet({
  open,
  mode,
  onModeChange,
  onOpenChange,
  onSelect,
  searchMode,
}: AddressSheetProps) {
  const { t } = useTranslation();
  const manual = () => onModeChange('manual');
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(mode === 'manual' ? 'addresses.manual.title' : 'addresses.search.title')}
      className="h-[90dvh]"
    >
      {mode === 'kakao' ? (
        <div className="flex h-full flex-col gap-s">
          <KakaoPostcodeEmbed onSelect={onSelect} onUnavailable={() => onModeChange('search')} />
          <ManualEntryLink onManual={manual} />
        </div>
      ) : mode === 'search' ? (
        <AddressSearchPanel onSelect={onSelect} onManual={manual} />
      ) : (
        <ManualAddressForm onSelect={onSelect} onBack={() => onModeChange(searchMode)} />
      )}
    </Drawer>
  );
}
