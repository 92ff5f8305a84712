import { useEffect } from 'react';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { MainColumn } from '@/app/main-column';

const withoutHash = (url: string) => url.split('#', 1)[0];

/** Whether the document on screen is the one the server sent for this address. */
function servedForThisAddress(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return !entry || withoutHash(entry.name) === withoutHash(window.location.href);
}

/**
 * An address no route matches: "Not Found" inside the main column, as any screen of the app. Reached
 * inside the app (a sign-in's way back, a notification), it may be a page of the site this router
 * does not have — the console, its own entry (decision 0043): the server decides, by a full page
 * load, and answers an address that is nobody's with this screen again.
 */
export function RootNotFound() {
  const leave = typeof window !== 'undefined' && !servedForThisAddress();
  useEffect(() => {
    if (leave) window.location.replace(window.location.href);
  }, [leave]);
  if (leave) return null;
  return (
    <MainColumn>
      <NotFoundScreen />
    </MainColumn>
  );
}
