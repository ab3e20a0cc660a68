import {
  checkPlacement,
  type Game,
  type GameEvent,
  type Layout,
  legalMoves,
  type PieceIndex,
  type Point,
  placeCells,
  type Scores,
  scoresOf,
  setSquares,
} from '../../engine/index.ts';
import { type BoardGeometry, gridRect } from '../../render/shape/board-geometry.ts';
import { type Corner, shapeOf } from '../../render/shape/board-shape.ts';

/**
 * The turn after `transform` (an index of a geometry's `transforms`: its turns, then the same flipped),
 * keeping the flip: a quarter turn on squares, a sixth on triangles.
 */
export function turned(transform: number, count: number): number {
  const turns = count / 2;
  const flip = transform >= turns ? turns : 0;
  return flip + ((transform - flip + 1) % turns);
}

/** The same turn, flipped or unflipped. */
export function flipped(transform: number, count: number): number {
  const turns = count / 2;
  return transform >= turns ? transform - turns : transform + turns;
}

/** The latest `count` placements of a game, newest first (one round of its colours: the last moves). */
export function recentPlacements(game: Game, count: number): { color: number; move: number }[] {
  const found: { color: number; move: number }[] = [];
  for (let i = game.events.length - 1; i >= 0 && found.length < count; i--) {
    const e = game.events[i]!;
    if (e.type === 'place') found.push({ color: e.color, move: e.move });
  }
  return found;
}

/** The final panel's lines: each seat's rank, name and score, best first. */
export function finalRows(
  scores: Scores,
  names: readonly string[],
): { rank: number; name: string; score: number; seat: number }[] {
  return scores.playerScores
    .map((score, seat) => ({ rank: scores.playerRanks[seat]!, name: names[seat] ?? '', score, seat }))
    .sort((a, b) => a.rank - b.rank);
}

/**
 * What the final panel says of a game over, as the bot's last message does: the players ranked (not in a
 * puzzle, nor where squares placed are the score), each team's score and rank, a puzzle solved or not,
 * the squares placed and the bonus.
 */
export interface FinalSummary {
  readonly rows: readonly { rank: number; name: string; score: number; seat: number }[];
  readonly teams: readonly { names: string; score: number; rank: number }[];
  readonly puzzle: { readonly solved: boolean; readonly placed: number; readonly pieces: number } | null;
  readonly placed: {
    readonly name: string;
    readonly placed: number;
    readonly total: number;
    readonly bonus: number;
    readonly score: number;
  } | null;
}

export function finalSummary(game: Game, names: readonly string[]): FinalSummary {
  const { variant, position } = game;
  const scores = scoresOf(game);
  const sum = (values: ArrayLike<number>) =>
    Array.prototype.reduce.call(values, (a, b) => a + b, 0) as number;
  if (variant.freeColorOrder) {
    const placed = game.events.filter((e) => e.type === 'place').length;
    const left = sum(position.piecesLeft);
    return {
      rows: [],
      teams: [],
      puzzle: { solved: left === 0, placed, pieces: placed + left },
      placed: null,
    };
  }
  if (variant.scoring === 'placed') {
    const total = setSquares(variant) * variant.colors.length;
    const placed = {
      name: names[0] ?? '',
      placed: total - sum(scores.squaresLeft),
      total,
      bonus: sum(scores.bonuses),
      score: scores.playerScores[0]!,
    };
    return { rows: [], teams: [], puzzle: null, placed };
  }
  const teams = (scores.teams ?? []).map((t) => ({
    names: t.seats.map((seat) => names[seat] ?? '').join(' + '),
    score: t.score,
    rank: t.rank,
  }));
  return { rows: finalRows(scores, names), teams, puzzle: null, placed: null };
}

/** The events of a game up to its `step`-th placement (the resignations before it kept): a replay's step. */
export function eventsUpTo(events: readonly GameEvent[], step: number): GameEvent[] {
  let placed = 0;
  const kept: GameEvent[] = [];
  for (const event of events) {
    if (event.type === 'place' && placed === step) break;
    if (event.type === 'place') placed++;
    kept.push(event);
  }
  return kept;
}

/**
 * The pixel geometry of `layout`'s board with no coordinate band, its grid's top-left at (0, 0), the
 * largest that fits `width` × `height` CSS pixels: the pictures' own cell shapes (squares or triangles).
 */
export function fitGeometry(layout: Layout, width: number, height: number): BoardGeometry {
  const shape = shapeOf(layout);
  const probe = shape.geometry(layout, 100);
  const grid = gridRect(probe);
  const scale = Math.max(4, Math.floor(Math.min((100 * width) / grid.width, (100 * height) / grid.height)));
  return { ...shape.geometry(layout, scale), x: 0, y: 0, marginX: 0, marginY: 0 };
}

