/** What the API benches share: one autocannon measurement, and an answer captured for replay. */
import autocannon from 'autocannon';
import type { BareResponse } from './server-process.ts';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Row {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  options: { warmUpSeconds?: number; seconds?: number } = {},
): Promise<Row> {
  // A short warm-up so JIT and caches settle before the measured window.
  const warmUp = options.warmUpSeconds ?? 2;
  if (warmUp > 0) await autocannon({ url, connections, duration: warmUp, headers });
  const result = await autocannon({
    url,
    connections,
    duration: options.seconds ?? seconds,
    headers,
  });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Headers Node's http server writes itself, or that describe this one transfer. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The app's answer as the load generator sees it (no compression asked for, as autocannon). */
export async function capture(
  url: string,
  headers: Record<string, string> = {},
): Promise<BareResponse> {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const replayed: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) replayed[name] = value;
  });
  return { body: await response.text(), headers: replayed };
}
