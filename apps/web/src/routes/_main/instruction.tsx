import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { requireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/_main/instruction')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: InstructionRoute,
});

function InstructionRoute() {
  return <PreparingScreen titleKey="routes.instruction" />;
}
