import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IsoDateTime, RouteId } from '../common.ts';
import { MESSAGES } from '../messages.ts';

export const User = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  level: z.number().int(),
  phoneNumber: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type User = z.infer<typeof User>;

/** 2–12 characters of Hangul, Latin letters or digits. */
export const Nickname = z
  .string({ error: MESSAGES.nicknameFormat })
  .trim()
  .regex(/^[가-힣a-zA-Z0-9]{2,12}$/, { error: MESSAGES.nicknameFormat });
export const PersonName = z.string({ error: MESSAGES.nameFormat }).trim().min(1, { error: MESSAGES.nameFormat }).max(20, { error: MESSAGES.nameFormat });

export const UserIdParams = z.object({ id: RouteId() });

export const UpdateUserBody = z
  .object({ name: PersonName.optional(), nickname: Nickname.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: MESSAGES.invalidInput });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const ExistNicknameQuery = z.object({ nickname: z.string().trim().min(1).max(40) });

export const DeviceInfoBody = z
  .object({
    fcmToken: z.string().trim().min(1).max(4096),
    deviceType: z.enum(['ios', 'android', 'web']),
    deviceModel: z.string().trim().min(1).max(200),
  })
  .strict();
export type DeviceInfoBody = z.infer<typeof DeviceInfoBody>;
export const DeviceInfo = DeviceInfoBody.extend({ id: z.number().int() });

export const usersEndpoints = {
  getMe: defineEndpoint({
    id: 'getMe',
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user',
    tag: 'users',
    auth: 'required',
    data: User,
  }),
  existNickname: defineEndpoint({
    id: 'existNickname',
    method: 'GET',
    path: '/users/exist-nickname',
    summary: 'Whether a nickname is taken (by anyone but the caller)',
    tag: 'users',
    auth: 'required',
    query: ExistNicknameQuery,
    data: z.object({ isExist: z.boolean() }),
  }),
  updateUser: defineEndpoint({
    id: 'updateUser',
    method: 'PATCH',
    path: '/users/:id',
    summary: 'Update own profile (name, nickname)',
    tag: 'users',
    auth: 'required',
    params: UserIdParams,
    body: UpdateUserBody,
    data: User,
  }),
  saveDeviceInfo: defineEndpoint({
    id: 'saveDeviceInfo',
    method: 'POST',
    path: '/users/:id/device-info',
    summary: 'Register a device push token for the signed-in user',
    tag: 'users',
    auth: 'required',
    params: UserIdParams,
    body: DeviceInfoBody,
    data: DeviceInfo,
    successStatus: 201,
  }),
} as const;
