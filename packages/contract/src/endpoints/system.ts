import * as z from 'zod/mini';
import '../zod-setup.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';

export const AppConfig = z.object({
  demoSignIn: z.boolean(),
  providers: z.object({ kakao: z.boolean(), naver: z.boolean(), apple: z.boolean() }),
  supportEmail: z.string(),
  /**
   * Image hosts (spec §3): image URLs on `assetHost` (or relative `/images/…` when it is null)
   * are loaded from `cdnHost` instead when that is set. Origins, no trailing slash.
   */
  images: z.object({ assetHost: z.nullable(z.string()), cdnHost: z.nullable(z.string()) }),
  /** The Kakao app's JavaScript key (KAKAO_JS_KEY) for KakaoTalk sharing; null → not configured. */
  kakaoJsKey: z.nullish(z.string()),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const PageViewBody = z.strictObject({
  path: z
    .string()
    .check(z.trim(), z.startsWith('/', { error: MESSAGES.pathFormat }), z.maxLength(512)),
  referrer: z.optional(z.string().check(z.maxLength(1024))),
});

export const systemEndpoints = {
  health: defineEndpoint({
    id: 'health',
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check',
    tag: 'system',
    auth: 'none',
    data: z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeS: z.number() }),
  }),
  appConfig: defineEndpoint({
    id: 'appConfig',
    method: 'GET',
    path: '/app-config',
    summary: 'Public configuration the web app needs (sign-in methods, image hosts, sharing key)',
    tag: 'system',
    auth: 'none',
    data: AppConfig,
  }),
  recordPageView: defineEndpoint({
    id: 'recordPageView',
    method: 'POST',
    path: '/analytics/page-views',
    summary: 'Record a page view by path (the signed-in user is attached when a token is sent)',
    tag: 'system',
    auth: 'optional',
    body: PageViewBody,
    data: z.object({ recorded: z.literal(true) }),
    successStatus: 201,
  }),
} as const;
