import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';

type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger, made when it first writes a line. Fastify makes a pino child per request
 * (for its reqId), and pino runs the redaction of decision 0027 over a child's bindings as it is
 * made: about 90 µs a request, a tenth of a cached catalogue read's whole cost, for a logger most
 * requests never use (request lines are off). A call below the level writes nothing and makes
 * nothing; anything else goes to the real child, made once with the same bindings and options.
 * A class, not an object of closures: one allocation a request, its methods shared.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: LevelWithSilent & keyof FastifyBaseLogger, args: LogArgs): void {
    if (!this.made && !isEnabled(this.parent, level)) return;
    (this.real()[level] as (...a: LogArgs) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(more: Bindings, moreOptions?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(more, moreOptions);
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

function isEnabled(logger: FastifyBaseLogger, level: LevelWithSilent): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}
