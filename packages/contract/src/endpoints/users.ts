import * as z from 'zod/mini';
import '../zod-setup.ts';
import { defineEndpoint } from '../endpoint.ts';
import { IsoDateTime, MetadataIds, RouteId } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { USER_ROLES } from '../back-office.ts';

export const User = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  nickname: z.nullable(z.string()),
  level: z.int(),
  phoneNumber: z.nullable(z.string()),
  /** Saved questionnaire answers (metadata ids of the four question kinds); empty when none. */
  recommendMetadataIds: z.array(z.int()),
  /** SHOPPER, OPERATOR or OWNER: the last two may open the console at /admin (decision 0043). */
  role: z.enum(USER_ROLES),
  createdAt: IsoDateTime,
});
export type User = z.infer<typeof User>;

/** 2–12 characters of Hangul, Latin letters or digits. */
export const NICKNAME_PATTERN = /^[가-힣a-zA-Z0-9]{2,12}$/;
export const Nickname = z
  .string({ error: MESSAGES.nicknameFormat })
  .check(z.trim(), z.regex(NICKNAME_PATTERN, { error: MESSAGES.nicknameFormat }));
export const PersonName = z
  .string({ error: MESSAGES.nameFormat })
  .check(
    z.trim(),
    z.minLength(1, { error: MESSAGES.nameFormat }),
    z.maxLength(20, { error: MESSAGES.nameFormat }),
  );

export const UserIdParams = z.object({ id: RouteId() });

export const UpdateUserBody = z
  .strictObject({ name: z.optional(PersonName), nickname: z.optional(Nickname) })
  .check(z.refine((b) => Object.keys(b).length > 0, { error: MESSAGES.invalidInput }));
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const ExistNicknameQuery = z.object({
  nickname: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});

const deviceInfoShape = {
  fcmToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)),
  deviceType: z.enum(['ios', 'android', 'web']),
  deviceModel: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
};
export const DeviceInfoBody = z.strictObject(deviceInfoShape);
export type DeviceInfoBody = z.infer<typeof DeviceInfoBody>;
export const DeviceInfo = z.object({ ...deviceInfoShape, id: z.int() });

/**
 * The questionnaire's answers (spec §7 recommend-metadatas): ids 1…100 of GROW_PLACE, SUNLIGHT,
 * VENTILATION or PET_CHILD metadata; an empty list clears them. Replaces what was saved.
 */
export const RecommendMetadatasBody = z.strictObject({
  metadataIds: z.pipe(
    MetadataIds,
    z
      .array(z.int(), { error: MESSAGES.metadataList })
      .check(z.maxLength(20, { error: MESSAGES.metadataList })),
  ),
});
export type RecommendMetadatasBody = z.infer<typeof RecommendMetadatasBody>;

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
  saveRecommendMetadatas: defineEndpoint({
    id: 'saveRecommendMetadatas',
    method: 'POST',
    path: '/users/:id/recommend-metadatas',
    summary: "Save the caller's questionnaire answers (own id only); the user comes back",
    tag: 'users',
    auth: 'required',
    params: UserIdParams,
    body: RecommendMetadatasBody,
    data: User,
  }),
} as const;
