import type { Color } from './colors.ts';
import { isFigureBoard } from './figures.ts';
import type { Point } from './geometry.ts';
import { edgeNeighbours, type Layout, moveFromCells } from './layout.ts';
import { cellOf, isOnBoard, moveCells, pieceOfMove, pointOf } from './moves.ts';
import type { PieceIndex } from './pieces.ts';
import { Position } from './position.ts';
import { err, ok, type Result } from './result.ts';
import { type Variant, type VariantId, variantOf } from './variants.ts';

/** Options chosen when a game is created. */
export interface GameOptions {
  /** Start squares 5 in from the corners instead of the corners (classic board variants only). */
  readonly fastContact?: boolean;
}

/** One entry of a game's history. Automatic passes are not events: they follow from the position. */
export type GameEvent =
  | { readonly type: 'place'; readonly color: number; readonly move: number }
  | { readonly type: 'resign'; readonly color: number };

/** Why a colour no longer moves. */
export type OutReason = 'blocked' | 'resigned';

/**
 * A game: variant, options and history, with the derived position. Treat it as immutable: `play` and
 * `resign` return a new game. Colours are numbered by playing order (`variant.colors[i]`).
 */
export interface Game {
  readonly variant: Variant;
  readonly fastContact: boolean;
  readonly layout: Layout;
  /** Per colour, its start square (square boards; empty where start points are shared). */
  readonly starts: readonly Point[];
  /** Per colour, the cells of which its first piece must cover one (Trigon: the six shared points). */
  readonly startSets: readonly (readonly Point[])[];
  readonly events: readonly GameEvent[];
  /** The colour to move, or null when the game is over. */
  readonly toMove: number | null;
  /** Per colour: null while it still plays, else why it stopped. */
  readonly out: readonly (OutReason | null)[];
  /** The derived board; never mutate it (`Position.clone()` first). */
  readonly position: Position;
}

/** What a successful `play` or `resign` led to. */
export interface Outcome {
  readonly game: Game;
  /** Colours passed automatically (in order) because they could no longer place a piece. */
  readonly passed: readonly number[];
  /** Whether the game is now over. */
  readonly over: boolean;
}

/** Why a placement is not legal (docs/rules.md section 4), with the cells involved. */
export type PlacementError =
  | { readonly kind: 'game-over' }
  | { readonly kind: 'not-turn'; readonly color: Color; readonly toMove: Color }
  | {
      readonly kind: 'piece-used';
      readonly color: Color;
      readonly piece: PieceIndex;
      /** The piece's name on its board (a Trigon name in Trigon). */
      readonly name?: string;
    }
  | { readonly kind: 'off-board'; readonly squares: readonly Point[] }
  /** Squares of a figure's puzzle that are not in the figure (its rectangle's other squares, or past it). */
  | { readonly kind: 'outside-figure'; readonly squares: readonly Point[] }
  | { readonly kind: 'not-a-piece'; readonly squares: readonly Point[] }
  | { readonly kind: 'overlap'; readonly cell: Point; readonly by: Color }
  | { readonly kind: 'own-edge'; readonly cell: Point; readonly touching: Point; readonly color: Color }
  | { readonly kind: 'missing-start'; readonly start: Point; readonly color?: Color }
  /** A first piece on a board of shared start points that covers none of the free ones (listed). */
  | { readonly kind: 'no-start-point'; readonly free: readonly Point[]; readonly color: Color }
  | { readonly kind: 'no-corner'; readonly color: Color };

/** Why a colour cannot resign. */
export type ResignError =
  | { readonly kind: 'game-over' }
  | { readonly kind: 'already-out'; readonly color: Color };

/** A new game of a variant. */
export function newGame(variantId: VariantId, options: GameOptions = {}): Game {
  const variant = variantOf(variantId);
  const fastContact = options.fastContact === true && variant.fastContactStarts !== undefined;
  const starts = fastContact && variant.fastContactStarts ? variant.fastContactStarts : variant.starts;
  const shared = variant.sharedStarts;
  const startSets = shared ? variant.colors.map(() => shared) : starts.map((s) => [s]);
  const position = Position.initial({
    boardSize: variant.boardSize,
    board: variant.board,
    starts: startSets,
    pieceSet: variant.pieceSet,
  });
  const out = variant.colors.map(() => null);
  const game: Game = {
    variant,
    fastContact,
    layout: position.layout,
    starts,
    startSets,
    events: [],
    toMove: 0,
    out,
    position,
  };
  const { toMove } = advance(position, out, variant.colors.length - 1);
  return { ...game, toMove };
}

/**
 * Finds the next colour to move after `from`, in playing order, marking colours without a legal placement
 * as blocked (they pass automatically). Mutates `out`.
 */
