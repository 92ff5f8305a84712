import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsRoutes } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { rememberUser } from '@/lib/session/me-queries';

/** POST /users/me/phone/code: when the code expires and when another may be asked for. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: async (phoneNumber: string) =>
      (await request(accountsRoutes.requestPhoneCode, { body: { phoneNumber } })).data,
  });
}

/** POST /users/me/phone/verify: the user with the number comes back and replaces the cached one. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { phoneNumber: string; code: string }) =>
      (await request(accountsRoutes.verifyPhone, { body })).data,
    onSuccess: (user) => rememberUser(queryClient, user),
  });
}
