/**
 * The messages between the store's thread and the PostgreSQL worker (pg-sql.ts, pg-worker.ts). The
 * store posts a request and, unless it said `reply: false`, blocks on the shared flag until the worker
 * has posted the answer and raised the flag.
 */
export type BridgeRequest =
  /** One statement: `name` makes it a prepared statement of the connection (parsed once). */
  | {
      readonly kind: 'query';
      readonly text: string;
      readonly values: readonly unknown[];
      readonly name?: string;
      readonly reply: boolean;
    }
  /** Session settings to run now and again on every new connection (replacing earlier ones). */
  | { readonly kind: 'session'; readonly text: string; readonly reply: true }
  | { readonly kind: 'close'; readonly reply: true };

export type BridgeReply =
  | { readonly ok: true; readonly rows: readonly Record<string, unknown>[]; readonly rowCount: number }
  | { readonly ok: false; readonly message: string; readonly code: string | undefined };

/** What the worker is started with. */
export interface BridgeWorkerData {
  readonly url: string;
  readonly port: import('node:worker_threads').MessagePort;
  /** Int32Array over a SharedArrayBuffer: 0 while a reply is awaited, 1 once posted. */
  readonly flag: SharedArrayBuffer;
}

/** Index of the flag in its Int32Array. */
export const FLAG = 0;