function advance(position: Position, out: (OutReason | null)[], from: number) {
  const n = out.length;
  const passed: number[] = [];
  for (let step = 1; step <= n; step++) {
    const c = (from + step) % n;
    if (out[c] !== null) continue;
    if (position.legalMoveCount(c) > 0) return { toMove: c as number | null, passed };
    out[c] = 'blocked';
    passed.push(c);
  }
  return { toMove: null, passed };
}

/** Checks a placement of `piece` on `squares` for `color` (a colour index) and returns its move id. */
export function checkPlacement(
  game: Game,
  color: number,
  piece: PieceIndex,
  squares: readonly Point[],
): Result<number, PlacementError> {
  const { variant, layout, position } = game;
  const name = variant.colors[color]!;
  if (game.toMove === null) return err({ kind: 'game-over' });
  if (game.toMove !== color && !variant.freeColorOrder)
    return err({ kind: 'not-turn', color: name, toMove: variant.colors[game.toMove]! });
  if (position.piecesLeft[color * layout.pieceCount + piece] === 0)
    return err({ kind: 'piece-used', color: name, piece, name: layout.geometry.pieceNames[piece] });
  const off = squares.filter((s) => !isOnBoard(layout, s));
  if (off.length > 0)
    return err({ kind: isFigureBoard(layout.board) ? 'outside-figure' : 'off-board', squares: off });
  const cells = squares.map((s) => cellOf(layout, s));
  const move = moveFromCells(layout, cells);
  if (move === undefined || pieceOfMove(layout, move) !== piece) return err({ kind: 'not-a-piece', squares });
  for (const s of squares) {
    const owner = position.board[cellOf(layout, s)]!;
    if (owner !== 0) return err({ kind: 'overlap', cell: s, by: variant.colors[owner - 1]! });
  }
  for (const s of squares) {
    for (const n of edgeNeighbours(layout, cellOf(layout, s))) {
      if (position.board[n] === color + 1) {
        return err({ kind: 'own-edge', cell: s, touching: pointOf(layout, n), color: name });
      }
    }
  }
  const startSet = game.startSets[color]!;
  if (position.placed[color] === 0 && startSet.length === 1) {
    const start = startSet[0]!;
    if (!cells.includes(cellOf(layout, start))) return err({ kind: 'missing-start', start, color: name });
  } else if (position.placed[color] === 0) {
    const free = startSet.filter((p) => position.board[cellOf(layout, p)] === 0);
    if (!free.some((p) => cells.includes(cellOf(layout, p))))
      return err({ kind: 'no-start-point', free, color: name });
  } else if (!position.isLegal(color, move)) {
    return err({ kind: 'no-corner', color: name });
  }
  return ok(move);
}

/**
 * Plays move `move` (a move id of `game.layout`) for the colour to move, if legal; in a puzzle of free
 * colour order (`variant.freeColorOrder`), for any colour given.
 */
export function play(
  game: Game,
  move: number,
  color: number | null = game.toMove,
): Result<Outcome, PlacementError> {
  if (game.toMove === null || color === null) return err({ kind: 'game-over' });
  const { colors } = game.variant;
  if (color !== game.toMove && !game.variant.freeColorOrder)
    return err({ kind: 'not-turn', color: colors[color]!, toMove: colors[game.toMove]! });
  const { layout } = game;
  if (!Number.isInteger(move) || move < 0 || move >= layout.moveCount) throw new Error(`no move ${move}`);
  if (!game.position.isLegal(color, move)) {
    const reason = checkPlacement(game, color, pieceOfMove(layout, move), moveCells(layout, move));
    if (!reason.ok) return reason;
    throw new Error('move is legal by the rules but not by the move generator');
  }
  const position = game.position.clone();
  position.play(color, move);
  const out = [...game.out];
  const { toMove, passed } = advance(position, out, color);
  const next: Game = {
    ...game,
    position,
    out,
    toMove,
    events: [...game.events, { type: 'place', color, move }],
  };
  return ok({ game: next, passed, over: toMove === null });
}

/** A colour gives up: it makes no more moves (its remaining squares still count against it). */
export function resign(game: Game, color: number): Result<Outcome, ResignError> {
  if (game.toMove === null) return err({ kind: 'game-over' });
  if (game.out[color] !== null) return err({ kind: 'already-out', color: game.variant.colors[color]! });
  const out = [...game.out];
  out[color] = 'resigned';
  const events = [...game.events, { type: 'resign' as const, color }];
  if (game.toMove !== color) return ok({ game: { ...game, out, events }, passed: [], over: false });
  const { toMove, passed } = advance(game.position, out, color);
  return ok({ game: { ...game, out, events, toMove }, passed, over: toMove === null });
}

