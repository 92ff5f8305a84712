import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditScreen } from '@/features/profile/profile-edit-screen';

export const Route = createFileRoute('/_main/profile/edit')({
  staticData: { hideNav: true },
  component: ProfileEditScreen,
});
