import type { MessagePort } from 'node:worker_threads';

/**
 * The messages between the store's thread and the PostgreSQL worker (pg-sql.ts, pg-worker.ts). One
 * worker serves every connection of a process (starting a worker costs most of a second), each request
 * naming its connection. The store posts a request and, unless it said `reply: false`, blocks on the
 * shared flag until the worker has posted the answer and bumped the flag: one awaited reply at a time.
 */
export type BridgeRequest =
  /** Opens connection `connection` to `url`. */
  | { readonly kind: 'open'; readonly connection: number; readonly url: string; readonly reply: true }
  /** One statement: `name` makes it a prepared statement of the connection (parsed once). */
  | {
      readonly kind: 'query';
      readonly connection: number;
      readonly text: string;
      readonly values: readonly unknown[];
      readonly name?: string;
      readonly reply: boolean;
    }
  /** Session settings to run now and again on every new connection (replacing earlier ones). */
  | { readonly kind: 'session'; readonly connection: number; readonly text: string; readonly reply: true }
  | { readonly kind: 'close'; readonly connection: number; readonly reply: true };

export type BridgeReply =
  | { readonly ok: true; readonly rows: readonly Record<string, unknown>[]; readonly rowCount: number }
  | { readonly ok: false; readonly message: string; readonly code: string | undefined };

/** What the worker is started with. */
export interface BridgeWorkerData {
  readonly port: MessagePort;
  /** Int32Array over a SharedArrayBuffer: a counter the worker bumps after posting each reply. */
  readonly flag: SharedArrayBuffer;
}

/** Index of the flag in its Int32Array. */
export const FLAG = 0;
