// The PostgreSQL bridge's worker entry: a worker thread does not inherit the `--import tsx` loader of the
// main thread, so it registers tsx itself before loading the TypeScript body (as the AI worker does).
import { register } from 'tsx/esm/api';

register();
await import('./pg-worker.ts');
