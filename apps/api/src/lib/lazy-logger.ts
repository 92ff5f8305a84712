import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const METHODS: readonly LogMethod[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * A request's logger, made when it first writes a line. Fastify makes a pino child per request
 * (for its reqId), and pino runs the redaction of decision 0027 over a child's bindings as it is
 * made: about 90 µs a request, a tenth of a cached catalogue read's whole cost, for a logger most
 * requests never use (request lines are off). A call below the level writes nothing and makes
 * nothing; anything else goes to the real child, made once with the same bindings and options.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= parent.child(bindings, options));
  const logger = {
    get level() {
      return child?.level ?? parent.level;
    },
    set level(level: string) {
      real().level = level;
    },
    silent: () => {},
    child: (more: Bindings, moreOptions?: ChildLoggerOptions) => real().child(more, moreOptions),
  } as unknown as FastifyBaseLogger;
  for (const method of METHODS) {
    logger[method] = ((...args: Parameters<FastifyBaseLogger['info']>) => {
      if (!child && !isEnabled(parent, method)) return;
      real()[method](...args);
    }) as FastifyBaseLogger['info'];
  }
  return logger;
}

function isEnabled(logger: FastifyBaseLogger, level: LevelWithSilent): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}
