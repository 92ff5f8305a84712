import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isClientGone, quietClientAborts } from './log-hooks.ts';

function capture(level: pino.LevelWithSilent) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const logger = pino({ level, hooks: { logMethod: quietClientAborts } }, sink);
  return { logger, lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('client aborts in the log', () => {
  it('recognises a closed connection by message or code, and nothing else', () => {
    expect(isClientGone(new Error('premature close'))).toBe(true);
    expect(
      isClientGone(
        Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }),
      ),
    ).toBe(true);
    expect(isClientGone(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(true);
    expect(isClientGone(new Error('connection refused'))).toBe(false);
    expect(isClientGone('premature close')).toBe(false);
  });

  it('logs a client that left at debug, not error', async () => {
    const { logger, lines } = capture('debug');
    logger.error(new Error('premature close'));
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(20);
    expect(lines[0]?.msg).toMatch(/closed the connection/);
  });

  it('drops it at the production level, and keeps real errors at error', async () => {
    const { logger, lines } = capture('info');
    logger.error(new Error('premature close'));
    logger.error(new Error('database is down'));
    await flush();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'database is down']]);
  });
});
