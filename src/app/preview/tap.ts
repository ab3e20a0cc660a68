import {
  attachCells,
  type Color,
  describeMove,
  type Game,
  legalMoves,
  type PieceIndex,
  type Point,
} from '../../engine/index.ts';
import { ok, type Result } from '../../engine/result.ts';
import { formatCell, formatMove } from '../../notation/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import type { Context } from '../game/load-and-commit.ts';
import { loadActive } from '../game/load-and-commit.ts';
import { checkMover } from '../play/place.ts';
import type { PreviewState } from './preview-state.ts';

/**
 * Playing by taps: the colour's legal moves in one fixed order (biggest piece first, then the piece, then
 * the open corner it covers in reading order), and a step is a range of that list. A range is offered as
 * one select menu of at most `OPTIONS_PER_STEP`: its placements when they fit, else its pieces (a piece with
 * too many placements cut by corners where the menu has room), else one piece's placements by corners.
 * A range of one choice is never asked: the flow takes it. So a placement is two picks after Play, three
 * when its piece has a step of its own by corners (for a piece of up to 625 placements), and every legal
 * move is reachable.
 */

/** Discord's limit: 25 options a select menu; a step shows one menu. */
export const OPTIONS_PER_STEP = 25;

/** An open corner with at least one legal placement covering it, numbered in reading order. */
export interface TapCorner {
  /** 1, 2, … from the top row down, left to right: the number drawn on the board. */
  readonly label: number;
  readonly point: Point;
  /** The cell's name, `e5`. */
  readonly name: string;
}

