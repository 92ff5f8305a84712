import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isClientGone, logMethodHook, type ErrorLogSink } from './log-hooks.ts';

function capture(level: pino.LevelWithSilent, errors: ErrorLogSink = { report: null }) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const logger = pino({ level, hooks: { logMethod: logMethodHook(errors) } }, sink);
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

describe('error-level lines that carry an error', () => {
  it('go to the sink with the line’s message, whether the error is the first argument or `err`', () => {
    const reported: [string, string][] = [];
    const { logger } = capture('info', {
      report: (error, message) => reported.push([error.message, message]),
    });
    logger.error(
      { err: new Error('relation "orders" is locked'), userId: 7 },
      'order sweep failed',
    );
    logger.error(new Error('render threw'));
    logger.fatal({ err: new Error('pool gone') }, 'care reminder run failed');
    logger.warn({ err: new Error('retrying') }, 'pg-boss: start failed; trying again');
    logger.error('no error object, only words');
    logger.error(new Error('premature close'));
    expect(reported).toEqual([
      ['relation "orders" is locked', 'order sweep failed'],
      ['render threw', 'Error'],
      ['pool gone', 'care reminder run failed'],
    ]);
  });
});
