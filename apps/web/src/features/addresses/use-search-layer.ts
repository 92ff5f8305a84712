import { useRef } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A view over a screen kept in a search param (a form over a list), so the phone's back gesture
 * closes it. Opening pushes an entry; closing goes back to it when it was opened here, and
 * otherwise (the address was opened directly, or reloaded) replaces the entry without the param,
 * so back never leaves for another page by surprise.
 */
export function useSearchLayer<T>(setParam: (value: T | undefined, replace: boolean) => void) {
  const router = useRouter();
  const openedHere = useRef(false);
  return {
    open: (value: T) => {
      openedHere.current = true;
      setParam(value, false);
    },
    close: () => {
      if (openedHere.current) {
        openedHere.current = false;
        router.history.back();
      } else {
        setParam(undefined, true);
      }
    },
  };
}