/** Which way a placement goes from its corner: the side its cells' centre lies, clockwise from up. */
export const DIRECTIONS = [
  'up',
  'up-right',
  'right',
  'down-right',
  'down',
  'down-left',
  'left',
  'up-left',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * A legal move and where the flow files it: its piece, the first open corner (by label) it covers and which
 * way it goes from there.
 */
export interface TapMove {
  readonly move: number;
  readonly piece: PieceIndex;
  readonly corner: TapCorner;
  readonly toward: Direction;
}

/** A range of the ordered moves, `from` included, `to` excluded. */
export interface TapRange {
  readonly from: number;
  readonly to: number;
}

/** A range offered as one option: moves of one piece, at the corners `first` to `last`. */
export interface TapGroup extends TapRange {
  readonly piece: PieceIndex;
  /** Whether it holds every placement of its piece in the range it was cut from. */
  readonly whole: boolean;
  readonly first: TapCorner;
  readonly last: TapCorner;
  /**
   * When the group holds part only of its piece's placements at one corner: which ways they go, from the
   * first to the last (clockwise), so parts at the same corner can be told apart; else null.
   */
  readonly toward: readonly [Direction, Direction] | null;
}

/** One placement offered, numbered as drawn on the sheet of choices. */
export interface TapPlacement {
  readonly label: number;
  readonly move: number;
  readonly piece: PieceIndex;
  /** Display form, `P5-L e5 rot90 flip`. */
  readonly text: string;
  readonly squares: readonly Point[];
  /** The open corner it covers (its close-up is drawn around it). */
  readonly corner: TapCorner;
  /** What the preview starts from (the placement's pivot and transform). */
  readonly state: PreviewState;
}

/**
 * What a step of the flow asks: nothing when one move is left (`one`), a placement, a piece (a whole piece
 * or part of one) or where (one piece's placements, by corners).
 */
export type TapStep =
  | { readonly kind: 'one'; readonly placement: TapPlacement }
  | { readonly kind: 'placements'; readonly placements: readonly TapPlacement[] }
  | { readonly kind: 'pieces'; readonly groups: readonly TapGroup[] }
  | { readonly kind: 'corners'; readonly piece: PieceIndex; readonly groups: readonly TapGroup[] };

/** The position a tap flow works on: whose colour, its open corners, its legal moves in the flow's order. */
export interface TapChoices {
  readonly gameId: number;
  readonly version: number;
  readonly game: Game;
  readonly colorIndex: number;
  readonly color: Color;
  /** The colours the player may switch to: in a puzzle every colour that can still move, else this one. */
  readonly colors: readonly number[];
  readonly corners: readonly TapCorner[];
  readonly moves: readonly TapMove[];
}

/** The open corners of a colour that some legal move covers (in reading order), and its moves, ordered. */
export function tapMoves(game: Game, color: number): { corners: TapCorner[]; moves: TapMove[] } {
  const { size } = game.layout;
  const byCell = new Map<number, number[]>(attachCells(game, color).map((cell) => [cell, []]));
  const legal = legalMoves(game, color);
  for (const move of legal) {
    for (const p of describeMove(game.layout, move).cells) byCell.get(p.y * size + p.x)?.push(move);
  }
  const cells = [...byCell].filter(([, moves]) => moves.length > 0).map(([cell]) => cell);
  cells.sort((a, b) => Math.floor(b / size) - Math.floor(a / size) || (a % size) - (b % size));
  const corners = cells.map((cell, i) => {
    const point = { x: cell % size, y: Math.floor(cell / size) };
    return { label: i + 1, point, name: formatCell(point) };
  });
  const cornerOf = new Map<number, TapCorner>();
  corners.forEach((corner, i) => {
    for (const move of byCell.get(cells[i]!)!) if (!cornerOf.has(move)) cornerOf.set(move, corner);
  });
  const sizes = game.layout.pieceSizes;
  const moves = legal.map((move) => {
    const corner = cornerOf.get(move)!;
    return {
      move,
      piece: game.layout.movePiece[move]! as PieceIndex,
      corner,
      toward: direction(describeMove(game.layout, move).cells, corner.point),
    };
  });
  const turn = (m: TapMove) => DIRECTIONS.indexOf(m.toward);
  moves.sort(
    (a, b) =>
      sizes[b.piece]! - sizes[a.piece]! ||
      a.piece - b.piece ||
      a.corner.label - b.corner.label ||
      turn(a) - turn(b) ||
      a.move - b.move,
  );
  return { corners, moves };
}

/** The whole list: where a flow starts. */
export function wholeRange(choices: TapChoices): TapRange {
  return { from: 0, to: choices.moves.length };
}

/** What a range asks for (see `TapStep`); a range of one piece split in at most 25 parts per step. */
export function tapStep(choices: TapChoices, range: TapRange = wholeRange(choices)): TapStep {
  const count = range.to - range.from;
  if (count <= 1) return { kind: 'one', placement: tapPlacements(choices, range)[0]! };
  if (count <= OPTIONS_PER_STEP) return { kind: 'placements', placements: tapPlacements(choices, range) };
  const pieces = pieceRuns(choices, range);
  if (pieces.length === 1) return { kind: 'corners', piece: pieces[0]!.piece, groups: split(choices, range) };
  return { kind: 'pieces', groups: splitWhereRoom(choices, pieces) };
}

/**
 * The pieces of a step, those with more than 25 placements cut by corners where the menu has room (those
 * needing the fewest parts first), so that picking a part leads straight to its placements.
 */
function splitWhereRoom(choices: TapChoices, pieces: readonly TapGroup[]): TapGroup[] {
  const parts = (run: TapGroup) => Math.ceil((run.to - run.from) / OPTIONS_PER_STEP);
  let room = OPTIONS_PER_STEP - pieces.length;
  const cut = new Set<TapGroup>();
  for (const run of pieces.filter((r) => parts(r) > 1).sort((a, b) => parts(a) - parts(b))) {
    if (parts(run) - 1 > room) break;
    room -= parts(run) - 1;
    cut.add(run);
  }
  return pieces.flatMap((run) => (cut.has(run) ? split(choices, run) : [run]));
}

/** The placements of a range, numbered 1, 2, … In a puzzle their preview names the colour. */
export function tapPlacements(choices: TapChoices, range: TapRange): TapPlacement[] {
  const { game } = choices;
  const named = game.variant.freeColorOrder ? { color: choices.colorIndex } : {};
  return choices.moves.slice(range.from, range.to).map(({ move, piece, corner }, i) => {
    const { cells, pivot, transform } = describeMove(game.layout, move);
    return {
      label: i + 1,
      move,
      piece,
      corner,
      text: formatMove(game.layout, move),
      squares: cells,
      state: { piece, at: pivot, transform, ...named },
    };
  });
}

/** Whether `range` is a range of the choices' moves (as read back from a custom_id). */
export function isTapRange(choices: TapChoices, range: TapRange): boolean {
  return (
    Number.isInteger(range.from) &&
    Number.isInteger(range.to) &&
    range.from >= 0 &&
    range.from < range.to &&
    range.to <= choices.moves.length
  );
}

/** The runs of one piece in a range, each whole. */
function pieceRuns(choices: TapChoices, range: TapRange): TapGroup[] {
  const runs: TapGroup[] = [];
  for (let i = range.from; i < range.to; ) {
    const piece = choices.moves[i]!.piece;
    let j = i;
    while (j < range.to && choices.moves[j]!.piece === piece) j++;
    runs.push(group(choices, i, j, true));
    i = j;
  }
  return runs;
}

/**
 * A range of one piece cut in at most 25 parts of consecutive corners, as even as can be: parts of at most
 * 25 placements, or of 25² (then each is cut again when picked), and so on.
 */
function split(choices: TapChoices, range: TapRange): TapGroup[] {
  const count = range.to - range.from;
  let most = OPTIONS_PER_STEP;
  while (count > most * OPTIONS_PER_STEP) most *= OPTIONS_PER_STEP;
  const parts = Math.ceil(count / most);
  return Array.from({ length: parts }, (_, k) =>
    group(
      choices,
      range.from + Math.round((k * count) / parts),
      range.from + Math.round(((k + 1) * count) / parts),
      false,
    ),
  );
}

function group(choices: TapChoices, from: number, to: number, whole: boolean): TapGroup {
  const { moves } = choices;
  const [first, last] = [moves[from]!, moves[to - 1]!];
  const same = (m: TapMove | undefined) => m?.piece === first.piece && m.corner === first.corner;
  const shared = first.corner === last.corner && (same(moves[from - 1]) || same(moves[to]));
  return {
    from,
    to,
    whole,
    piece: first.piece,
    first: first.corner,
    last: last.corner,
    toward: shared ? [first.toward, last.toward] : null,
  };
}

/**
 * The way cells go from a corner, by the signs of their centre's offset (signs only, so it holds for
 * triangles' coordinates as for squares'); a centre on the corner itself reads as up.
 */
function direction(cells: readonly Point[], corner: Point): Direction {
  const dx = Math.sign(cells.reduce((sum, p) => sum + p.x - corner.x, 0));
  const dy = Math.sign(cells.reduce((sum, p) => sum + p.y - corner.y, 0));
  return WAYS[`${dx},${dy}`]!;
}

/** A direction by the signs of x and y. */
const WAYS: Readonly<Record<string, Direction>> = {
  '0,1': 'up',
  '1,1': 'up-right',
  '1,0': 'right',
  '1,-1': 'down-right',
  '0,-1': 'down',
  '-1,-1': 'down-left',
  '-1,0': 'left',
  '-1,1': 'up-left',
  '0,0': 'up',
};

/**
 * The choices of a tap flow for the player to move. With a version in `ref`, a position that moved on
 * since is `stale` (the flow says so and starts again); only the player to move may use it. In a puzzle of
 * free colour order `color` picks the colour (any colour that can still move; else the one shown as next).
 */
export function tapChoices(
  ctx: Context,
  ref: GameRef,
  userId: string,
  color?: number,
): Result<TapChoices, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const mover = checkMover(loaded.value, userId);
  if (!mover.ok) return mover;
  const { stored, game } = loaded.value;
  const colors = game.variant.freeColorOrder
    ? game.variant.colors.flatMap((_, c) =>
        game.out[c] === null && legalMoves(game, c).length > 0 ? [c] : [],
      )
    : [game.toMove!];
  const colorIndex = color !== undefined && colors.includes(color) ? color : game.toMove!;
  return ok({
    gameId: stored.game.id,
    version: stored.game.version,
    game,
    colorIndex,
    color: game.variant.colors[colorIndex]!,
    colors,
    ...tapMoves(game, colorIndex),
  });
}
