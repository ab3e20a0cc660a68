import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { type BridgeReply, type BridgeRequest, FLAG } from './pg-wire.ts';
import type { ShardScope } from './shard-scope.ts';
import { type SqlDatabase, SqlError, type SqlRunResult, type SqlStatement } from './sql-database.ts';

/** How long one statement may take before the bridge gives up on the worker (ms). */
const REPLY_TIMEOUT_MS = 60_000;
/** How often a transaction that failed to serialize (or deadlocked) is run again before giving up. */
const MAX_ATTEMPTS = 30;
/** SQLSTATEs after which a transaction is simply run again: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/** A statement's text for PostgreSQL, and where each of its `$n` takes its value from. */
interface Translated {
  readonly text: string;
  /** Named parameters in `$n` order, or null for positional ones (`?` → `$1, $2 …`, in order). */
  readonly names: readonly string[] | null;
}

/**
 * better-sqlite3's placeholders to PostgreSQL's: `?` becomes `$1, $2 …` in order; `@name` becomes one
 * `$n` per distinct name. Quoted strings and identifiers are left alone.
 */
export function translatePlaceholders(sql: string): Translated {
  const names: string[] = [];
  let positional = 0;
  let text = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      text += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '?') {
      text += `$${++positional}`;
    } else if (c === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0];
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      text += `$${index + 1}`;
      i += name.length;
    } else {
      text += c;
    }
  }
  if (positional > 0 && names.length > 0) throw new Error(`mixed ? and @name placeholders: ${sql}`);
  return { text, names: names.length > 0 ? names : null };
}

/** Blocks the thread for `ms` (between attempts of a transaction that failed to serialize). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The process's one bridge worker, started with the first connection and kept (it does not hold the process). */
interface Bridge {
  readonly port: import('node:worker_threads').MessagePort;
  readonly flag: Int32Array;
}

let bridge: Bridge | undefined;

function sharedBridge(): Bridge {
  if (bridge) return bridge;
  const { port1, port2 } = new MessageChannel();
  const shared = new SharedArrayBuffer(4);
  const worker = new Worker(new URL('./pg-worker.mjs', import.meta.url), {
    workerData: { port: port2, flag: shared },
    transferList: [port2],
  });
  // Neither keeps the process alive: a process that forgets to close its store still ends.
  worker.unref();
  port1.unref();
  worker.on('error', () => {
    bridge = undefined;
  });
  bridge = { port: port1, flag: new Int32Array(shared) };
  return bridge;
}

/**
 * Posts a request; waits for and returns its reply unless `request.reply` is false. The worker posts a
 * reply and then bumps the flag, a counter; this thread takes the reply as soon as it is there and sleeps
 * only while the counter still shows the value it read before looking. A wake-up can come late (the
 * previous reply's, after that reply was already taken): it only makes the loop look again.
 */
function send(request: BridgeRequest): BridgeReply | undefined {
  const { port, flag } = sharedBridge();
  port.postMessage(request);
  if (!request.reply) return undefined;
  const deadline = performance.now() + REPLY_TIMEOUT_MS;
  for (;;) {
    const seen = Atomics.load(flag, FLAG);
    const message = receiveMessageOnPort(port);
    if (message) return message.message as BridgeReply;
    const left = deadline - performance.now();
    if (left <= 0 || Atomics.wait(flag, FLAG, seen, left) === 'timed-out') {
      throw new SqlError(`PostgreSQL did not answer within ${REPLY_TIMEOUT_MS / 1000} s.`, undefined);
    }
  }
}

/**
 * The SQL interface on PostgreSQL, synchronous: a worker thread owns the `pg` connection (pg-worker.ts);
 * each call posts its statement and blocks this thread (`Atomics.wait`) until the worker has the answer,
 * then takes it with `receiveMessageOnPort`. The game service stays synchronous, and a statement costs a
 * round trip to the server during which this process does nothing else (docs/hosting.md weighs it).
 *
 * Transactions are SERIALIZABLE and run again on a serialization failure or deadlock, so a
 * compare-and-set (`UPDATE … WHERE version = ?`) holds between processes as it does in SQLite's single
 * writer. Statements outside a transaction run on their own (READ COMMITTED), where a guarded UPDATE
 * (an outbox lease) re-checks its condition on the row another process just changed: one of two wins.
 */
export class PostgresSql implements SqlDatabase {
  readonly dialect = 'postgres';
  private static nextConnection = 1;
  private readonly connection = PostgresSql.nextConnection++;
  private readonly names = new Map<string, string>();
  private depth = 0;
  private closed = false;

  constructor(url: string) {
    this.check(send({ kind: 'open', connection: this.connection, url, reply: true })!);
  }

  private check(reply: BridgeReply): BridgeReply & { ok: true } {
    if (!reply.ok) throw new SqlError(reply.message, reply.code);
    return reply;
  }

