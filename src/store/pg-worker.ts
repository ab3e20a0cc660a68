import { workerData } from 'node:worker_threads';
import pg from 'pg';
import { type BridgeReply, type BridgeRequest, type BridgeWorkerData, FLAG } from './pg-wire.ts';

/**
 * The worker thread of the PostgreSQL bridge (pg-sql.ts): it owns one `pg` connection and runs the
 * store's statements one at a time, in the order posted. A lost connection is opened again on the next
 * request, with the session's settings replayed. BIGINT (ids, times in ms) and counts come back as
 * JavaScript numbers, as from SQLite: every such value the store keeps is far below 2^53.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

const CONNECT_TIMEOUT_MS = 10_000;

const data = workerData as BridgeWorkerData;
const flag = new Int32Array(data.flag);
/** The session's settings (the shard scope), set again on every new connection. */
let session: string | undefined;
let client: pg.Client | undefined;
/** A failure of a request posted without waiting for its reply: the next awaited reply reports it. */
let pendingError: BridgeReply | undefined;

async function connection(): Promise<pg.Client> {
  if (client) return client;
  const fresh = new pg.Client({
    connectionString: data.url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'blokus',
  });
  const forget = () => {
    if (client === fresh) client = undefined;
  };
  fresh.on('error', forget);
  fresh.on('end', forget);
  await fresh.connect();
  if (session !== undefined) await fresh.query(session);
  client = fresh;
  return fresh;
}

function failure(error: unknown): BridgeReply {
  const e = error as { message?: string; code?: string };
  return {
    ok: false,
    message: String(e.message ?? error),
    code: typeof e.code === 'string' ? e.code : undefined,
  };
}

async function handle(request: BridgeRequest): Promise<BridgeReply> {
  if (request.kind === 'close') {
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
    return { ok: true, rows: [], rowCount: 0 };
  }
  const db = await connection();
  if (request.kind === 'session') {
    await db.query(request.text);
    session = request.text;
    return { ok: true, rows: [], rowCount: 0 };
  }
  // Without values and name: the simple protocol, which runs several statements at once (migrations).
  const result =
    request.values.length === 0 && request.name === undefined
      ? await db.query(request.text)
      : await db.query({ text: request.text, values: request.values as unknown[], name: request.name });
  return { ok: true, rows: result.rows ?? [], rowCount: result.rowCount ?? 0 };
}

function answer(reply: BridgeReply): void {
  data.port.postMessage(reply);
  Atomics.store(flag, FLAG, 1);
  Atomics.notify(flag, FLAG);
}

let queue: Promise<void> = Promise.resolve();
data.port.on('message', (request: BridgeRequest) => {
  queue = queue.then(async () => {
    if (pendingError && request.reply) {
      const reply = pendingError;
      pendingError = undefined;
      answer(reply);
      return;
    }
    if (pendingError) return;
    let reply: BridgeReply;
    try {
      reply = await handle(request);
    } catch (error) {
      reply = failure(error);
    }
    if (request.reply) answer(reply);
    else if (!reply.ok) pendingError = reply;
  });
});
