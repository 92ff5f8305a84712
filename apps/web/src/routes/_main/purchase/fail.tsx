import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { SearchText } from '@/features/app/search-params';

const PurchaseFailSearch = z.object({
  code: z.optional(SearchText),
  message: z.optional(SearchText),
  orderId: z.optional(SearchText),
});

export const Route = createFileRoute('/_main/purchase/fail')({
  validateSearch: PurchaseFailSearch,
  component: PurchaseFailRoute,
});

function PurchaseFailRoute() {
  return <PreparingScreen titleKey="routes.purchaseFail" />;
}
