import { type Game, PIECE_SETS } from '../../engine/index.ts';
import { LOCALES, translator } from '../../i18n/index.ts';
import type { MoveRecord } from '../../store/index.ts';

/**
 * The tetromino puzzle through the bot: one player places any colour on any turn, so a typed
 * move may name its colour; the puzzle is solved when every piece is on the board.
 */

/** The lower-case names of a colour in every language the bot speaks (`red`, `rouge`, `rosso`). */
function colorNames(color: string): string[] {
  return LOCALES.map((l) =>
    translator(l)
      .t(`color.${color}` as 'color.blue')
      .toLowerCase(),
  );
}

/**
 * The colour a typed move names by a word of its own, first or last (`red P4-T c3`, `c3,d3,e3,d4 verde`),
 * with the rest of the text; null when it names none.
 */
export function colorWord(game: Game, text: string): { color: number; rest: string } | null {
  const words = text.trim().split(/\s+/);
  for (const at of [0, words.length - 1]) {
    const word = words[at]?.toLowerCase().replace(/[,:]+$/, '') ?? '';
    const color = game.variant.colors.findIndex((c) => colorNames(c).includes(word));
    if (color >= 0 && words.length > 1) {
      const rest = words.filter((_, i) => i !== at).join(' ');
      return { color, rest };
    }
  }
  return null;
}

/** How far a puzzle got: pieces on the board, of how many. */
export interface PuzzleProgress {
  readonly placed: number;
  readonly pieces: number;
}

/** Pieces placed and pieces in all, for a puzzle of free colour order. */
export function puzzleProgress(game: Game): PuzzleProgress {
  const perColor = PIECE_SETS[game.variant.pieceSet].reduce((a, b) => a + b, 0);
  return {
    placed: game.position.placed.reduce((a, b) => a + b, 0),
    pieces: game.variant.colors.length * perColor,
  };
}

/**
 * A puzzle that no colour can go on with, yet unsolved and not given up: its progress, else null. Undo is
 * free in a puzzle, so such a game stays open until its player takes pieces back or ends it.
 */
export function stuckPuzzle(game: Game): PuzzleProgress | null {
  if (!game.variant.freeColorOrder || game.toMove !== null) return null;
  if (game.out.some((reason) => reason === 'resigned')) return null;
  const progress = puzzleProgress(game);
  return progress.placed < progress.pieces ? progress : null;
}

/** How a finished puzzle went: solved or not, how many placements it took and how long (ms). */
export interface PuzzleOutcome {
  readonly solved: boolean;
  readonly placed: number;
  readonly pieces: number;
  readonly moves: number;
  readonly durationMs: number;
}

/** The outcome of a puzzle game that is over (null for any other game). */
export function puzzleOutcome(
  game: Game,
  moves: readonly MoveRecord[],
  startedAt: number | null,
  endedAt: number,
): PuzzleOutcome | null {
  if (!game.variant.freeColorOrder || game.toMove !== null) return null;
  const { placed, pieces } = puzzleProgress(game);
  return {
    solved: placed === pieces,
    placed,
    pieces,
    moves: moves.filter((m) => m.kind === 'place').length,
    durationMs: Math.max(0, endedAt - (startedAt ?? endedAt)),
  };
}
