import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, type Scores, scoresOf } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { shapeOf } from '../shape/board-shape.ts';
import { textWidth } from '../text/text.ts';
import { piecesText, signed, squaresLeftText } from './picture-words.ts';
import { type ColorGroup, type ColorLine, colorName, nextPlayerName, type PlayerInfo } from './seats.ts';

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
export function headingFigure(
  game: Game,
  group: ColorGroup,
  scores: Scores = scoresOf(game),
  words: Translator = ENGLISH,
): string {
  if (game.toMove === null) {
    return signed((group.heading?.seats ?? []).reduce((sum, s) => sum + scores.playerScores[s]!, 0));
  }
  const squares = group.lines.reduce((sum, l) => sum + game.position.squaresLeft(l.color), 0);
  return words.t('picture.left', { count: squares });
}

/**
 * The detail line of a colour, longest wording that fits `maxWidth` in `font`: colour (unless the title
 * names it), squares left, pieces held, bonus, and what the colour is doing (who plays the shared colour
 * next, passed, resigned).
 */
export function detailOf(
  ctx: SKRSContext2D,
  game: Game,
  opts: { readonly players: readonly PlayerInfo[]; readonly words: Translator },
  line: ColorLine,
  scores: Scores,
  maxWidth: number,
  font: string,
): string {
  const c = line.color;
  const { players, words } = opts;
  const name = colorName(game, c, words);
  const left = game.position.squaresLeft(c);
  const leftWords = squaresLeftText(left, words, shapeOf(game.layout).cells);
  const leftShort = words.t('picture.left', { count: left });
  const tail: string[] = [];
  const bonus = scores.bonuses[c]!;
  if (bonus > 0) tail.push(words.t('picture.bonus', { bonus: signed(bonus) }));
  if (game.out[c] === 'blocked' && game.toMove !== null) tail.push(words.t('picture.passed'));
  if (game.out[c] === 'resigned') tail.push(words.t('picture.resigned'));
  const next =
    game.out[c] === null ? [words.t('picture.next', { name: nextPlayerName(game, players, c) })] : [];
  const shared = line.shared ? [...next, words.t('picture.countsForNobody')] : [];
  const sharedShort = line.shared ? (next.length ? next : [words.t('picture.unscored')]) : [];
  const head = line.title.startsWith(name) ? [] : [name];
  // The tray shows which pieces are left, but on a phone only the count can be read.
  const pieces = piecesText(piecesHeld(game, c), words);
  const wordings = [
    [...head, leftWords, pieces, ...tail, ...shared],
    [...head, leftShort, pieces, ...tail, ...shared],
    [...head, leftWords, ...tail, ...shared],
    [...head, leftShort, ...tail, ...shared],
    [...head, leftShort, pieces, ...tail, ...sharedShort],
    [...head, leftShort, ...tail, ...sharedShort],
  ].map((parts) => parts.join(' · '));
  return wordings.find((w) => textWidth(ctx, w, font) <= maxWidth) ?? wordings.at(-1)!;
}

/** How many pieces (copies, in Junior) a colour still holds. */
export function piecesHeld(game: Game, color: number): number {
  let count = 0;
  const n = game.layout.pieceCount;
  for (let p = 0; p < n; p++) count += game.position.piecesLeft[color * n + p]!;
  return count;
}
