import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/profile/phone/edit')({
  staticData: { hideNav: true },
  component: ProfilePhoneEditRoute,
});

function ProfilePhoneEditRoute() {
  return <PreparingScreen titleKey="routes.phoneEdit" />;
}
