import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collector = (options: { type: 'minor' }) => void;
let collector: Collector | null = null;

/**
 * A young-generation garbage collection (a millisecond or less). The canvas hands out its pixels as a
 * fresh native copy (`canvas.data()`, some 1–4 MB a picture), which only a collection followed by a tick
 * of the event loop frees; V8 collects by its own heap's growth, which such copies barely touch, so
 * without help they pile up by the hundred MB. The collector is exposed as `--expose-gc` would
 * (`runInNewContext` reads the function the flag adds).
 */
export function collectPixelCopies(): void {
  if (!collector) {
    setFlagsFromString('--expose-gc');
    collector = runInNewContext('gc') as Collector;
  }
  collector({ type: 'minor' });
}
