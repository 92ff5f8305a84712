import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/profile/address')({
  staticData: { hideNav: true },
  component: ProfileAddressRoute,
});

function ProfileAddressRoute() {
  return <PreparingScreen titleKey="routes.address" />;
}
