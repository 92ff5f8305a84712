import { Outlet, createFileRoute } from '@tanstack/react-router';
import { MainColumn } from '@/app/main-column';

/** The main layout (spec §2): the content column and, unless a matched route hides it, the bottom nav. */
export const Route = createFileRoute('/_main')({
  component: MainLayout,
});

function MainLayout() {
  return (
    <MainColumn>
      <Outlet />
    </MainColumn>
  );
}
