import { Outlet, createFileRoute } from '@tanstack/react-router';

/** The landing page's own layout (spec §2): the column without the bottom nav. */
export const Route = createFileRoute('/_landing')({
  component: LandingLayout,
});

function LandingLayout() {
  return (
    <div className="app-column">
      <Outlet />
    </div>
  );
}
