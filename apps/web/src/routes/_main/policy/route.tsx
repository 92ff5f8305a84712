import { Outlet, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/policy')({
  staticData: { hideNav: true },
  component: Outlet,
});
