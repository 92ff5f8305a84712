import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PostalAddress } from '@chorok/contract';
import { isInNativeApp } from '@/native/shell';
import { AddressSheet, type AddressSheetMode } from '@/features/addresses/address-sheet';
import { daumPostcodeState, loadDaumPostcode } from '@/features/addresses/daum-postcode';

export interface AddressSearch {
  /** Opens the address sheet: Kakao's search embedded, else our own search. */
  open: () => void;
  /** The sheet, to render where the form is. */
  sheet: ReactNode;
}

/** Kakao's search unless it is out of reach for good (refused, offline) or this is the app. */
const searchModeNow = (): Exclude<AddressSheetMode, 'manual'> =>
  !isInNativeApp() && daumPostcodeState() !== 'failed' ? 'kakao' : 'search';

/**
 * One way to ask for an address (decision 0022). Kakao's postcode script starts loading when the
 * form appears (never on first load, never inside the native app); a tap opens the sheet with
 * its search embedded — or, when the script could not load, our own search, which gives the same
 * fields. Either way the shopper may type the address by hand instead.
 */
export function useAddressSearch(onSelect: (address: PostalAddress) => void): AddressSearch {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AddressSheetMode>('search');
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  useEffect(() => {
    if (!isInNativeApp()) loadDaumPostcode().catch(() => undefined);
  }, []);

  const sheet = (
    <AddressSheet
      open={open}
      mode={mode}
      onModeChange={setMode}
      onOpenChange={setOpen}
      searchMode={searchModeNow()}
      onSelect={(address) => {
        setOpen(false);
        onSelectRef.current(address);
      }}
    />
  );
  return {
    open: () => {
      setMode(searchModeNow());
      setOpen(true);
    },
    sheet,
  };
}
