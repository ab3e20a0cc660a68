// The computer players' worker entry: loads its body compiled or, from the sources, through tsx.
import { loadWorkerBody } from '../../worker-body.mjs';

await loadWorkerBody(new URL('./ai-worker.ts', import.meta.url));
