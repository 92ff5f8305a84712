import { postNativeMessage } from '@/native/shell';
import type { LogLevel } from '@chorok/contract';

function enabled(): boolean {
  return globalThis.ENABLE_DEBUG_LOGGER === true;
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error)
    return `${value.name}: ${value.message}${value.stack ? `\n${value.stack}` : ''}`;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** The contract's longest LOG message: the shell refuses a longer one whole. */
export const MAX_LOG_CHARS = 10_000;

function write(level: LogLevel, args: unknown[]) {
  if (!enabled()) return;
  console[level](...args);
  // The shell keeps the device log, where WebView console output is otherwise invisible.
  const message = args.map(stringify).join(' ');
  postNativeMessage({
    type: 'LOG',
    level,
    message: message.length > MAX_LOG_CHARS ? `${message.slice(0, MAX_LOG_CHARS - 1)}…` : message,
  });
}

/** Spec §7: silent unless `globalThis.ENABLE_DEBUG_LOGGER === true`; then prints and forwards to the shell. */
export const debugLogger = {
  log: (...args: unknown[]) => write('log', args),
  info: (...args: unknown[]) => write('info', args),
  warn: (...args: unknown[]) => write('warn', args),
  error: (...args: unknown[]) => write('error', args),
  debug: (...args: unknown[]) => write('debug', args),
};

/**
 * A line printed whatever the flag (spec §7: the build date at load); with the logger on it goes
 * through it, so the shell's device log names the build too.
 */
export function announce(...args: unknown[]) {
  if (enabled()) write('info', args);
  else console.info(...args);
}
