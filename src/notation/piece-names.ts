import {
  err,
  ok,
  PIECE_SETS,
  PIECES,
  type PieceIndex,
  type PieceName,
  type PieceSetId,
  pieceName,
  type Result,
} from '../engine/index.ts';
import { closestWord } from './closest-word.ts';
import type { PieceNameError } from './errors.ts';

/**
 * Piece names (docs/rules.md section 3): the canonical `P<size>-<letter>` names and the aliases of the engine's
 * `PIECES` table (Pentobi's names such as `L5`, `X`, `O`, `1`), all case-insensitive. The hyphen of a
 * canonical name is optional (`p5l`). Nothing else is a name: no other hyphens, underscores or spaces are
 * dropped, so `-1`, `1-`, `P-1` and `P_1` are unknown words (with a suggestion), not the monomino.
 */

/** The form names are compared in: upper case, surrounding whitespace ignored. */
function normalise(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Every accepted spelling, upper case, with its piece: each canonical name, the same without its hyphen,
 * and each alias exactly as the table lists it.
 */
const BY_NAME = new Map<string, PieceIndex>();
PIECES.forEach((piece, index) => {
  for (const name of [piece.name, piece.name.replace('-', ''), ...piece.aliases]) {
    BY_NAME.set(name.toUpperCase(), index);
  }
});

const CANDIDATES = [...BY_NAME].map(([word, index]) => ({ word, value: index }));

/** Longest input worth comparing for a suggestion (names are at most 8 characters). */
const MAX_SUGGESTION_INPUT = 16;

/** The canonical names of the pieces in a set (all 21 unless a set is given), in table order. */
export function pieceNamesInSet(pieceSet: PieceSetId = 'classic'): PieceName[] {
  return PIECES.flatMap((piece, index) => (isPieceInSet(index, pieceSet) ? [piece.name] : []));
}

/** Whether a colour of this piece set starts with at least one copy of the piece (Junior has 12 types). */
export function isPieceInSet(piece: PieceIndex, pieceSet: PieceSetId): boolean {
  return (PIECE_SETS[pieceSet][piece] ?? 0) > 0;
}

/** Whether a word is a piece name or alias (without suggesting anything). */
export function isPieceName(text: string): boolean {
  return BY_NAME.has(normalise(text));
}

/**
 * Parses a piece name or alias: `P5-L`, `p5-l`, `L5`, `P` (the pentomino P), `O`/`O4` (P4-O), `1` (P1).
 * With a piece set, a piece the set does not have is an error too.
 */
export function parsePieceName(text: string, pieceSet?: PieceSetId): Result<PieceIndex, PieceNameError> {
  const word = normalise(text);
  const index = BY_NAME.get(word);
  const valid = pieceNamesInSet(pieceSet);
  if (index === undefined) {
    const candidates =
      pieceSet === undefined ? CANDIDATES : CANDIDATES.filter((c) => isPieceInSet(c.value, pieceSet));
    const suggested = word.length <= MAX_SUGGESTION_INPUT ? closestWord(word, candidates, 2) : null;
    const suggestion = suggested === null ? null : pieceName(suggested);
    return err({ kind: 'unknown-piece', text, suggestion, valid });
  }
  if (pieceSet !== undefined && !isPieceInSet(index, pieceSet)) {
    return err({ kind: 'piece-not-in-set', piece: index, pieceSet, valid });
  }
  return ok(index);
}

/** The canonical name of a piece: `P5-L`. */
export function formatPieceName(piece: PieceIndex): PieceName {
  return pieceName(piece);
}

/** The aliases accepted for a piece besides its canonical name, as the engine's table lists them. */
export function pieceAliases(piece: PieceIndex): readonly string[] {
  return PIECES[piece]?.aliases ?? [];
}
