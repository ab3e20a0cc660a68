import { ALL_VARIANT_IDS, type VariantId, variantOf } from '../engine/index.ts';

/**
 * Whether the computer plays a variant: every game of turns, squares and Trigon alike; not a puzzle of free
 * colour order, which has no opponent (it gets `puzzleHint` instead).
 */
export function playsVariant(variant: VariantId): boolean {
  return variantOf(variant).freeColorOrder !== true;
}

/** The variants the computer plays (its workers warm each board up at start). */
export const PLAYED_VARIANT_IDS: readonly VariantId[] = ALL_VARIANT_IDS.filter(playsVariant);
