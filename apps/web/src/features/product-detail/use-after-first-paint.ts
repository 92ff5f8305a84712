import { useEffect, useState } from 'react';

/**
 * False for the render that first puts the screen up, true from the task after it was painted.
 * Sections below the fold wait for it: the first render (which shows the largest picture) stays
 * short, and their requests (reviews, related products) do not compete with that picture.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
