// The replay worker's entry: loads its body compiled or, from the sources, through tsx.
import { loadWorkerBody } from '../../worker-body.mjs';

await loadWorkerBody(new URL('./replay-worker.ts', import.meta.url));
