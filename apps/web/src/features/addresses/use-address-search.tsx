import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PostalAddress } from '@chorok/contract';
import { isInNativeApp } from '@/native/shell';
import { AddressSearchSheet } from '@/features/addresses/address-search-sheet';
import {
  daumPostcodeState,
  loadDaumPostcode,
  toPostalAddress,
  type DaumPostcodeApi,
} from '@/features/addresses/daum-postcode';

export interface AddressSearch {
  /** Opens Daum's search window when its script is ready, our own search sheet otherwise. */
  open: () => void;
  /** Our sheet, to render where the form is. */
  sheet: ReactNode;
}

/**
 * One way to ask for an address, two services behind it. Daum's script starts loading when the
 * form appears (never inside the native app, whose WebView does not open its window); a tap
 * uses it only if it is already there, so its window opens straight from the tap and no popup
 * blocker stops it. Otherwise — still loading, offline, refused by the page's CSP — the tap opens
 * our own search, which gives the same fields.
 */
export function useAddressSearch(onSelect: (address: PostalAddress) => void): AddressSearch {
  const [sheetOpen, setSheetOpen] = useState(false);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  useEffect(() => {
    if (!isInNativeApp()) loadDaumPostcode().catch(() => undefined);
  }, []);

  const open = () => {
    const daum = window.daum as DaumPostcodeApi | undefined;
    if (!isInNativeApp() && daumPostcodeState() === 'ready' && daum) {
      try {
        new daum.Postcode({
          oncomplete: (data) => onSelectRef.current(toPostalAddress(data)),
        }).open({ autoClose: true });
        return;
      } catch {
        // Daum's window could not open (popup blocked, script changed): use our own search.
      }
    }
    setSheetOpen(true);
  };

  const sheet = (
    <AddressSearchSheet
      open={sheetOpen}
      onOpenChange={setSheetOpen}
      onSelect={(address) => {
        setSheetOpen(false);
        onSelectRef.current(address);
      }}
    />
  );
  return { open, sheet };
}
