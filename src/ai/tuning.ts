import { WEIGHTS, type Weights } from './policy.ts';
import { TREE, type TreeParams } from './tree.ts';

/**
 * Overrides of the search's numbers by name (`noise=1,explore=0.2`), for matches that tune them: names of
 * `Weights` and `TreeParams`. Returns the numbers, or the first name or value that is not valid.
 */
export function parseTuning(text: string): { weights: Weights; tree: TreeParams } | { error: string } {
  const weights: Record<string, number> = { ...WEIGHTS };
  const tree: Record<string, number> = { ...TREE };
  for (const pair of text.split(',').filter((p) => p !== '')) {
    const [name = '', value = ''] = pair.split('=');
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) return { error: `bad value in ${pair}` };
    if (name in weights) weights[name] = number;
    else if (name in tree) tree[name] = number;
    else return { error: `unknown name ${name}` };
  }
  return { weights: weights as unknown as Weights, tree: tree as unknown as TreeParams };
}
