import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router';

const restorationOf = (keepsFirstScroll: boolean) => {
  const router = createAppRouter(new QueryClient(), {
    history: createMemoryHistory({ initialEntries: ['/home'] }),
    keepsFirstScroll,
  });
  const option = router.options.scrollRestoration;
  const location = router.latestLocation;
  return () => (typeof option === 'function' ? option({ location }) : option);
};

describe('scroll restoration', () => {
  it('leaves a server-rendered page’s first render where the visitor has scrolled, and works from then on', () => {
    const restore = restorationOf(true);
    expect(restore()).toBe(false);
    expect(restore()).toBe(true);
    expect(restore()).toBe(true);
  });

  it('restores from the first render of a page the app draws itself', () => {
    const restore = restorationOf(false);
    expect(restore()).toBe(true);
  });
});
