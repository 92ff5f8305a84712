import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { requireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/_main/cart')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: CartRoute,
});

function CartRoute() {
  return <PreparingScreen titleKey="routes.cart" />;
}
