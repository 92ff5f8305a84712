import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` each time the returned ref's element scrolls to within `rootMargin` of the
 * viewport (IntersectionObserver), while `enabled`. Browsers without the observer get nothing and
 * rely on the visible "more" button next to the element.
 */
export function useOnVisible<T extends Element>(
  onVisible: () => void,
  { enabled = true, rootMargin = '600px 0px' }: { enabled?: boolean; rootMargin?: string } = {},
) {
  const [element, setElement] = useState<T | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, rootMargin]);
  return setElement;
}
