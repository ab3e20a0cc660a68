import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, PIECE_COUNT, type Scores, scoresOf } from '../engine/index.ts';
import { type ColorGroup, type ColorLine, colorName, nextPlayerName, type PlayerInfo } from './seats.ts';
import { textWidth } from './text.ts';
import { piecesText, signed, squaresLeftText } from './words.ts';

/**
 * What the panel's rows say about a colour or a group, in words and figures. During play a colour's
 * squares left are worded (`49 squares left`, `178 left`) so that they cannot pass for a score; signed
 * scores appear only once the game is over.
 */

/**
 * What a colour's line shows at its right edge: its score, signed, once the game is over; nothing during
 * play, where its detail line says how many squares it has left (a running score would read as a result).
 */
export function colorFigure(game: Game, color: number, scores: Scores = scoresOf(game)): string | null {
  return game.toMove === null ? signed(scores.colorScores[color]!) : null;
}

/**
 * What a player's or team's heading shows at its right edge: the total score, signed, once the game is
 * over; during play the squares its colours have left, worded (`178 left`) so it cannot pass for a score.
 */
export function headingFigure(game: Game, group: ColorGroup, scores: Scores = scoresOf(game)): string {
  if (game.toMove === null) {
    return signed((group.heading?.seats ?? []).reduce((sum, s) => sum + scores.playerScores[s]!, 0));
  }
  const squares = group.lines.reduce((sum, l) => sum + game.position.squaresLeft(l.color), 0);
  return `${squares} left`;
}

/**
 * The detail line of a colour, longest wording that fits `maxWidth` in `font`: colour (unless the title
 * names it), squares left, pieces held, bonus, and what the colour is doing (who plays the shared colour
 * next, passed, resigned).
 */
export function detailOf(
  ctx: SKRSContext2D,
  game: Game,
  players: readonly PlayerInfo[],
  line: ColorLine,
  scores: Scores,
  maxWidth: number,
  font: string,
): string {
  const c = line.color;
  const name = colorName(game, c);
  const left = game.position.squaresLeft(c);
  const leftWords = squaresLeftText(left);
  const tail: string[] = [];
  const bonus = scores.bonuses[c]!;
  if (bonus > 0) tail.push(`${signed(bonus)} bonus`);
  if (game.out[c] === 'blocked' && game.toMove !== null) tail.push('passed');
  if (game.out[c] === 'resigned') tail.push('resigned');
  const next = game.out[c] === null ? [`next: ${nextPlayerName(game, players, c)}`] : [];
  const shared = line.shared ? [...next, 'counts for nobody'] : [];
  const sharedShort = line.shared ? (next.length ? next : ['unscored']) : [];
  const head = line.title.startsWith(name) ? [] : [name];
  // The tray shows which pieces are left, but on a phone only the count can be read.
  const pieces = piecesText(piecesHeld(game, c));
  const wordings = [
    [...head, leftWords, pieces, ...tail, ...shared],
    [...head, `${left} left`, pieces, ...tail, ...shared],
    [...head, leftWords, ...tail, ...shared],
    [...head, `${left} left`, ...tail, ...shared],
    [...head, `${left} left`, pieces, ...tail, ...sharedShort],
    [...head, `${left} left`, ...tail, ...sharedShort],
  ].map((parts) => parts.join(' · '));
  return wordings.find((w) => textWidth(ctx, w, font) <= maxWidth) ?? wordings.at(-1)!;
}

/** How many pieces (copies, in Junior) a colour still holds. */
export function piecesHeld(game: Game, color: number): number {
  let count = 0;
  for (let p = 0; p < PIECE_COUNT; p++) count += game.position.piecesLeft[color * PIECE_COUNT + p]!;
  return count;
}
