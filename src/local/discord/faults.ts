import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { DiscordHttpError, discordErrors, UsageError } from './errors.ts';

/*
 * Faults a test injects to see the bot survive Discord failing as it does live. What each does to
 * the request, and what discord.js 14 (@discordjs/rest 2) does about it:
 *
 * | kind            | applied? | answer                          | discord.js (REST defaults)              |
 * | --------------- | -------- | ------------------------------- | --------------------------------------- |
 * | 'server-error'  | no       | 5xx `{ message, code: 0 }`      | retries at once, 3 times, then HTTPError |
 * | 'rate-limit'    | no       | 429 + X-RateLimit-* headers     | waits retry_after + 100 ms, retries;    |
 * |                 |          |                                 | 429s do not use up its 3 retries        |
 * | 'slow'          | yes      | the real answer, `delayMs` late | aborts at `timeout`, retries at once    |
 * | 'lost-response' | yes      | 5xx (500 by default)            | retries at once: a duplicate            |
 * | 'refuse'        | no       | `error()` (403 50013 default)   | throws DiscordAPIError, no retry        |
 *
 * 'slow' and 'lost-response' are why a create needs `nonce` + `enforce_nonce`: the retry of a
 * create that happened would otherwise post the message twice.
 */

/** How an injected fault misbehaves (see the table above). */
export type FaultKind = 'server-error' | 'rate-limit' | 'slow' | 'lost-response' | 'refuse';

/** What `LocalDiscord.injectFault` takes. */
export interface FaultSpec {
  /** HTTP method, upper case (`'POST'`). */
  method: string;
  /** Matched against the path after `/api/v10`, as sent (still URL-encoded). */
  path: RegExp;
  kind: FaultKind;
  /** Matching requests that get the fault: default 1 (`Infinity` for 'refuse'); `Infinity` = until cleared. */
  count?: number;
  /** 'server-error' / 'lost-response': the 5xx status (default 500). */
  status?: number;
  /** 'rate-limit': how long Discord asks to wait (default 100 ms, so tests stay fast). */
  retryAfterMs?: number;
  /** 'slow': how long the answer is held (default 1000 ms; set the REST `timeout` below it). */
  delayMs?: number;
  /** 'refuse': the error to answer with (default 403 50013 Missing Permissions). */
  error?: () => DiscordHttpError;
}

/** A fault as injected; `clear()` ends it early. */
export interface FaultHandle {
  /** Matching requests it will still fault (`Infinity` until cleared). */
  readonly remaining: number;
  clear(): void;
}

/** A fault with its defaults filled in, as the HTTP server applies it. */
export interface ActiveFault {
  kind: FaultKind;
  method: string;
  path: RegExp;
  remaining: number;
  status: number;
  retryAfterMs: number;
  delayMs: number;
  error: () => DiscordHttpError;
}

const KINDS: readonly FaultKind[] = ['server-error', 'rate-limit', 'slow', 'lost-response', 'refuse'];

/** The kinds that answer without applying the request. */
export function skipsRequest(kind: FaultKind): boolean {
  return kind === 'server-error' || kind === 'rate-limit' || kind === 'refuse';
}

/** The injected faults, matched first-injected first, and how many of each were served. */
export class FaultBook {
  private active: ActiveFault[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  readonly served: Record<FaultKind, number> = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<
    FaultKind,
    number
  >;

  add(spec: FaultSpec): FaultHandle {
    const count = spec.count ?? (spec.kind === 'refuse' ? Number.POSITIVE_INFINITY : 1);
    if (!(count === Number.POSITIVE_INFINITY || (Number.isInteger(count) && count > 0)))
      throw new UsageError(`fault count must be a positive integer or Infinity, got ${count}`);
    const status = spec.status ?? 500;
    if (status < 500 || status > 599) throw new UsageError(`fault status must be 5xx, got ${status}`);
    const fault: ActiveFault = {
      kind: spec.kind,
      method: spec.method.toUpperCase(),
      path: spec.path,
      remaining: count,
      status,
      retryAfterMs: spec.retryAfterMs ?? 100,
      delayMs: spec.delayMs ?? 1000,
      error: spec.error ?? discordErrors.missingPermissions,
    };
    this.active.push(fault);
    return {
      get remaining() {
        return fault.remaining;
      },
      clear: () => this.remove(fault),
    };
  }

  clear(): void {
    for (const fault of this.active) fault.remaining = 0;
    this.active = [];
  }

  /** The first fault matching the request, counted as served; undefined if none. */
  take(method: string, path: string): ActiveFault | undefined {
    const fault = this.active.find((f) => f.method === method && f.path.test(path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.remove(fault);
    this.served[fault.kind] += 1;
    return fault;
  }

  /** Resolves after `ms`, or at once when `cancelled` resolves first (the client hung up). */
  async hold(ms: number, cancelled: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const elapsed = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
      this.timers.add(timer);
    });
    try {
      await Promise.race([elapsed, cancelled]);
    } finally {
      clearTimeout(timer);
      this.timers.delete(timer!);
    }
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.clear();
  }

  private remove(fault: ActiveFault): void {
    fault.remaining = 0;
    this.active = this.active.filter((f) => f !== fault);
  }
}

/** The answer of a fault that does not let the request through ('server-error', 'rate-limit', 'refuse'). */
export function faultAnswer(fault: ActiveFault, bucketKey: string): DiscordHttpError {
  switch (fault.kind) {
    case 'rate-limit':
      return new RateLimitedError(fault.retryAfterMs, bucketKey);
    case 'refuse':
      return fault.error();
    case 'server-error':
      return serverError(fault.status);
    default:
      throw new Error(`a ${fault.kind} fault applies the request; it has no answer of its own`);
  }
}

/** A 5xx with the body Discord's API sends for one (`{ message: '500: Internal Server Error', code: 0 }`). */
export function serverError(status = 500): DiscordHttpError {
  return new DiscordHttpError(status, 0, `${status}: ${STATUS_CODES[status] ?? 'Server Error'}`);
}

/**
 * 429 for a per-route ("user" scope) limit: Discord's body (`retry_after` in seconds, a float) and
 * headers. Discord rounds the `Retry-After` header up to whole seconds; the fake sends the exact
 * float so a test's wait stays short (discord.js reads it with `Number()`).
 */
export class RateLimitedError extends DiscordHttpError {
  constructor(
    readonly retryAfterMs: number,
    private readonly bucketKey: string,
  ) {
    super(429, 0, 'You are being rate limited.');
  }

  override body(): Record<string, unknown> {
    return { message: this.message, retry_after: this.retryAfterMs / 1000, global: false };
  }

  override headers(): Record<string, string> {
    const seconds = String(this.retryAfterMs / 1000);
    return {
      'retry-after': seconds,
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String((Date.now() + this.retryAfterMs) / 1000),
      'x-ratelimit-reset-after': seconds,
      'x-ratelimit-bucket': createHash('sha1').update(this.bucketKey).digest('hex').slice(0, 32),
      'x-ratelimit-scope': 'user',
    };
  }
}
