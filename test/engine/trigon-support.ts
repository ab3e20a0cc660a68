import { readFileSync } from 'node:fs';
import {
  type Game,
  type Layout,
  moveFromCells,
  newGame,
  type Point,
  play,
  type VariantId,
} from '../../src/engine/index.ts';

/** A cell name of docs/trigon.md section 1 (`r15`, `aa7`) as a point, read here without the notation layer. */
export function trigonPoint(name: string): Point {
  const letters = /^[a-z]+/.exec(name)![0];
  const x = [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 96, 0) - 1;
  return { x, y: Number(name.slice(letters.length)) - 1 };
}

/** The move covering a comma-separated cell list, or a thrown error (test data must be right). */
export function trigonMove(layout: Layout, cells: string): number {
  const move = moveFromCells(
    layout,
    cells.split(',').map((c) => {
      const p = trigonPoint(c);
      return p.y * layout.size + p.x;
    }),
  );
  if (move === undefined) throw new Error(`no piece covers ${cells}`);
  return move;
}

/** Plays `[colour, cells]` moves in order from the start of a variant, checking each colour's turn. */
export function playTrigon(variant: VariantId, moves: readonly (readonly [string, string])[]): Game {
  let game = newGame(variant);
  for (const [color, cells] of moves) {
    if (game.toMove === null || game.variant.colors[game.toMove] !== color)
      throw new Error(`not ${color}'s turn`);
    const result = play(game, trigonMove(game.layout, cells));
    if (!result.ok) throw new Error(`${color} ${cells}: ${result.error.kind}`);
    game = result.value.game;
  }
  return game;
}

/** One Pentobi-checked Trigon game (test/fixtures/trigon-vectors.json, see the vectors README). */
export interface TrigonVector {
  readonly variant: VariantId;
  readonly pentobiVariant: string;
  readonly source: string;
  readonly colors: string[];
  readonly moves: [string, string][];
  readonly legal: number[][];
  readonly squaresLeft: number[];
  readonly scores: number[];
  readonly playerScores: number[];
  readonly pentobiPoints: number[];
  readonly sgf: string;
}

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));

/** The 15 reference Trigon games. */
export const TRIGON_VECTORS: readonly TrigonVector[] = fixture('trigon-vectors.json');

/** Perft from the empty boards (Pentobi). */
export const TRIGON_PERFT: readonly { variant: VariantId; perft: number[] }[] = fixture('trigon-perft.json');

/** Perft to depth 2 after the first `moves` moves of reference game `game` (Pentobi's `perft - 2`). */
export const TRIGON_MIDGAME_PERFT: readonly { game: number; moves: number; perft: number[] }[] =
  fixture('trigon-perft-midgame.json');
