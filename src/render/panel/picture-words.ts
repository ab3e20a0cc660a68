import type { Game } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';

/**
 * Words the pictures share. Moves, cells, orientations and piece names are not here: they are written only
 * by src/notation (`formatMove`, `formatPlacement`, `formatCell`, `formatTransform`), as everywhere else.
 */

/**
 * The move number (glossary): placements, passes and resignations so far, the count the bot's caption gives.
 * Each of these is one event of the engine game (a stored pass is played as the colour stepping out), so
 * this is `game.events.length`, the same as the stored log's length. Automatic passes are not counted.
 */
export function movesPlayed(game: Game): number {
  return game.events.length;
}

/**
 * The move count as the pictures word it, during play and at the end alike: `0 moves played`,
 * `1 move played`, `10 moves played`. "Played" keeps it from reading as the number of the move to come.
 */
export function movesPlayedText(count: number, words: Translator = ENGLISH): string {
  return words.t('picture.movesPlayed', { count });
}

/**
 * What a colour has left to place, as the in-game panel says it: `89 squares left`, `1 square left`, or for
 * a Trigon board (`cells: 'triangles'`) `22 triangles left`.
 */
export function squaresLeftText(
  count: number,
  words: Translator = ENGLISH,
  cells: 'squares' | 'triangles' = 'squares',
): string {
  return words.t(cells === 'triangles' ? 'picture.trianglesLeft' : 'picture.squaresLeft', { count });
}

/** How many pieces a colour still holds, as the panel says it: `12 pieces`, `1 piece` (as `/pieces` does). */
export function piecesText(count: number, words: Translator = ENGLISH): string {
  return words.t('picture.pieces', { count });
}

/** 1st, 2nd, 3rd, 4th … (1er, 2e … ; 1º, 2º …) */
export function ordinal(n: number, words: Translator = ENGLISH): string {
  return words.t('picture.rank', { rank: n });
}

/** A score with its sign: +20, 0, −8 (a real minus sign). For final results, never for squares left. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}
