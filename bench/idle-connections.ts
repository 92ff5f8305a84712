/**
 * Issue 14 item 7: many connections that never send a request, and a shopper who keeps asking
 * for the product list meanwhile. Reports, second by second, how many idle sockets the server
 * still holds open and how the shopper fared (answered, refused, latency), then the median.
 *   npm run bench:idle                  (BENCH_IDLE=1100 sockets, BENCH_SECONDS=20)
 * The server runs with its defaults (HTTP_HEADERS_TIMEOUT_MS, HTTP_MAX_CONNECTIONS, …) unless the
 * environment gives others; BENCH_DATABASE_URL runs it on PostgreSQL.
 */
import net from 'node:net';
import { loadavg } from 'node:os';
import { startApp } from './server-process.ts';
import { median } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3416);
const IDLE = Number(process.env.BENCH_IDLE ?? 1100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** One shopper request on a fresh connection: its status (0 = no answer) and time. */
async function shopper(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/v1/products?perPage=20`, {
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

// BENCH_DATA_DIR: a data directory kept between runs (the first start seeds it).
const app = await startApp(PORT, { RATE_LIMIT_PER_MINUTE: '600' }, process.env.BENCH_DATA_DIR);
const sockets = new Set<net.Socket>();
try {
  console.log(`load average before: ${load()}`);
  const before: number[] = [];
  for (let i = 0; i < 5; i += 1) before.push((await shopper(app.url)).ms);
  console.log(`shopper alone: median ${median(before).toFixed(1)} ms`);

  for (let i = 0; i < IDLE; i += 1) {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.on('error', () => {});
    // Read what the server says (its 408), or the client never sees it close the connection.
    socket.resume();
    socket.on('close', () => sockets.delete(socket));
    sockets.add(socket);
  }
  console.log(`opened ${IDLE} connections that send nothing`);

  const answered: number[] = [];
  let refused = 0;
  console.log('second | idle sockets open | shopper status | shopper ms');
  for (let second = 1; second <= SECONDS; second += 1) {
    const tick = new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await shopper(app.url);
    if (result.status === 200) answered.push(result.ms);
    else refused += 1;
    console.log(
      `${String(second).padStart(6)} | ${String(sockets.size).padStart(17)} | ${String(result.status || 'none').padStart(14)} | ${result.ms.toFixed(1)}`,
    );
    await tick;
  }
  console.log(
    `shopper: ${answered.length} of ${SECONDS} answered (median ${median(answered).toFixed(1)} ms), ${refused} not; idle sockets still open: ${sockets.size}; load average: ${load()}`,
  );
} finally {
  for (const socket of sockets) socket.destroy();
  await app.stop();
}
