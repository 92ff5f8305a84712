import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';
import { InstructionScreen } from '@/features/instruction/instruction-screen';

export const Route = createFileRoute('/_main/instruction')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: InstructionScreen,
});
