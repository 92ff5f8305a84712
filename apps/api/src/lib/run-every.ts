import type { FastifyInstance } from 'fastify';

/**
 * Scheduled work (decision 0037): `work` every `intervalMs` from the moment the server is ready,
 * one run at a time in this process, waited for on close; 0 turns it off. Every process ticks:
 * the work's own claims (unique rows, SKIP LOCKED) keep it from being done twice.
 */
export function runEvery(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= work()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
