import { err, type Layout, ok, type Result, TRIGON_TRANSFORMS, type Transform } from '../engine/index.ts';
import type { MoveError } from './errors.ts';

/**
 * Trigon orientation words (docs/trigon.md sections 4 and 9): `rot0`, `rot60` … `rot300` turn the piece clockwise (also
 * `r60` and `60`), `flip` mirrors it left↔right first. `f` is not `flip` (F is a piece), bare `1` and `2`
 * are pieces, and `r1`–`r18` are cells of column r, so those are never read as turns.
 */

/** The words as written out, for messages. */
export const TRIGON_ORIENTATION_WORDS = [
  'rot0',
  'rot60',
  'rot120',
  'rot180',
  'rot240',
  'rot300',
  'flip',
] as const;

const TURN = /^(?:rot|r)?(\d+)°?$/;

/** What one word says: a turn, a flip, a number that is no Trigon turn (`bad`), or null (not such a word). */
export function readTrigonWord(
  word: string,
  layout: Layout,
):
  | { readonly rotation: number }
  | { readonly flip: true }
  | { readonly bad: true; readonly valid: readonly string[] }
  | null {
  const w = word.trim().toLowerCase();
  if (w === 'flip') return { flip: true };
  const match = TURN.exec(w);
  if (!match) return /^(?:rot|fl)/.test(w) ? { bad: true, valid: TRIGON_ORIENTATION_WORDS } : null;
  const n = Number(match[1]);
  // `r9` is a cell; bare `1` and `2` are pieces.
  if (w.startsWith('r') && !w.startsWith('rot') && n >= 1 && n <= layout.height) return null;
  if (/^\d+$/.test(w) && (w === '1' || w === '2')) return null;
  if (n % 60 === 0 && n < 360 && !match[1]!.startsWith('0')) return { rotation: n };
  if (w === '0' || w === 'r0' || w === 'rot0') return { rotation: 0 };
  return { bad: true, valid: TRIGON_ORIENTATION_WORDS };
}

/**
 * The transform of some orientation words, and its index in `TRIGON_TRANSFORMS`. With no turn, the turn is
 * rot0, unless `singleCellUp` is given (the single triangle): then rot0 on a ▲ cell and rot60 on a ▼ one.
 */
export function parseTrigonOrientation(
  words: readonly string[],
  singleCellUp: boolean | null,
): Result<{ transform: Transform; index: number }, MoveError> {
  let rotation: number | null = null;
  const turns: string[] = [];
  const flips: string[] = [];
  for (const word of words) {
    if (word.trim().toLowerCase() === 'flip') {
      flips.push(word);
      continue;
    }
    turns.push(word);
    const read = TURN.exec(word.trim().toLowerCase());
    rotation = Number(read?.[1] ?? 0);
  }
  if (turns.length > 1) return err({ kind: 'conflicting-orientation', words: turns });
  if (flips.length > 1) return err({ kind: 'conflicting-orientation', words: flips });
  const turn = rotation ?? (singleCellUp === false ? 60 : 0);
  const index = TRIGON_TRANSFORMS.findIndex((t) => t.rotation === turn && t.flip === flips.length > 0);
  return ok({ transform: TRIGON_TRANSFORMS[index]!, index });
}

/** The words of a Trigon transform: `rot60 flip`, `flip`, `rot0`. */
export function formatTrigonTransform(transform: Transform): string {
  if (transform.rotation === 0) return transform.flip ? 'flip' : 'rot0';
  return `rot${transform.rotation}${transform.flip ? ' flip' : ''}`;
}
