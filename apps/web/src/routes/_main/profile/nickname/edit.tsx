import { createFileRoute } from '@tanstack/react-router';
import { NicknameEditScreen } from '@/features/profile/nickname-edit-screen';

export const Route = createFileRoute('/_main/profile/nickname/edit')({
  staticData: { hideNav: true },
  component: NicknameEditScreen,
});
