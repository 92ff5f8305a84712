import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino(
    { level, redact: ['*.password'] },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { parent, lines };
}

describe('lazyChildLogger', () => {
  it('makes no child below the level, and logs as a pino child with its bindings otherwise', () => {
    const { parent, lines } = capture('warn');
    let made = 0;
    const child = parent.child.bind(parent);
    parent.child = ((...args: Parameters<typeof parent.child>) => {
      made += 1;
      return child(...args);
    }) as typeof parent.child;
    const log = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    log.info('quiet');
    log.debug({ a: 1 }, 'quiet too');
    expect(made).toBe(0);
    expect(lines).toHaveLength(0);
    expect(log.level).toBe('warn');
    log.error({ user: { password: 'secret' } }, 'failed');
    log.warn('again');
    expect(made).toBe(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      reqId: 'r-1',
      msg: 'failed',
      user: { password: '[Redacted]' },
    });
    expect(lines[1]).toMatchObject({ reqId: 'r-1', msg: 'again' });
  });
});
