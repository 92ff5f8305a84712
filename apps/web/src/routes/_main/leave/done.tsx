import { createFileRoute } from '@tanstack/react-router';
import { LeaveDoneScreen } from '@/features/profile/leave-done-screen';

/** After leaving (탈퇴): says it is done; only a leave made in this tab unlocks it. */
export const Route = createFileRoute('/_main/leave/done')({
  staticData: { hideNav: true },
  component: LeaveDoneScreen,
});
