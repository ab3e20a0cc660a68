// The PostgreSQL bridge's worker entry: loads its body compiled or, from the sources, through tsx (as the
// AI worker does).
// If the body cannot load (the `pg` package missing, say), every request is answered with that error:
// the store's thread is blocked waiting for a reply and would otherwise wait for its whole timeout.
import { workerData } from 'node:worker_threads';
import { loadWorkerBody } from '../../worker-body.mjs';

let failed = false;
function failAll(error) {
  if (failed) return;
  failed = true;
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const flag = new Int32Array(workerData.flag);
  workerData.port.on('message', (request) => {
    if (!request.reply) return;
    workerData.port.postMessage({
      ok: false,
      message: `The PostgreSQL worker could not start: ${reason}`,
      code: undefined,
    });
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
}

// A package that fails to load can also raise its error again outside the import (Node 20 loading a CommonJS
// package from ESM): that too must answer, not end the worker.
process.on('uncaughtException', failAll);
try {
  await import('pg');
  await loadWorkerBody(new URL('./pg-worker.ts', import.meta.url));
  // Loaded: from here on an uncaught error is the worker's own, as in any thread.
  if (!failed) process.off('uncaughtException', failAll);
} catch (error) {
  failAll(error);
}