/** Whether a pixel point lies inside a convex polygon (a cell's corners, in either turning order). */
export function insidePolygon(corners: readonly Corner[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < corners.length; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % corners.length]!;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** The board cell under a pixel point of a geometry, or null (outside the board's cells). */
export function cellAtPixel(layout: Layout, g: BoardGeometry, x: number, y: number): Point | null {
  const shape = shapeOf(layout);
  for (let cy = 0; cy < layout.height; cy++) {
    for (let cx = 0; cx < layout.width; cx++) {
      if (!layout.geometry.isOnBoard(cx, cy)) continue;
      if (insidePolygon(shape.corners(g, { x: cx, y: cy }), x, y)) return { x: cx, y: cy };
    }
  }
  return null;
}

/** The least side of a touch target, in CSS pixels (Apple's and the 44). */
export const TOUCH_TARGET = 44;

/**
 * The least cell side that makes a touch target of `TOUCH_TARGET`: a square's side, or a triangle's side
 * whose height (√3/2 of it) is that much.
 */
export function touchSide(layout: Layout): number {
  return shapeOf(layout).cells === 'triangles' ? Math.ceil((2 * TOUCH_TARGET) / Math.sqrt(3)) : TOUCH_TARGET;
}

/** Where a zoomed board looks: a point of the board as fractions of its grid (0 left/top, 1 right/bottom). */
export interface ZoomFocus {
  readonly x: number;
  readonly y: number;
}

/**
 * The board drawn on the same `fit` canvas with cells big enough to touch (`touchSide`), `focus` in the
 * middle where the edges allow (the grid always covers the canvas); null when `fit`'s cells already are.
 */
export function zoomedGeometry(layout: Layout, fit: BoardGeometry, focus: ZoomFocus): BoardGeometry | null {
  const side = touchSide(layout);
  if (fit.cell >= side) return null;
  const shape = shapeOf(layout);
  const g = { ...shape.geometry(layout, side), x: 0, y: 0, marginX: 0, marginY: 0 };
  const view = gridRect(fit);
  const grid = gridRect(g);
  const clamp = (v: number, low: number) => Math.min(0, Math.max(low, v));
  return {
    ...g,
    x: clamp(view.width / 2 - focus.x * grid.width, view.width - grid.width),
    y: clamp(view.height / 2 - focus.y * grid.height, view.height - grid.height),
  };
}

/** A pixel point of a geometry's canvas as a zoom focus (fractions of the grid). */
export function focusAt(g: BoardGeometry, x: number, y: number): ZoomFocus {
  const grid = gridRect(g);
  const within = (v: number) => Math.min(1, Math.max(0, v));
  return { x: within((x - g.x) / grid.width), y: within((y - g.y) / grid.height) };
}

/** The middle of a cell, in a geometry's pixels. */
export function cellMiddle(layout: Layout, g: BoardGeometry, p: Point): { x: number; y: number } {
  const corners = shapeOf(layout).corners(g, p);
  return {
    x: corners.reduce((sum, c) => sum + c[0], 0) / corners.length,
    y: corners.reduce((sum, c) => sum + c[1], 0) / corners.length,
  };
}

/** Of `spots`, the one whose middle is nearest a pixel point and at most `reach` pixels from it; or null. */
export function nearestSpot(
  layout: Layout,
  g: BoardGeometry,
  spots: readonly Point[],
  x: number,
  y: number,
  reach: number,
): Point | null {
  let best: Point | null = null;
  let bestDistance = reach;
  for (const spot of spots) {
    const m = cellMiddle(layout, g, spot);
    const distance = Math.hypot(m.x - x, m.y - y);
    if (distance <= bestDistance) {
      best = spot;
      bestDistance = distance;
    }
  }
  return best;
}

/** Where `piece`, turned by `transform`, fits for `color` with its pivot on each cell: the lit spots. */
export function litSpots(game: Game, color: number, piece: PieceIndex, transform: number): Point[] {
  const found: Point[] = [];
  const { width, height } = game.layout;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cells = placeCells(game.layout, piece, { x, y }, transform);
      if (cells && checkPlacement(game, color, piece, cells).ok) found.push({ x, y });
    }
  }
  return found;
}

/** A placement the person tapped, ready for Place: where, for which colour, and the id its sends share. */
export interface HeldPlacement {
  readonly at: Point;
  readonly color: number;
  readonly move: number;
  readonly requestId: string;
}

/**
 * Whether a placement the person holds still stands after the game changed from `previous` (null: another
 * game) to `game` without a new placement (say, another seat left): the person still moves the colour it
 * was held for (`mover`, null: not their turn) and it is still legal. A new placement drops it, so that
 * the whole board shows the move.
 */
export function holdStands(
  previous: Game | null,
  game: Game | null,
  mover: number | null,
  held: Pick<HeldPlacement, 'color' | 'move'> | null,
): boolean {
  if (!previous || !game || !held || mover !== held.color) return false;
  const placements = (g: Game) => g.events.filter((e) => e.type === 'place').length;
  return placements(previous) === placements(game) && legalMoves(game, mover).includes(held.move);
}
