import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  claimsRoutes,
  type ClaimCreateBody,
  type Order,
  type UploadedPhoto,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { photoTypeOf } from '@/features/reviews/write-queries';
import { orderDetailKey, storeOrder, useUserId } from '@/features/orders/queries';

/**
 * POST /claims/photos: the review photo pipeline under the claims' own address (checked by its
 * bytes, re-encoded, metadata stripped) → the photo's id for createClaim.
 */
export async function uploadClaimPhoto(file: File, signal?: AbortSignal): Promise<UploadedPhoto> {
  const type = photoTypeOf(file) ?? file.type;
  const body = file.type === type ? file : file.slice(0, file.size, type);
  return (await request(claimsRoutes.uploadClaimPhoto, {}, { rawBody: body, signal })).data;
}

function useClaimMutation<V>(orderId: number, call: (variables: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      if (userId !== null && order.id === orderId) storeOrder(queryClient, userId, order);
    },
    // A refusal usually means the order moved on (the claim was decided meanwhile).
    onError: () => {
      if (userId !== null)
        void queryClient.invalidateQueries({ queryKey: orderDetailKey(userId, orderId) });
    },
  });
}

/** POST /orders/:id/claims: the order with its new claim. */
export function useCreateClaim(orderId: number) {
  return useClaimMutation(
    orderId,
    async (body: ClaimCreateBody) =>
      (await request(claimsRoutes.createClaim, { params: { id: orderId }, body })).data,
  );
}

/** POST /orders/:orderId/claims/:claimId/withdraw, while the claim waits. */
export function useWithdrawClaim(orderId: number) {
  return useClaimMutation(
    orderId,
    async (claimId: number) =>
      (await request(claimsRoutes.withdrawClaim, { params: { orderId, claimId } })).data,
  );
}
