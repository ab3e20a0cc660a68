// The replay worker's entry: a worker thread does not inherit the `--import tsx` loader of the main
// thread, so it registers tsx itself before loading the TypeScript body.
import { register } from 'tsx/esm/api';

register();
await import('./replay-worker.ts');
