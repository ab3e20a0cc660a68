import type { SimState } from './state.ts';
import type { MoveTables } from './tables.ts';

/**
 * What the learned priors see of a move: counts of the cells it covers, the cells along its edges and
 * the corner cells it gives its colour, each sorted by what they are now. One vector per move; a model
 * (`Model`) weighs them into a key, learned from game records (`learn.ts`), so that a move a strong player
 * picks gets a high key.
 *
 * "Forbidden" for a colour: occupied, or edge-adjacent to its own pieces (it may never cover the cell).
 * "Open" for a colour: a cell it may grow into (a corner of its pieces, not forbidden for it).
 */
export const FEATURES = [
  /** Cells covered that an opponent could grow into (its open cells): taking its room. */
  'oppOpen',
  /** Those of them that are corners of that opponent's newest piece. */
  'oppFresh',
  /** Cells covered that are not opponent-open but edge-adjacent to one: crowding its growth. */
  'oppNear',
  /** Cells covered that the mover's other colour could grow into (two colours per seat). */
  'allyOpen',
  /** Cells covered touching the mover's other colour (by edge or corner). */
  'allyTouch',
  /** Edge cells of the move that were the mover's open cells: own room it closes. */
  'edgeOwnOpen',
  /** Edge cells that were free for the mover: room it gives up. */
  'edgeFree',
  /** Edge cells occupied by other colours: a snug fit. */
  'edgeOther',
  /** Edge cells empty but already forbidden for the mover. */
  'edgeForbidden',
  /** New open corners with 0, 1, 2, 3 and 4 or more free edge cells around them (room to grow there). */
  'corner0',
  'corner1',
  'corner2',
  'corner3',
  'corner4',
  /** New open corners that an opponent could also grow into (contested). */
  'cornerContested',
  /** Corner cells that were already the mover's open cells (nothing gained). */
  'cornerOld',
  /** Corner cells occupied or forbidden for the mover (dead). */
  'cornerDead',
  /** Closeness to the centre (0..1), only while the early centre pull applies (else 0). */
  'centre',
] as const;

export type FeatureName = (typeof FEATURES)[number];
export const FEATURE_COUNT = FEATURES.length;
const F = Object.fromEntries(FEATURES.map((name, i) => [name, i])) as Record<FeatureName, number>;

/**
 * A learned move model: one weight per feature and one per piece (by piece index), for each phase of the
 * game; a move's key is the weighted sum, its prior probability ∝ exp(key). `features` holds the phases'
 * feature weights one phase after the other (`FEATURE_COUNT` each), `pieces` their piece weights (the
 * board's piece count each); a model of one phase weighs every move of the game alike.
 */
export interface Model {
  readonly features: readonly number[];
  readonly pieces: readonly number[];
}

/**
 * Where the phases of a model begin, in pieces the colour to move has placed: the opening (big pieces
 * towards the centre), the race for room, the fight over the last openings, the endgame.
 */
export const PHASE_STARTS = [0, 3, 7, 11] as const;

/** The phases a model has (1 or `PHASE_STARTS.length`). */
export function phasesOf(model: Model): number {
  return model.features.length / FEATURE_COUNT;
}

/** The phase a position is in for a colour that has placed `placed` pieces, in a model of `phases` phases. */
export function phaseOf(placed: number, phases: number): number {
  let phase = 0;
  while (phase + 1 < phases && placed >= PHASE_STARTS[phase + 1]!) phase++;
  return phase;
}

/**
 * Writes the features of move m for the colour to move into `out` (length `FEATURE_COUNT`).
 * `opponents` and `allies` are colour bits; `centreOn` whether the early centre pull applies.
 */
export function moveFeatures(
  state: SimState,
  tables: MoveTables,
  m: number,
  opponents: number,
  allies: number,
  centreOn: boolean,
  out: Float64Array,
): void {
  out.fill(0);
  const { open, fresh, near, corners } = state;
  const board = state.position.board;
  const own = 1 << state.toMove;
  const forbidden = (cell: number) => board[cell] !== 0 || (near[cell]! & own) !== 0;
  for (let i = tables.cellStart[m]!, end = tables.cellStart[m + 1]!; i < end; i++) {
    const cell = tables.cells[i]!;
    const grows = open[cell]! & opponents;
    if (grows !== 0) {
      out[F.oppOpen]!++;
      if ((fresh[cell]! & grows) !== 0) out[F.oppFresh]!++;
    } else {
      for (let k = tables.neighbourStart[cell]!, e = tables.neighbourStart[cell + 1]!; k < e; k++) {
        if ((open[tables.neighbours[k]!]! & opponents) !== 0) {
          out[F.oppNear]!++;
          break;
        }
      }
    }
    if (allies !== 0) {
      if ((open[cell]! & allies) !== 0) out[F.allyOpen]!++;
      if (((corners[cell]! | near[cell]!) & allies) !== 0) out[F.allyTouch]!++;
    }
  }
  for (let i = tables.edgeStart[m]!, end = tables.edgeStart[m + 1]!; i < end; i++) {
    const cell = tables.edges[i]!;
    if (board[cell] !== 0) out[F.edgeOther]!++;
    else if ((near[cell]! & own) !== 0) out[F.edgeForbidden]!++;
    else if ((open[cell]! & own) !== 0) out[F.edgeOwnOpen]!++;
    else out[F.edgeFree]!++;
  }
  for (let i = tables.cornerStart[m]!, end = tables.cornerStart[m + 1]!; i < end; i++) {
    const cell = tables.corners[i]!;
    if (forbidden(cell)) {
      out[F.cornerDead]!++;
      continue;
    }
    if ((open[cell]! & own) !== 0) {
      out[F.cornerOld]!++;
      continue;
    }
    let free = 0;
    for (let k = tables.neighbourStart[cell]!, e = tables.neighbourStart[cell + 1]!; k < e; k++) {
      if (!forbidden(tables.neighbours[k]!)) free++;
    }
    out[F.corner0 + Math.min(free, 4)]!++;
    if ((open[cell]! & opponents) !== 0) out[F.cornerContested]!++;
  }
  if (centreOn) out[F.centre] = tables.centre[m]!;
}

