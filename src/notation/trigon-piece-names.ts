import {
  err,
  ok,
  type PieceIndex,
  type Result,
  TRIGON_PIECES,
  type TrigonPieceName,
} from '../engine/index.ts';
import { closestWord } from './closest-word.ts';
import type { MoveError } from './errors.ts';

/**
 * Trigon piece names (docs/trigon.md section 3): Pentobi's, case-insensitive, `I6 L6 V S P6 F W A6 G Y X O I5 L5 C5
 * P5 I4 C4 A4 I3 2 1`. There is no second naming scheme: in a Trigon game the square names (`P5-L`) are
 * unknown pieces, and a name that is also a square alias (`L5`, `I4`) means the Trigon piece.
 */

/** The names in the order Pentobi lists them (largest first), for messages. */
export const TRIGON_PIECE_NAMES = [
  ...['I6', 'L6', 'V', 'S', 'P6', 'F', 'W', 'A6', 'G', 'Y', 'X', 'O'],
  ...['I5', 'L5', 'C5', 'P5', 'I4', 'C4', 'A4', 'I3', '2', '1'],
] as const satisfies readonly TrigonPieceName[];

const BY_NAME = new Map<string, PieceIndex>(TRIGON_PIECES.map((p, i) => [p.name.toUpperCase(), i]));
const CANDIDATES = TRIGON_PIECES.map((p, i) => ({ word: p.name, value: i }));

/** Whether a word is a Trigon piece name. */
export function isTrigonPieceName(text: string): boolean {
  return BY_NAME.has(text.trim().toUpperCase());
}

/** Parses a Trigon piece name; an unknown one gets the valid names and the closest. */
export function parseTrigonPieceName(
  text: string,
): Result<PieceIndex, MoveError & { kind: 'unknown-trigon-piece' }> {
  const index = BY_NAME.get(text.trim().toUpperCase());
  if (index !== undefined) return ok(index);
  const word = text.trim();
  const suggested = word.length <= 16 ? closestWord(word, CANDIDATES, 2) : null;
  const suggestion = suggested === null ? null : TRIGON_PIECES[suggested]!.name;
  return err({ kind: 'unknown-trigon-piece', text, suggestion, valid: TRIGON_PIECE_NAMES });
}

/** The name of a Trigon piece: `I6`, `1`. */
export function formatTrigonPieceName(piece: PieceIndex): string {
  return TRIGON_PIECES[piece]!.name;
}