/** Why a history cannot be replayed. */
export interface ReplayError {
  /** 1-based index of the offending event. */
  readonly index: number;
  readonly error: PlacementError | ResignError;
}

/**
 * Rebuilds a game from its history, checking every event. Uses one mutable position, so replaying a long
 * game costs about as much as playing it once.
 */
export function replay(
  variantId: VariantId,
  options: GameOptions,
  events: readonly GameEvent[],
): Result<Game, ReplayError> {
  let game = newGame(variantId, options);
  const position = game.position.clone();
  const out = [...game.out];
  let toMove = game.toMove;
  for (const [i, event] of events.entries()) {
    const current: Game = { ...game, position, out, toMove };
    if (event.type === 'resign') {
      const result = resign(current, event.color);
      if (!result.ok) return err({ index: i + 1, error: result.error });
      out[event.color] = 'resigned';
      toMove = result.value.game.toMove;
      for (const c of result.value.passed) out[c] = 'blocked';
      continue;
    }
    if (toMove === null) return err({ index: i + 1, error: { kind: 'game-over' } });
    const free = game.variant.freeColorOrder === true && out[event.color] === null;
    if (event.color !== toMove && !free) {
      const color = game.variant.colors[event.color]!;
      return err({ index: i + 1, error: { kind: 'not-turn', color, toMove: game.variant.colors[toMove]! } });
    }
    if (!position.isLegal(event.color, event.move)) {
      const result = play({ ...current, events: [] }, event.move, event.color);
      if (result.ok) throw new Error('move is legal by the rules but not by the move generator');
      return err({ index: i + 1, error: result.error });
    }
    position.play(event.color, event.move);
    const next = advance(position, out, event.color);
    toMove = next.toMove;
  }
  game = { ...game, position, out, toMove, events: [...events] };
  return ok(game);
}

/**
 * The cells where colour `color` may attach its next piece: its free start cells before its first piece,
 * then the empty cells that touch it by a corner and not by an edge. Every legal placement covers one.
 */
export function attachCells(game: Game, color: number): number[] {
  const { position } = game;
  if (position.placed[color] !== 0) return position.openCorners(color);
  const starts = position.startSets[color]!;
  // A square board's start cell is listed even when taken (as it always was); shared points only while free.
  return starts.length === 1 ? [...starts] : starts.filter((cell) => position.board[cell] === 0);
}

/** The legal moves of a colour (each distinct cell set once), optionally only of one piece or covering a cell. */
export function legalMoves(
  game: Game,
  color: number,
  filter: { piece?: PieceIndex; cell?: Point } = {},
): number[] {
  if (game.out[color] !== null) return [];
  const { layout } = game;
  // A point off the board covers no move (and its cell index would wrap onto another cell).
  if (filter.cell && !isOnBoard(layout, filter.cell)) return [];
  const cell = filter.cell ? cellOf(layout, filter.cell) : -1;
  const result: number[] = [];
  for (const m of game.position.legalMovesView(color)) {
    if (filter.piece !== undefined && layout.movePiece[m] !== filter.piece) continue;
    if (cell >= 0 && !coversCell(layout, m, cell)) continue;
    result.push(m);
  }
  return result;
}

/**
 * The number of legal placements of every colour (distinct cell sets), 0 for colours that are out: the
 * `legal` counts of the reference games, whether or not it is that colour's turn.
 */
export function legalCounts(game: Game): number[] {
  return game.variant.colors.map((_, c) => (game.out[c] === null ? game.position.legalMoveCount(c) : 0));
}

function coversCell(layout: Layout, move: number, cell: number): boolean {
  for (let i = 0; i < layout.moveSize[move]!; i++)
    if (layout.moveCells[move * layout.stride + i] === cell) return true;
  return false;
}

/** The seat (player index) that plays colour `color` on its next turn. */
export function seatOfColor(game: Game, color: number): number {
  const owner = game.variant.owners[color]!;
  return owner === 'rotate' ? game.position.placed[color]! % game.variant.seats : owner;
}

/** The seat to move now, or null when the game is over. */
export function seatToMove(game: Game): number | null {
  return game.toMove === null ? null : seatOfColor(game, game.toMove);
}

/** The colours a seat holds (for `classic-3`, the shared colour is listed for nobody). */
export function colorsOfSeat(variant: Variant, seat: number): number[] {
  return variant.owners.flatMap((owner, c) => (owner === seat ? [c] : []));
}

/** The last placement, if any. */
export function lastPlacement(game: Game): { color: number; move: number } | null {
  for (let i = game.events.length - 1; i >= 0; i--) {
    const e = game.events[i]!;
    if (e.type === 'place') return e;
  }
  return null;
}

/** Whether the game is over (no colour can move). */
export function isOver(game: Game): boolean {
  return game.toMove === null;
}
