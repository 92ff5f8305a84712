import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearProps {
  children: ReactNode;
  /** Classes of the empty box held until then (its height keeps the page from jumping). */
  placeholderClassName: string;
  /** How far ahead of the viewport to start: half a screen below it by default. */
  rootMargin?: string;
}

/**
 * Renders `children` once the spot comes within `rootMargin` of the viewport, and keeps them from
 * then on. For the detail screen's sections far under the first screen (reviews, related
 * products): their requests, renders, pictures and layouts wait until a visitor scrolls toward
 * them, instead of all landing on the main thread while the page starts. Without
 * IntersectionObserver they render at once.
 */
export function WhenNear({
  children,
  placeholderClassName,
  rootMargin = '0px 0px 50% 0px',
}: WhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  if (near) return children;
  return <div ref={spot} aria-hidden="true" className={placeholderClassName} />;
}
