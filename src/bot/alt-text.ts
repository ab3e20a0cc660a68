import type { GameEnd, SeatView } from '../app/index.ts';
import { type Color, colorLabel, type Game, type Point } from '../engine/index.ts';
import { fitText, formatCell, formatMove } from '../notation/index.ts';
import { movesPlayedText } from '../render/index.ts';
import { bareName } from './words.ts';

/**
 * Alt text for the pictures (Discord's attachment `description`, read by screen readers): what each
 * picture shows, in words. Plain text (no markdown, no mentions), names without bidi controls.
 */

/** Discord's limit on an attachment's description. */
const MAX_ALT_TEXT = 1024;

/** Who plays each colour of a game, by colour index (a shared colour: nobody). */
function holders(game: Game, seats: readonly SeatView[]): (string | null)[] {
  return game.variant.colors.map((color) => {
    const seat = seats.find((s) => s.colors.includes(color));
    return seat ? bareName(seat.displayName) : null;
  });
}

/** A board: variant, move number, whose turn, the last move, and squares left per colour. */
export function boardAltText(
  game: Game,
  seats: readonly SeatView[],
  toMove: { readonly colorIndex: number; readonly displayName: string } | null,
): string {
  const names = holders(game, seats);
  const parts = [`Blokus board, ${game.variant.title}, ${movesPlayedText(game.events.length)}.`];
  if (toMove) {
    const color = colorLabel(game.variant.colors[toMove.colorIndex]!);
    parts.push(`${color} to play: ${bareName(toMove.displayName)}.`);
  }
  const last = [...game.events].reverse().find((e) => e.type === 'place');
  if (last?.type === 'place') {
    parts.push(
      `Last move: ${colorLabel(game.variant.colors[last.color]!)} ${formatMove(game.layout, last.move)}.`,
    );
  }
  const left = game.variant.colors.map((color, c) => {
    const who = names[c] ? ` (${names[c]})` : '';
    const out = game.out[c] === null ? '' : game.out[c] === 'blocked' ? ', blocked' : ', resigned';
    return `${colorLabel(color)}${who} ${game.position.squaresLeft(c)}${out}`;
  });
  parts.push(`Squares left: ${left.join('; ')}.`);
  return fitText(parts.join(' '), MAX_ALT_TEXT);
}

/** The final scoreboard: the ranking, with each player's colours and score. */
export function scoreboardAltText(game: Game, end: GameEnd): string {
  const ranking = end.standings.map((s) => {
    const colors = s.colors.map(colorLabel).join(' and ');
    const score = s.score > 0 ? `+${s.score}` : `${s.score}`.replace('-', '−');
    return `${s.rank}. ${bareName(s.displayName)} (${colors}) ${score}`;
  });
  const head = `Final scoreboard, ${game.variant.title}, ${movesPlayedText(game.events.length)}.`;
  return fitText(`${head} ${ranking.join('; ')}.`, MAX_ALT_TEXT);
}

/** A preview: the placement, its squares, and whether it is legal (and if not, why). */
export function previewAltText(
  preview: {
    readonly text: string;
    readonly color: Color;
    readonly squares: readonly Point[];
    readonly legal: boolean;
  },
  problem: string | undefined,
): string {
  const cells = preview.squares.map(formatCell).join(', ');
  const verdict = preview.legal ? 'legal' : `not legal${problem ? `: ${problem}` : ''}`;
  return fitText(
    `Preview of ${colorLabel(preview.color)} ${preview.text}, covering ${cells}: ${verdict}.`,
    MAX_ALT_TEXT,
  );
}

/** One colour's pieces: how many are left, which, and the squares they make. */
export function piecesAltText(
  color: Color,
  pieces: readonly { readonly name: string; readonly count: number }[],
  squaresLeft: number,
): string {
  const names = pieces.map((p) => (p.count > 1 ? `${p.name} ×${p.count}` : p.name)).join(', ');
  const count = pieces.reduce((n, p) => n + p.count, 0);
  return fitText(
    `${colorLabel(color)} pieces left: ${count} (${names || 'none'}), ${squaresLeft} squares.`,
    MAX_ALT_TEXT,
  );
}
