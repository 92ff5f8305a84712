import { API_BASE_PATH, KAKAO_POSTCODE } from '@chorok/contract';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { webMonitoringOrigin } from '../lib/monitoring/page-meta.ts';
import { carriesCredentials } from '../lib/credentials.ts';

const API_PREFIX = `${API_BASE_PATH}/`;

/**
 * KakaoTalk sharing through Kakao's JavaScript SDK (KAKAO_JS_KEY), allowed only when it is set:
 * the SDK's script (from the postcode service's origin), its template check against kapi on
 * phones before it hands over to KakaoTalk, and on a computer the form it posts into its sharer
 * popup, which sends a signed-out shopper on to Kakao's sign-in (form-action covers redirects).
 * Its hand-over to the app (kakaolink://, intent:) is a navigation, outside the CSP.
 */
export const KAKAO_SHARE_SOURCES = {
  script: ['https://t1.kakaocdn.net'],
  connect: ['https://kapi.kakao.com'],
  form: ['https://sharer.kakao.com', 'https://accounts.kakao.com'],
} as const;

/**
 * Helmet with a CSP for the Vite build: every script is a same-origin file (no inline script),
 * React and the UI kit set inline styles, images may be data:/blob: URLs (previews, the light
 * lab) or come from the configured image asset and CDN hosts, and the app talks only to its own
 * origin and, when monitoring is on, its error monitor's (SENTRY_WEB_DSN). The one outside script is the Kakao postcode service's, loaded by the address form,
 * and the one outside frame the search it embeds (decision 0022): exactly those two origins. With
 * KAKAO_JS_KEY, KakaoTalk sharing adds its own (KAKAO_SHARE_SOURCES).
 */
export function helmetOptions(
  publicOrigin: string,
  imageOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
  kakaoShare = false,
): FastifyHelmetOptions {
  const https = publicOrigin.startsWith('https://');
  const kakao = (source: keyof typeof KAKAO_SHARE_SOURCES) =>
    kakaoShare ? KAKAO_SHARE_SOURCES[source] : [];
  const scriptSrc = new Set(["'self'", KAKAO_POSTCODE.scriptOrigin, ...kakao('script')]);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [...scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins, ...kakao('connect')],
        frameSrc: ["'self'", KAKAO_POSTCODE.frameOrigin],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...kakao('form')],
        // On plain http (localhost) this would point every request at an https port that is not there.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets for these options. @fastify/helmet rebuilds the helmet middleware on
 * every request (it measured at a third of the server's throughput here); without nonces the
 * headers never change, so they are computed once, by helmet itself on a throwaway instance,
 * and then copied onto each reply.
 */
export async function computeSecurityHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const headersOf = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [plain, secured] = await Promise.all([headersOf(false), headersOf(true)]);
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (!(name in plain) && typeof value === 'string') added[name] = value;
  }
  return added;
}

/**
 * JSON under /v1 is never rendered as a page, so it gets the short set an API needs (OWASP REST
 * guidance): nothing may load or frame it, no sniffing, no cross-origin no-cors reads, no
 * referrer, HSTS on https. Fewer headers on the hottest path also mean fewer bytes and less work.
 */
export function apiHelmetOptions(publicOrigin: string): FastifyHelmetOptions {
  const https = publicOrigin.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const [documentHeaders, apiHeaders] = await Promise.all([
      computeSecurityHeaders(
        helmetOptions(
          app.config.publicOrigin,
          [app.config.images.assetHost, app.config.images.cdnHost].filter((o) => o !== null),
          [webMonitoringOrigin(app.config)].filter((o) => o !== null),
          app.config.kakaoJsKey !== null,
        ),
      ),
      computeSecurityHeaders(apiHelmetOptions(app.config.publicOrigin)),
    ]);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(API_PREFIX) ? apiHeaders : documentHeaders);
      done();
    });
    // Last word on caching: whatever a handler said, an answer to a request that carries
    // credentials is nobody's to keep (decision 0026).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (carriesCredentials(request.headers)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