/** The key of a move under a model, given its features, its piece and the phase (`phaseOf`). */
export function modelKey(
  model: Model,
  features: Float64Array,
  piece: number,
  phase: number,
  pieceCount: number,
): number {
  let key = model.pieces[phase * pieceCount + piece] ?? 0;
  const w = model.features;
  const base = phase * FEATURE_COUNT;
  for (let f = 0; f < FEATURE_COUNT; f++) key += w[base + f]! * features[f]!;
  return key;
}

/**
 * A model's key for every move at one position, fast: since each feature counts cells of one kind (covered,
 * along an edge, at a corner), the weights are summed per cell first (`prepare`, one pass over the board)
 * and a move's key is then a sum over its cells, edge cells and corner cells (`key`), equal to
 * `modelKey(model, moveFeatures(…))`.
 */
export class ModelKeys {
  private readonly covered: Float64Array;
  private readonly edge: Float64Array;
  private readonly corner: Float64Array;
  private centreWeight = 0;
  /** Where the pieces' weights of the prepared position's phase begin in `model.pieces`. */
  private pieceBase = 0;
  /** The feature weights of each phase. */
  private readonly phaseWeights: readonly (readonly number[])[];
  private readonly pieceCount: number;

  constructor(
    private readonly model: Model,
    private readonly tables: MoveTables,
  ) {
    this.covered = new Float64Array(tables.cellCount);
    this.edge = new Float64Array(tables.cellCount);
    this.corner = new Float64Array(tables.cellCount);
    const phases = phasesOf(model);
    this.phaseWeights = Array.from({ length: phases }, (_, p) =>
      model.features.slice(p * FEATURE_COUNT, (p + 1) * FEATURE_COUNT),
    );
    this.pieceCount = model.pieces.length / phases;
  }

  /** Sets the per-cell weights for the colour to move in `state`. */
  prepare(state: SimState, opponents: number, allies: number, centreOn: boolean): void {
    const { tables, covered, edge, corner } = this;
    const { open, fresh, near, corners } = state;
    const board = state.position.board;
    const own = 1 << state.toMove;
    const phase = phaseOf(state.position.placed[state.toMove]!, this.phaseWeights.length);
    const w = this.phaseWeights[phase]!;
    this.pieceBase = phase * this.pieceCount;
    this.centreWeight = centreOn ? w[F.centre]! : 0;
    for (let cell = 0; cell < tables.cellCount; cell++) {
      const start = tables.neighbourStart[cell]!;
      const end = tables.neighbourStart[cell + 1]!;
      // As a covered cell.
      let v = 0;
      const grows = open[cell]! & opponents;
      if (grows !== 0) {
        v += w[F.oppOpen]!;
        if ((fresh[cell]! & grows) !== 0) v += w[F.oppFresh]!;
      } else {
        for (let k = start; k < end; k++) {
          if ((open[tables.neighbours[k]!]! & opponents) !== 0) {
            v += w[F.oppNear]!;
            break;
          }
        }
      }
      if (allies !== 0) {
        if ((open[cell]! & allies) !== 0) v += w[F.allyOpen]!;
        if (((corners[cell]! | near[cell]!) & allies) !== 0) v += w[F.allyTouch]!;
      }
      covered[cell] = v;
      // As an edge cell.
      const taken = board[cell] !== 0;
      const banned = (near[cell]! & own) !== 0;
      edge[cell] = taken
        ? w[F.edgeOther]!
        : banned
          ? w[F.edgeForbidden]!
          : (open[cell]! & own) !== 0
            ? w[F.edgeOwnOpen]!
            : w[F.edgeFree]!;
      // As a corner cell.
      if (taken || banned) corner[cell] = w[F.cornerDead]!;
      else if ((open[cell]! & own) !== 0) corner[cell] = w[F.cornerOld]!;
      else {
        let free = 0;
        for (let k = start; k < end; k++) {
          const n = tables.neighbours[k]!;
          if (board[n] === 0 && (near[n]! & own) === 0) free++;
        }
        corner[cell] =
          w[F.corner0 + Math.min(free, 4)]! + ((open[cell]! & opponents) !== 0 ? w[F.cornerContested]! : 0);
      }
    }
  }

  /** Move m's key (after `prepare`). */
  key(m: number): number {
    const { tables, covered, edge, corner } = this;
    let key =
      (this.model.pieces[this.pieceBase + tables.piece[m]!] ?? 0) + this.centreWeight * tables.centre[m]!;
    for (let i = tables.cellStart[m]!, end = tables.cellStart[m + 1]!; i < end; i++)
      key += covered[tables.cells[i]!]!;
    for (let i = tables.edgeStart[m]!, end = tables.edgeStart[m + 1]!; i < end; i++)
      key += edge[tables.edges[i]!]!;
    for (let i = tables.cornerStart[m]!, end = tables.cornerStart[m + 1]!; i < end; i++)
      key += corner[tables.corners[i]!]!;
    return key;
  }
}
