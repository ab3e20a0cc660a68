import { REPLY_MODES, WEIGHTS, type Weights } from './policy.ts';
import { PRIOR_SOURCES, TREE, type TreeParams } from './tree.ts';

/** The named values of the settings that are modes, not numbers. */
const MODES: Readonly<Record<string, readonly string[]>> = { replies: REPLY_MODES, priors: PRIOR_SOURCES };

/**
 * Overrides of the search's settings by name (`noise=1,explore=0.2,replies=off`), for matches that tune
 * them: names of `Weights` and `TreeParams`, a number for a number and a mode's name for a mode. Returns
 * the settings, or the first name or value that is not valid.
 */
export function parseTuning(text: string): { weights: Weights; tree: TreeParams } | { error: string } {
  const weights: Record<string, number | string> = { ...WEIGHTS };
  const tree: Record<string, number | string> = { ...TREE };
  for (const pair of text.split(',').filter((p) => p !== '')) {
    const [name = '', value = ''] = pair.split('=');
    const target = name in weights ? weights : name in tree ? tree : null;
    if (!target) return { error: `unknown name ${name}` };
    const modes = MODES[name];
    if (modes) {
      if (!modes.includes(value)) return { error: `bad value in ${pair} (one of ${modes.join(', ')})` };
      target[name] = value;
      continue;
    }
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) return { error: `bad value in ${pair}` };
    target[name] = number;
  }
  return { weights: weights as unknown as Weights, tree: tree as unknown as TreeParams };
}
