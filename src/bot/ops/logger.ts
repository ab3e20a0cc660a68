import pino from 'pino';
import type { LogLevel } from './config.ts';

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

/** Options of `createLogger`. */
export interface LoggerOptions {
  /**
   * Strings never to be written (the bot token): wherever one turns up in a line, in a field or inside an
   * error's message or stack, it is replaced by `[redacted]`.
   */
  readonly secrets?: readonly string[];
}

/** What stands in for a secret in a line. */
export const REDACTED = '[redacted]';

/** Fields that hold credentials whatever their value (a config object or a request someone logs). */
const SECRET_PATHS = [
  'token',
  '*.token',
  'config.token',
  'authorization',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  '*.headers.Authorization',
];

/**
 * A logger writing JSON lines at or above `level` to `write` (stdout by default), through pino: each line
 * carries `time` (ISO), `level` (its name), `msg` and the context; an `Error` anywhere at the top of the
 * context becomes `{ name, message, stack }`. Secrets are redacted twice: by field (`token`,
 * `authorization` …) and, for the strings in `options.secrets`, wherever they appear in the line.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  options: LoggerOptions = {},
): Logger {
  // Short strings would redact innocent text; a Discord token is about 70 characters.
  const secrets = (options.secrets ?? []).filter((s) => s.length >= 8);
  const scrub = (line: string) =>
    secrets.reduce(
      (text, secret) => (text.includes(secret) ? text.split(secret).join(REDACTED) : text),
      line,
    );
  const destination = {
    write(chunk: string) {
      write(scrub(chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk));
    },
  };
  const root = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: plain },
      redact: { paths: SECRET_PATHS, censor: REDACTED },
    },
    destination,
  );
  return wrap(root);
}

function wrap(log: pino.Logger): Logger {
  return {
    debug: (message, context) => log.debug(context ?? {}, message),
    info: (message, context) => log.info(context ?? {}, message),
    warn: (message, context) => log.warn(context ?? {}, message),
    error: (message, context) => log.error(context ?? {}, message),
    child: (context) => wrap(log.child(plain(context))),
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
