/** What a person does on the Activity's API that is limited, each on its own. */
export type LimitedRequest = 'move' | 'session' | 'live';

/**
 * How many of each a person may send at once (`burst`), and how fast the allowance comes back (one every
 * `everyMs`). Wide enough for play at any speed, several tabs and every reconnection of a restart; narrow
 * enough that a script cannot keep the service, or Discord's token endpoint, busy.
 */
export const RATE_LIMITS: Readonly<
  Record<LimitedRequest, { readonly burst: number; readonly everyMs: number }>
> = {
  move: { burst: 10, everyMs: 1_000 },
  session: { burst: 6, everyMs: 20_000 },
  live: { burst: 12, everyMs: 5_000 },
};

/** Buckets kept before the full ones (people who stopped) are forgotten. */
const SWEEP_AT = 10_000;

/**
 * Per-person allowances of the Activity's API (token buckets, in memory: a restart gives everyone their
 * full allowance). `take` spends one, or says in how many whole seconds the next one comes.
 */
export class RateLimits {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number) {}

  /** Spends one of `userId`'s allowance of `kind`: 0 when allowed, else the seconds to wait (≥ 1). */
  take(kind: LimitedRequest, userId: string): number {
    const { burst, everyMs } = RATE_LIMITS[kind];
    const key = `${kind}:${userId}`;
    const now = this.now();
    if (this.buckets.size >= SWEEP_AT) this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) / everyMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * everyMs) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const { burst, everyMs } = RATE_LIMITS[key.slice(0, key.indexOf(':')) as LimitedRequest];
      if (bucket.tokens + (now - bucket.at) / everyMs >= burst) this.buckets.delete(key);
    }
  }
}
