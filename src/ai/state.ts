import type { Game, Position } from '../engine/index.ts';
import type { Sides } from './sides.ts';
import type { MoveTables } from './tables.ts';

/**
 * One line of play inside the search: a position the search may change, whose turn it is, and which
 * colours are out (bit c of `out`: colour c resigned or has no placement left; a blocked colour never moves
 * again, since cells only fill and pieces only get used).
 *
 * `corners[cell]` has bit c set when colour c's pieces touch that cell by a corner, `near[cell]` when they
 * touch it by an edge: a cell with bit c in `corners` and not in `near` is one where c can grow, which the
 * other colours like to take away (the playout policy's "local" cells). Colours are at most 8 (a byte).
 */
export interface SimState {
  readonly position: Position;
  readonly corners: Uint8Array;
  readonly near: Uint8Array;
  /**
   * Bit c set on the corner cells of colour c's most recent piece (its "fresh" corners): where the
   * opponents answer first, since that is where c has just grown.
   */
  readonly fresh: Uint8Array;
  /** `corners & ~near` per cell: the colours that can grow there (kept up to date by `playMove`). */
  readonly open: Uint8Array;
  /**
   * `open` per colour and window of the board (`MoveTables.windowArea` words per colour, bits as in the
   * engine's windows): `openWindows[o * windowArea + (entry & 1023)] & shapeMask[entry >>> 10]` has a bit
   * for each cell of a candidate entry's move that colour o could grow into. One more block, after the
   * last colour's, stays empty: the open cells of no colour.
   */
  readonly openWindows: Int32Array;
  /** Each colour's most recent move (−1: none yet). */
  readonly last: Int32Array;
  /**
   * The last `RECENT` placements of the line, oldest first, as colour·65536 + move (−1: none): where the
   * playouts answer first (`Weights.answer`).
   */
  readonly recent: Int32Array;
  toMove: number;
  out: number;
  /**
   * How many legal moves `toMove` has, counted when the turn passed to it (its candidate list is then
   * compacted, so `position.legalMoveAt` gives them without another pass).
   */
  legal: number;
}

/** The state of a game as the search sees it. */
export function stateOfGame(game: Game, tables: MoveTables): SimState {
  const { position } = game;
  const corners = new Uint8Array(tables.cellCount);
  const near = new Uint8Array(tables.cellCount);
  const fresh = new Uint8Array(tables.cellCount);
  const last = new Int32Array(game.variant.colors.length).fill(-1);
  const recent = new Int32Array(RECENT).fill(-1);
  let out = 0;
  game.out.forEach((reason, c) => {
    if (reason !== null) out |= 1 << c;
  });
  const open = new Uint8Array(tables.cellCount);
  const openWindows = new Int32Array((game.variant.colors.length + 1) * tables.windowArea);
  for (const event of game.events) {
    if (event.type !== 'place') continue;
    mark(tables, corners, near, open, openWindows, event.color, event.move);
    refresh(tables, fresh, last, event.color, event.move);
    remember(recent, event.color, event.move);
  }
  const toMove = game.toMove ?? -1;
  const copy = position.clone();
  const legal = toMove < 0 ? 0 : copy.legalMoveCount(toMove);
  return { position: copy, corners, near, fresh, open, openWindows, last, recent, toMove, out, legal };
}

/** An independent copy of a state. */
export function cloneState(state: SimState): SimState {
  return {
    position: state.position.clone(),
    corners: state.corners.slice(),
    near: state.near.slice(),
    fresh: state.fresh.slice(),
    open: state.open.slice(),
    openWindows: state.openWindows.slice(),
    last: state.last.slice(),
    recent: state.recent.slice(),
    toMove: state.toMove,
    out: state.out,
    legal: state.legal,
  };
}

/** Makes `into` equal to `from` (a clone of it, or of a state of the same game) without allocating. */
export function copyState(into: SimState, from: SimState): void {
  into.position.copyFrom(from.position);
  into.corners.set(from.corners);
  into.near.set(from.near);
  into.fresh.set(from.fresh);
  into.open.set(from.open);
  into.openWindows.set(from.openWindows);
  into.last.set(from.last);
  into.recent.set(from.recent);
  into.toMove = from.toMove;
  into.out = from.out;
  into.legal = from.legal;
}

