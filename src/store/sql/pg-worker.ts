import { workerData } from 'node:worker_threads';
import pg from 'pg';
import { type BridgeReply, type BridgeRequest, type BridgeWorkerData, FLAG } from './pg-wire.ts';

/**
 * The worker thread of the PostgreSQL bridge (pg-sql.ts): it owns the process's `pg` connections and
 * runs the store's statements one at a time, in the order posted. A lost connection is opened again on
 * its next request, with its session's settings replayed. BIGINT (ids, times in ms) and counts come back
 * as JavaScript numbers, as from SQLite: every such value the store keeps is far below 2^53.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

const CONNECT_TIMEOUT_MS = 10_000;

interface Connection {
  readonly url: string;
  client: pg.Client | undefined;
  /** The session's settings (the shard scope), set again on every new connection. */
  session: string | undefined;
  /** A failure of a request posted without waiting for its reply: the next awaited reply reports it. */
  pendingError: BridgeReply | undefined;
}

const data = workerData as BridgeWorkerData;
const flag = new Int32Array(data.flag);
const connections = new Map<number, Connection>();

async function clientOf(connection: Connection): Promise<pg.Client> {
  if (connection.client) return connection.client;
  const fresh = new pg.Client({
    connectionString: connection.url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'blokus',
  });
  const forget = () => {
    if (connection.client === fresh) connection.client = undefined;
  };
  fresh.on('error', forget);
  fresh.on('end', forget);
  await fresh.connect();
  if (connection.session !== undefined) await fresh.query(connection.session);
  connection.client = fresh;
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

const DONE: BridgeReply = { ok: true, rows: [], rowCount: 0 };

async function handle(request: BridgeRequest, connection: Connection): Promise<BridgeReply> {
  if (request.kind === 'open') {
    await clientOf(connection);
    return DONE;
  }
  if (request.kind === 'close') {
    connections.delete(request.connection);
    const open = connection.client;
    connection.client = undefined;
    await open?.end().catch(() => undefined);
    return DONE;
  }
  const client = await clientOf(connection);
  if (request.kind === 'session') {
    await client.query(request.text);
    connection.session = request.text;
    return DONE;
  }
  // Without values and name: the simple protocol, which runs several statements at once (migrations).
  const result =
    request.values.length === 0 && request.name === undefined
      ? await client.query(request.text)
      : await client.query({ text: request.text, values: request.values as unknown[], name: request.name });
  return { ok: true, rows: result.rows ?? [], rowCount: result.rowCount ?? 0 };
}

function answer(reply: BridgeReply): void {
  data.port.postMessage(reply);
  Atomics.add(flag, FLAG, 1);
  Atomics.notify(flag, FLAG);
}

async function serve(request: BridgeRequest): Promise<void> {
  let connection = connections.get(request.connection);
  if (!connection) {
    if (request.kind !== 'open') {
      if (request.reply)
        answer({ ok: false, message: 'The PostgreSQL connection is closed.', code: undefined });
      return;
    }
    connection = { url: request.url, client: undefined, session: undefined, pendingError: undefined };
    connections.set(request.connection, connection);
  }
  if (connection.pendingError) {
    if (request.reply) {
      answer(connection.pendingError);
      connection.pendingError = undefined;
    }
    return;
  }
  let reply: BridgeReply;
  try {
    reply = await handle(request, connection);
  } catch (error) {
    reply = failure(error);
  }
  if (request.kind === 'open' && !reply.ok) connections.delete(request.connection);
  if (request.reply) answer(reply);
  else if (!reply.ok) connection.pendingError = reply;
}

let queue: Promise<void> = Promise.resolve();
data.port.on('message', (request: BridgeRequest) => {
  queue = queue.then(() => serve(request));
});
