import { err, ok, type Result, type Transform } from '../engine/index.ts';
import type { OrientationError } from './errors.ts';

/**
 * Orientation words (docs/rules.md section 8): `rot0`, `rot90`, `rot180`, `rot270` (also `r90` and `90`) turn
 * the piece clockwise; `flip` mirrors it left↔right first. Any order, case-insensitive, at most one of each.
 */

/** The words as they are written out, for messages. */
export const ORIENTATION_WORDS = ['rot0', 'rot90', 'rot180', 'rot270', 'flip'] as const;

const ROTATION = /^(?:rot|r)?(0|90|180|270)$/;

/**
 * Words read as `flip`: the universal one, and the rule books' own where one is natural (French `miroir`,
 * Italian `specchio`). Messages and pictures always write `flip`.
 */
export const FLIP_WORDS: readonly string[] = ['flip', 'miroir', 'specchio'];

/** What one word says: a clockwise turn, a flip, or nothing (not an orientation word). */
export function readOrientationWord(
  word: string,
): { readonly rotation: Transform['rotation'] } | { readonly flip: true } | null {
  const w = word.trim().toLowerCase();
  if (FLIP_WORDS.includes(w)) return { flip: true };
  const match = ROTATION.exec(w);
  return match ? { rotation: Number(match[1]) as Transform['rotation'] } : null;
}

/** Parses orientation words (a string split at spaces/commas, or a list) into a transform; none is `rot0`. */
export function parseOrientation(words: string | readonly string[]): Result<Transform, OrientationError> {
  const list = typeof words === 'string' ? words.split(/[\s,]+/).filter((w) => w !== '') : words;
  let rotation: Transform['rotation'] | null = null;
  let flip = false;
  const rotationWords: string[] = [];
  const flipWords: string[] = [];
  for (const word of list) {
    const read = readOrientationWord(word);
    if (read === null) return err({ kind: 'unknown-orientation', text: word, valid: ORIENTATION_WORDS });
    if ('flip' in read) {
      flipWords.push(word);
      flip = true;
    } else {
      rotationWords.push(word);
      rotation = read.rotation;
    }
  }
  if (rotationWords.length > 1) return err({ kind: 'conflicting-orientation', words: rotationWords });
  if (flipWords.length > 1) return err({ kind: 'conflicting-orientation', words: flipWords });
  return ok({ flip, rotation: rotation ?? 0 });
}

/** The words of a transform: `rot90 flip`, `flip` (rot0 flipped), `rot0` (the identity). */
export function formatTransform(transform: Transform): string {
  if (transform.rotation === 0) return transform.flip ? 'flip' : 'rot0';
  return `rot${transform.rotation}${transform.flip ? ' flip' : ''}`;
}