/** Plays move m for the colour to move and passes the turn on (to −1 when nobody can move). */
export function playMove(state: SimState, tables: MoveTables, m: number): void {
  const c = state.toMove;
  state.position.play(c, m);
  mark(tables, state.corners, state.near, state.open, state.openWindows, c, m);
  refresh(tables, state.fresh, state.last, c, m);
  remember(state.recent, c, m);
  advance(state, c);
}

/** How many of the line's last placements `SimState.recent` keeps. */
export const RECENT = 3;

/** Shifts colour c's move m into the recent placements. */
function remember(recent: Int32Array, c: number, m: number): void {
  for (let i = 1; i < recent.length; i++) recent[i - 1] = recent[i]!;
  recent[recent.length - 1] = c * 65536 + m;
}

/** Moves colour c's fresh corners from its previous move to move m. */
function refresh(tables: MoveTables, fresh: Uint8Array, last: Int32Array, c: number, m: number): void {
  const bit = 1 << c;
  const before = last[c]!;
  if (before >= 0) {
    for (let i = tables.cornerStart[before]!, end = tables.cornerStart[before + 1]!; i < end; i++) {
      fresh[tables.corners[i]!]! &= ~bit;
    }
  }
  for (let i = tables.cornerStart[m]!, end = tables.cornerStart[m + 1]!; i < end; i++)
    fresh[tables.corners[i]!]! |= bit;
  last[c] = m;
}

/** Records move m of colour c in the corner, edge and open bits (per cell and per window). */
function mark(
  tables: MoveTables,
  corners: Uint8Array,
  near: Uint8Array,
  open: Uint8Array,
  openWindows: Int32Array,
  c: number,
  m: number,
): void {
  const bit = 1 << c;
  const at = c * tables.windowArea;
  // Only bit c of a cell's `open` can change: a corner of the move may open for c, an edge cell close.
  for (let i = tables.cornerStart[m]!, end = tables.cornerStart[m + 1]!; i < end; i++) {
    const cell = tables.corners[i]!;
    corners[cell]! |= bit;
    if ((near[cell]! & bit) === 0 && (open[cell]! & bit) === 0) {
      open[cell]! |= bit;
      hold(tables, openWindows, at + tables.padCell[cell]!, true);
    }
  }
  for (let i = tables.edgeStart[m]!, end = tables.edgeStart[m + 1]!; i < end; i++) {
    const cell = tables.edges[i]!;
    near[cell]! |= bit;
    if ((open[cell]! & bit) !== 0) {
      open[cell]! &= ~bit;
      hold(tables, openWindows, at + tables.padCell[cell]!, false);
    }
  }
}

/** Sets (or clears) a cell's bit in every window holding it; `own` is the cell's own window, of one colour. */
function hold(tables: MoveTables, windows: Int32Array, own: number, on: boolean): void {
  const { holdDelta, holdBit } = tables;
  if (on) for (let k = 0; k < holdDelta.length; k++) windows[own - holdDelta[k]!]! |= holdBit[k]!;
  else for (let k = 0; k < holdDelta.length; k++) windows[own - holdDelta[k]!]! &= ~holdBit[k]!;
}

/** Moves the turn to the next colour after `from` that can still place a piece, marking blocked ones out. */
export function advance(state: SimState, from: number): void {
  const n = state.position.colorCount;
  for (let step = 1; step <= n; step++) {
    const c = (from + step) % n;
    if ((state.out & (1 << c)) !== 0) continue;
    const legal = state.position.legalMoveCount(c);
    if (legal > 0) {
      state.toMove = c;
      state.legal = legal;
      return;
    }
    state.out |= 1 << c;
  }
  state.toMove = -1;
  state.legal = 0;
}

/** Bits of the colours playing against colour c's current side (for the policy's local cells). */
export function opponentMask(state: SimState, sides: Sides, c: number): number {
  const { placed, colorCount } = state.position;
  const side = sides.sideOf(c, placed[c]!);
  let mask = 0;
  for (let o = 0; o < colorCount; o++) if (sides.sideOf(o, placed[o]!) !== side) mask |= 1 << o;
  return mask;
}
