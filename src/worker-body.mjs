// How a worker thread's entry (`*.mjs`) loads its body. Compiled (`dist/`, as `npm start` runs the bot) the
// body is the `.js` beside the entry, plain JavaScript. From the sources (tests, the command line) a worker
// thread does not inherit the main thread's `--import tsx` loader, so tsx is registered in the thread
// before the TypeScript body loads.
import { existsSync } from 'node:fs';

/** Imports the body of a worker: `body` is the URL of its `.ts` source beside the entry. */
export async function loadWorkerBody(body) {
  const compiled = new URL(body.href.replace(/\.ts$/, '.js'));
  if (existsSync(compiled)) return import(compiled.href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(body.href);
}
