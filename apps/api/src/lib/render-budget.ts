import { QueueFullError, WorkQueue } from '../modules/images/work-queue.ts';

/** This client has as many renders under way and waiting as it may: 429, try again shortly. */
export class ClientBusyError extends Error {
  override name = 'ClientBusyError';
}

/** Every render slot is taken and the shared queue is full: 503, try again shortly. */
export class ServerBusyError extends Error {
  override name = 'ServerBusyError';
}

export interface RenderBudgetOptions {
  /** Renders at once, all clients together. */
  concurrency: number;
  /** Renders that may wait for one of those slots. */
  maxWaiting: number;
  /** Renders one client may have in the shared queue (running or waiting) at once. */
  perClient: number;
  /** Renders one client may have waiting for its own turn besides. */
  perClientWaiting: number;
}

/**
 * Expensive work (an image render, a page render) shared fairly between clients (decision 0029):
 * each client first waits in a short line of its own, so one client holds at most `perClient`
 * places in the shared queue however many requests it sends, and a shopper's render waits
 * behind a few others' instead of behind an attacker's hundred.
 */
export class RenderBudget {
  private readonly shared: WorkQueue;
  private readonly clients = new Map<string, WorkQueue>();

  constructor(private readonly options: RenderBudgetOptions) {
    this.shared = new WorkQueue(options.concurrency, options.maxWaiting);
  }

  /** Clients with work under way or waiting (tests, metrics). */
  get activeClients(): number {
    return this.clients.size;
  }

  async run<T>(client: string, task: () => Promise<T>): Promise<T> {
    let line = this.clients.get(client);
    if (!line) {
      line = new WorkQueue(this.options.perClient, this.options.perClientWaiting);
      this.clients.set(client, line);
    }
    try {
      return await line.run(async () => {
        try {
          return await this.shared.run(task);
        } catch (error) {
          throw error instanceof QueueFullError
            ? new ServerBusyError('the render queue is full')
            : error;
        }
      });
    } catch (error) {
      throw error instanceof QueueFullError
        ? new ClientBusyError('this client has too many renders under way')
        : error;
    } finally {
      if (line.running === 0 && line.queued === 0) this.clients.delete(client);
    }
  }
}

/** A client's own line is this many times its share of the shared queue (a page of pictures). */
const CLIENT_LINE_FACTOR = 8;

/** The budget LoadConfig describes, for work `concurrency` of which may run at once. */
export function renderBudget(
  load: { rendersPerClient: number; renderQueueLength: number },
  concurrency: number,
): RenderBudget {
  return new RenderBudget({
    concurrency,
    maxWaiting: load.renderQueueLength,
    perClient: load.rendersPerClient,
    perClientWaiting: load.rendersPerClient * CLIENT_LINE_FACTOR,
  });
}
