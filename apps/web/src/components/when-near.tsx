import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Half a screen below the viewport: far enough ahead that the content is there when it is seen. */
const AHEAD = '0px 0px 50% 0px';

/**
 * Whether the element behind the returned ref has come within `rootMargin` of the viewport. Once
 * true it stays true. Without IntersectionObserver (tests, old WebViews) it turns true right after
 * the first render. The first render is "not near" (unless `initially`), in the browser as on the
 * server, so a server-rendered page hydrates without a mismatch.
 */
export function useNear<T extends Element>(
  rootMargin = AHEAD,
  /** Near from the first render (on the server too): what the first screen must show. */
  initially = false,
): [RefObject<T | null>, boolean] {
  const [near, setNear] = useState(initially);
  const spot = useRef<T>(null);
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing can tell when it comes near: show it now, in the commit after the first render.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off switch after hydration, not state derived from props
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [spot, near];
}

export interface WhenNearProps {
  children: ReactNode;
  /** Classes of the empty box held until then (its height keeps the page from jumping). */
  placeholderClassName: string;
  /** How far ahead of the viewport to start: half a screen below it by default. */
  rootMargin?: string;
}

/**
 * Renders `children` once the spot comes within `rootMargin` of the viewport, and keeps them from
 * then on. For sections far under the first screen (the detail screen's reviews and related
 * products): their requests, renders, pictures and layouts wait until a visitor scrolls toward
 * them, instead of all landing on the main thread while the page starts.
 */
export function WhenNear({ children, placeholderClassName, rootMargin }: WhenNearProps) {
  const [spot, near] = useNear<HTMLDivElement>(rootMargin);
  if (near) return children;
  return <div ref={spot} aria-hidden="true" className={placeholderClassName} />;
}
