import { type Game, scoresOf, VARIANT_IDS, VARIANTS, type Variant, type VariantId } from '../engine/index.ts';

/**
 * What the GTP engine says about a game that Pentobi's protocol fixes: the game names of `set_game`, the
 * colour names of `play`/`genmove`, the board of `showboard` and the `final_score` line.
 */

/**
 * The variant of a Pentobi game name (`Blokus Duo` …), or undefined. `Blokus` is the four-player game.
 * Only the square boards: the computer player does not search Trigon yet.
 */
export function variantOfGameName(name: string): VariantId | undefined {
  const wanted = name.trim().toLowerCase();
  const found = VARIANT_IDS.find(
    (id) => id !== 'teams' && id !== 'solo' && VARIANTS[id].sgfGame.toLowerCase() === wanted,
  );
  return found;
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

/** The board, top row first, one character per cell: `.` empty, else the colour's initial or number. */
export function formatBoard(game: Game): string {
  const { layout, position, variant } = game;
  const marks = variant.colors.length === 2 ? ['X', 'O'] : ['1', '2', '3', '4'];
  const letters = 'abcdefghijklmnopqrstuvwxyz'.slice(0, layout.size);
  const lines = [`   ${[...letters].join(' ')}`];
  for (let y = layout.size - 1; y >= 0; y--) {
    let row = `${String(y + 1).padStart(2)} `;
    for (let x = 0; x < layout.size; x++) {
      const owner = position.board[y * layout.size + x]!;
      row += `${owner === 0 ? '.' : marks[owner - 1]} `;
    }
    lines.push(row.trimEnd());
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
