import { readFileSync } from 'node:fs';
import {
  type Game,
  type GameOptions,
  isVariantId,
  legalMoves,
  moveFromCells,
  newGame,
  play,
  seededRandom,
  type VariantId,
  variantOf,
} from '../../src/engine/index.ts';
import type { PlayerInfo } from '../../src/render/index.ts';

/**
 * Realistic positions and players for the picture gallery, the tests and the benchmark: the reference games of
 * `test/fixtures/vectors.json` (the reference vectors) replayed to any move, and seeded playouts for the variants they lack.
 * Not used by the bot.
 */

interface Vector {
  readonly variant: string;
  readonly source: string;
  readonly moves: readonly (readonly [string, string])[];
}

const VECTORS_URL = new URL('../../test/fixtures/vectors.json', import.meta.url);
let vectors: readonly Vector[] | undefined;

/** The reference games (read once). */
export function referenceGames(): readonly Vector[] {
  vectors ??= JSON.parse(readFileSync(VECTORS_URL, 'utf8')) as Vector[];
  return vectors;
}

/** Reference game `index` replayed for its first `moves` placements (all of them by default). */
export function vectorGame(index: number, moves = Number.POSITIVE_INFINITY): Game {
  const vector = referenceGames()[index];
  if (!vector || !isVariantId(vector.variant)) throw new Error(`no reference game ${index}`);
  let game = newGame(vector.variant);
  for (const [, cells] of vector.moves.slice(0, moves)) {
    const size = game.layout.size;
    const indexes = cells.split(',').map((c) => (Number(c.slice(1)) - 1) * size + c.charCodeAt(0) - 97);
    const move = moveFromCells(game.layout, indexes);
    const result = move === undefined ? undefined : play(game, move);
    if (!result?.ok) throw new Error(`reference game ${index} does not replay`);
    game = result.value.game;
  }
  return game;
}

/** The index of the first reference game of a variant made by the reference engine playing itself. */
export function selfPlayIndex(variant: VariantId): number {
  return referenceGames().findIndex((v) => v.variant === variant && v.source.startsWith('Pentobi'));
}

/**
 * A seeded playout of up to `moves` placements. Like people, it mostly plays one of its biggest pieces
 * (uniformly among the legal placements of the largest size left, 80% of the time).
 */
export function playoutGame(
  variant: VariantId,
  seed: number,
  moves = Number.POSITIVE_INFINITY,
  options: GameOptions = {},
): Game {
  const random = seededRandom(seed);
  let game = newGame(variant, options);
  for (let k = 0; k < moves && game.toMove !== null; k++) {
    const legal = legalMoves(game, game.toMove);
    const sizes = legal.map((m) => game.layout.moveSize[m]!);
    const biggest = Math.max(...sizes);
    const pool = random() < 0.8 ? legal.filter((_, i) => sizes[i] === biggest) : legal;
    const result = play(game, pool[Math.floor(random() * pool.length)]!);
    if (!result.ok) throw new Error('a legal move was refused');
    game = result.value.game;
  }
  return game;
}

const NAMES = ['Alice', 'Bob 🎲', 'Chidi Okonkwo', 'Dana', 'Émile'];

/** Players for a game: one per seat, with their colours. */
export function samplePlayers(game: Game, names: readonly string[] = NAMES): PlayerInfo[] {
  const { variant } = game;
  return Array.from({ length: variant.seats }, (_, seat) => ({
    name: names[seat % names.length]!,
    colors: variant.owners.flatMap((o, c) => (o === seat ? [c] : [])),
  }));
}

/** A game of a variant at a stage: a reference game where there is one, else a seeded playout. */
export function sampleGame(variant: VariantId, stage: 'opening' | 'middle' | 'end'): Game {
  const index = selfPlayIndex(variant);
  const total = variantOf(variant).boardSize === 20 ? 64 : 30;
  const moves =
    stage === 'opening' ? 5 : stage === 'middle' ? Math.round(total / 2) : Number.POSITIVE_INFINITY;
  return index >= 0 ? vectorGame(index, moves) : playoutGame(variant, 7, moves);
}
