import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditScreen } from '@/features/profile/profile-edit-screen';
import { ProfileEditSearch } from '@/features/profile/search';

export const Route = createFileRoute('/_main/profile/edit')({
  validateSearch: ProfileEditSearch,
  staticData: { hideNav: true },
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  return <ProfileEditScreen search={Route.useSearch()} />;
}
