/**
 * How much one client may ask of the server, and how long a connection may sit idle (issue 14,
 * decision 0029). Every value has an environment variable (README, Configuration).
 */
export interface LoadConfig {
  /** Rendered and prerendered pages per IP per minute (PAGE_RATE_LIMIT_PER_MINUTE); 0 = off. */
  pageRateLimitPerMinute: number;
  /** `/images/…` requests per IP per minute (IMAGE_RATE_LIMIT_PER_MINUTE); 0 = off. */
  imageRateLimitPerMinute: number;
  /**
   * Image renders and page renders one IP may have under way at once (RENDERS_PER_CLIENT); as
   * many more wait their turn, and beyond that the image is 429 and the page is the shell.
   */
  rendersPerClient: number;
  /** Renders (of all clients) that may wait for a free slot (RENDER_QUEUE_LENGTH); beyond: 503. */
  renderQueueLength: number;
  /** Time to receive a request's headers, idle connections included (HTTP_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** Time to receive a whole request (HTTP_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** How long a kept-alive connection waits for its next request (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (HTTP_CONNECTION_TIMEOUT_MS). */
  connectionTimeoutMs: number;
  /** Open connections at most; further ones are closed at once (HTTP_MAX_CONNECTIONS). */
  maxConnections: number;
}

export const LOAD_DEFAULTS: LoadConfig = {
  // A visit renders one page on the server; the client router does the rest.
  pageRateLimitPerMinute: 120,
  // A long, scrolled list loads a few hundred pictures; each is cached for a year afterwards.
  imageRateLimitPerMinute: 1200,
  rendersPerClient: 2,
  renderQueueLength: 32,
  headersTimeoutMs: 10_000,
  // Uploads (review photos) on a slow phone connection.
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  // Longer than a slow AI model takes to start answering (its stream then keeps the socket busy).
  connectionTimeoutMs: 60_000,
  // Well under the usual 1,024 open files a process gets by default.
  maxConnections: 800,
};
