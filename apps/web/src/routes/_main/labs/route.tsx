import { Outlet, createFileRoute } from '@tanstack/react-router';

/** The labs tools fill the screen: no bottom nav (spec §2). */
export const Route = createFileRoute('/_main/labs')({
  staticData: { hideNav: true },
  component: Outlet,
});
