import { LOG_LEVELS, type LogLevel } from './config.ts';

/** Context fields attached to a log line (ids, command names, durations). Never the token. */
export type LogContext = Record<string, unknown>;

/** A structured logger: one JSON object per line. */
export interface Logger {
  debug(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  error(message: string, context?: LogContext): void;
  /** A logger that adds `context` to every line. */
  child(context: LogContext): Logger;
}

/** A logger writing JSON lines at or above `level` to `write` (stdout by default). */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  base: LogContext = {},
): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const log =
    (at: LogLevel) =>
    (message: string, context: LogContext = {}) => {
      if (LOG_LEVELS.indexOf(at) < threshold) return;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: at,
          msg: message,
          ...base,
          ...plain(context),
        }),
      );
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (context) => createLogger(level, write, { ...base, ...context }),
  };
}

/** Errors become { name, message, stack } so they survive JSON. */
function plain(context: LogContext): LogContext {
  const result: LogContext = {};
  for (const [key, value] of Object.entries(context)) {
    result[key] =
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return result;
}
