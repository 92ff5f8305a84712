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

function write(level: LogLevel, args: unknown[]) {
  if (!enabled()) return;
  console[level](...args);
  // The shell keeps the device log, where WebView console output is otherwise invisible.
  postNativeMessage({ type: 'LOG', level, message: args.map(stringify).join(' ') });
}

/** Spec §7: silent unless `globalThis.ENABLE_DEBUG_LOGGER === true`; then prints and forwards to the shell. */
export const debugLogger = {
  log: (...args: unknown[]) => write('log', args),
  info: (...args: unknown[]) => write('info', args),
  warn: (...args: unknown[]) => write('warn', args),
  error: (...args: unknown[]) => write('error', args),
  debug: (...args: unknown[]) => write('debug', args),
};
