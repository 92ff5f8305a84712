import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { SearchInt, SearchText } from '@/features/app/search-params';

/** The card payment provider returns here with what the confirm call needs (spec §2/§7). */
const PurchaseSuccessSearch = z.object({
  addressId: z.optional(SearchInt),
  paymentKey: z.optional(SearchText),
  orderId: z.optional(SearchText),
  amount: z.optional(SearchInt),
});

export const Route = createFileRoute('/_main/purchase/success')({
  validateSearch: PurchaseSuccessSearch,
  component: PurchaseSuccessRoute,
});

function PurchaseSuccessRoute() {
  return <PreparingScreen titleKey="routes.purchaseSuccess" />;
}