  private send(request: BridgeRequest): BridgeReply | undefined {
    if (this.closed) throw new Error('The PostgreSQL connection is closed.');
    return send(request);
  }

  /** Runs one statement and returns its rows; throws an SqlError (with the SQLSTATE) on failure. */
  query(text: string, values: readonly unknown[] = [], name?: string): { rows: unknown[]; rowCount: number } {
    const reply = this.check(
      this.send({ kind: 'query', connection: this.connection, text, values, name, reply: true })!,
    );
    return { rows: reply.rows as unknown[], rowCount: reply.rowCount };
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): SqlStatement<P, R> {
    const { text, names } = translatePlaceholders(sql);
    let name = this.names.get(text);
    if (name === undefined) {
      name = `blokus_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    const statementName = name;
    const values = (params: unknown[]): unknown[] => {
      const given =
        names === null ? params : names.map((n) => (params[0] as Record<string, unknown> | undefined)?.[n]);
      return given.map((v) => (v === undefined ? null : typeof v === 'boolean' ? Number(v) : v));
    };
    const run = (params: unknown[]) => this.outside(() => this.query(text, values(params), statementName));
    return {
      run: (...params: unknown[]): SqlRunResult => ({ changes: run(params).rowCount }),
      get: (...params: unknown[]) => run(params).rows[0] as R | undefined,
      all: (...params: unknown[]) => run(params).rows as R[],
    } as SqlStatement<P, R>;
  }

  exec(sql: string): void {
    this.outside(() => this.query(sql));
  }

  /** A statement outside any transaction runs again after a deadlock (it was rolled back whole). */
  private outside<T>(fn: () => T): T {
    if (this.depth > 0) return fn();
    for (let attempt = 1; ; attempt++) {
      try {
        return fn();
      } catch (error) {
        if (!(error instanceof SqlError && RETRYABLE.has(error.code ?? '')) || attempt >= MAX_ATTEMPTS)
          throw error;
        sleep(Math.random() * attempt * 2);
      }
    }
  }

  transaction<T>(fn: () => T): T {
    return this.atomically('BEGIN ISOLATION LEVEL SERIALIZABLE', fn, false);
  }

  snapshot<T>(fn: () => T): T {
    return this.atomically('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', fn, true);
  }

  private atomically<T>(begin: string, fn: () => T, readOnly: boolean): T {
    if (this.depth > 0) return this.savepoint(fn);
    for (let attempt = 1; ; attempt++) {
      // BEGIN goes without waiting: the worker runs requests in order, and reports its failure, if any,
      // as the answer to the next statement.
      this.send({ kind: 'query', connection: this.connection, text: begin, values: [], reply: false });
      this.depth = 1;
      try {
        const result = fn();
        // A read-only snapshot has nothing to make durable: its COMMIT goes without waiting too.
        if (readOnly) {
          this.send({ kind: 'query', connection: this.connection, text: 'COMMIT', values: [], reply: false });
        } else {
          this.query('COMMIT');
        }
        return result;
      } catch (error) {
        this.depth = 0;
        this.rollback('ROLLBACK');
        if (!(error instanceof SqlError && RETRYABLE.has(error.code ?? '')) || attempt >= MAX_ATTEMPTS)
          throw error;
        sleep(Math.random() * attempt * 2);
      } finally {
        this.depth = 0;
      }
    }
  }

  private savepoint<T>(fn: () => T): T {
    const name = `blokus_sp_${this.depth}`;
    this.query(`SAVEPOINT ${name}`);
    this.depth++;
    try {
      const result = fn();
      this.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      this.rollback(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    } finally {
      this.depth--;
    }
  }

  /** Rolls back after a failure, keeping that failure (not a second one) as the error to report. */
  private rollback(statement: string): void {
    try {
      this.query(statement);
    } catch {
      // The connection is gone or the transaction already ended: nothing is left to undo.
    }
  }

  setShardScope(scope: ShardScope): void {
    const ids = scope.ids.length === scope.count ? '' : scope.ids.join(',');
    this.send({
      kind: 'session',
      connection: this.connection,
      text: `SELECT set_config('blokus.shard_count', '${scope.count}', false), set_config('blokus.shard_ids', '${ids}', false)`,
      reply: true,
    });
  }

  close(): void {
    if (this.closed) return;
    try {
      this.send({ kind: 'close', connection: this.connection, reply: true });
    } finally {
      this.closed = true;
    }
  }
}

/** Opens the bridge to a PostgreSQL database and checks that it answers (a bad URL fails here, clearly). */
export function openPostgres(url: string): PostgresSql {
  try {
    return new PostgresSql(url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not reach PostgreSQL (DATABASE_URL): ${reason}`);
  }
}
