import {
  ALL_VARIANT_IDS,
  type Game,
  scoresOf,
  type Variant,
  type VariantId,
  variantOf,
} from '../engine/index.ts';
import { formatCell } from '../notation/index.ts';

/**
 * What the GTP engine says about a game that Pentobi's protocol fixes: the game names of `set_game`, the
 * colour names of `play`/`genmove`, the board of `showboard` and the `final_score` line.
 */

/**
 * The variant of a Pentobi game name (`Blokus Duo`, `Blokus Trigon Three-Player` …), or undefined:
 * the variant Pentobi means by it (`Blokus` is the four-player game, `Blokus Trigon` the four-player
 * Trigon), never a puzzle.
 */
export function variantOfGameName(name: string): VariantId | undefined {
  const wanted = name.trim().toLowerCase();
  return ALL_VARIANT_IDS.find(
    (id) => variantOf(id).freeColorOrder !== true && variantOf(id).sgfGame.toLowerCase() === wanted,
  );
}

/** Colours as GTP names them: `b`/`w` with two colours, `1`–`4` with four (colour names work too). */
export function parseGtpColor(text: string, variant: Variant): number | undefined {
  const word = text.toLowerCase();
  const n = variant.colors.length;
  if (n === 2) {
    if (word === 'b' || word === 'black') return 0;
    if (word === 'w' || word === 'white') return 1;
  } else if (/^[1-9]$/.test(word) && Number(word) <= n) {
    return Number(word) - 1;
  }
  const byName = variant.colors.indexOf(word as never);
  return byName >= 0 ? byName : undefined;
}

/**
 * The board, top row first, one character per cell: `.` empty, else the colour's mark (`X`/`O` with two
 * colours, else its number); on Trigon's hexagon the cells off the board are blank. The columns are named
 * above when they are single letters (square boards), else each row starts with its first cell's name.
 */
export function formatBoard(game: Game): string {
  const { layout, position, variant } = game;
  const { width, height, size, geometry } = layout;
  const marks = variant.colors.length === 2 ? ['X', 'O'] : ['1', '2', '3', '4'];
  const named = width <= 26;
  const lines = named ? [`   ${[...'abcdefghijklmnopqrstuvwxyz'.slice(0, width)].join(' ')}`] : [];
  for (let y = height - 1; y >= 0; y--) {
    let row = `${String(y + 1).padStart(2)} `;
    let first = '';
    for (let x = 0; x < width; x++) {
      if (!geometry.isOnBoard(x, y)) {
        row += '  ';
        continue;
      }
      first ||= formatCell({ x, y });
      const owner = position.board[y * size + x]!;
      row += `${owner === 0 ? '.' : marks[owner - 1]} `;
    }
    lines.push(named ? row.trimEnd() : `${row.trimEnd()}   (${first}…)`);
  }
  return lines.join('\n');
}

/**
 * The score line: with two seats Pentobi's `B+n` / `W+n` / `0` from the first seat's view; otherwise every
 * seat's points, space-separated.
 */
export function formatFinalScore(game: Game): string {
  const { playerScores } = scoresOf(game);
  if (playerScores.length !== 2) return playerScores.join(' ');
  const diff = playerScores[0]! - playerScores[1]!;
  return diff === 0 ? '0' : diff > 0 ? `B+${diff}` : `W+${-diff}`;
}
