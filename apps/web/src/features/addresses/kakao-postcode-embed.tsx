import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostalAddress } from '@chorok/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { loadDaumPostcode, toPostalAddress } from '@/features/addresses/daum-postcode';

/**
 * The Kakao postcode search drawn inside the sheet (`embed()`), filling it. While the script
 * loads it shows a placeholder; when the script cannot load (blocked, offline, too slow) it
 * hands over to our own search through `onUnavailable`.
 */
export function KakaoPostcodeEmbed({
  onSelect,
  onUnavailable,
}: {
  onSelect: (address: PostalAddress) => void;
  onUnavailable: () => void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const handlers = useRef({ onSelect, onUnavailable, frameTitle: t('addresses.daum.frameTitle') });
  useEffect(() => {
    handlers.current = { onSelect, onUnavailable, frameTitle: t('addresses.daum.frameTitle') };
  });

  useEffect(() => {
    let gone = false;
    let naming: MutationObserver | undefined;
    loadDaumPostcode().then(
      (api) => {
        const element = frame.current;
        if (gone || !element) return;
        // The service's frame has no name of its own: give it ours, whenever it is drawn.
        const name = () =>
          element
            .querySelectorAll('iframe:not([title])')
            .forEach((iframe) => iframe.setAttribute('title', handlers.current.frameTitle));
        naming = new MutationObserver(name);
        naming.observe(element, { childList: true, subtree: true });
        try {
          new api.Postcode({
            oncomplete: (data) => handlers.current.onSelect(toPostalAddress(data)),
            width: '100%',
            height: '100%',
          }).embed(element, { autoClose: false });
        } catch {
          handlers.current.onUnavailable();
          return;
        }
        name();
        setReady(true);
      },
      () => {
        if (!gone) handlers.current.onUnavailable();
      },
    );
    return () => {
      gone = true;
      naming?.disconnect();
    };
  }, []);

  return (
    <div className="relative -mx-l min-h-[420px] flex-1">
      <div ref={frame} className="absolute inset-0" />
      {ready ? null : (
        <div role="status" className="absolute inset-0 flex flex-col gap-m px-l pt-s">
          <p className="text-14 text-gray-60">{t('addresses.daum.loading')}</p>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-20 w-4/5" />
          <Skeleton className="h-20 w-3/5" />
        </div>
      )}
    </div>
  );
}
