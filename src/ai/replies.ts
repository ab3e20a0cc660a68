import type { Position } from '../engine/index.ts';

/**
 * Last good replies, with forgetting: per colour, the move that answered a move (and a pair of moves) in
 * the latest simulation whose result the mover's side topped; a simulation its side did not top forgets
 * that reply again. A playout turn (`Weights.replies`) first tries the reply to the two moves before it,
 * then the reply to the one move before it, and plays it when it is legal: answers that worked in this
 * search come back, tactics the key alone does not see.
 *
 * Move ids are placements, the same for every colour, so "the move before" may be any colour's.
 */
export interface Replies {
  readonly moveCount: number;
  /** `colour × moveCount + previous move` → the reply (−1: none). */
  readonly one: Int32Array;
  /** `colour × PAIR_SLOTS + pairSlot(previous, the one before)` → the reply (−1: none; slots may collide). */
  readonly two: Int32Array;
  /** The current simulation's line from the root: each move with its colour and the side it played for. */
  readonly moves: Int32Array;
  readonly colors: Uint8Array;
  readonly sides: Int8Array;
  length: number;
}

const PAIR_BITS = 16;
const PAIR_SLOTS = 1 << PAIR_BITS;

/** Empty tables for a board of `moveCount` moves; `maxLine` bounds a simulation's moves. */
export function createReplies(colorCount: number, moveCount: number, maxLine: number): Replies {
  return {
    moveCount,
    one: new Int32Array(colorCount * moveCount).fill(-1),
    two: new Int32Array(colorCount * PAIR_SLOTS).fill(-1),
    moves: new Int32Array(maxLine),
    colors: new Uint8Array(maxLine),
    sides: new Int8Array(maxLine),
    length: 0,
  };
}

/** The slot of the pair (previous move, the one before it) in a colour's part of `two`. */
export function pairSlot(previous: number, before: number): number {
  return Math.imul(previous ^ Math.imul(before + 1, 0x9e3779b1), 0x85ebca6b) >>> (32 - PAIR_BITS);
}

/** Adds a move of the current simulation's line. */
export function recordMove(replies: Replies, color: number, side: number, move: number): void {
  const at = replies.length++;
  replies.moves[at] = move;
  replies.colors[at] = color;
  replies.sides[at] = side;
}

/** The stored reply for colour c at the end of the current line that is legal in `position`, or −1. */
export function replyFor(replies: Replies, position: Position, c: number): number {
  const n = replies.length;
  if (n === 0) return -1;
  const previous = replies.moves[n - 1]!;
  if (n > 1) {
    const reply = replies.two[c * PAIR_SLOTS + pairSlot(previous, replies.moves[n - 2]!)]!;
    if (reply >= 0 && position.isLegal(c, reply)) return reply;
  }
  const reply = replies.one[c * replies.moveCount + previous]!;
  return reply >= 0 && position.isLegal(c, reply) ? reply : -1;
}

/**
 * Learns from the finished line: every move played for a side with the best result (ties all count) is
 * stored as the reply to what came before it; every other move is forgotten where it was the stored reply.
 */
export function learnReplies(replies: Replies, results: Float64Array): void {
  let best = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < results.length; s++) best = Math.max(best, results[s]!);
  const { moves, colors, sides, one, two, moveCount } = replies;
  for (let i = 1; i < replies.length; i++) {
    const move = moves[i]!;
    const c = colors[i]!;
    const won = results[sides[i]!] === best;
    const k1 = c * moveCount + moves[i - 1]!;
    if (won) one[k1] = move;
    else if (one[k1] === move) one[k1] = -1;
    if (i < 2) continue;
    const k2 = c * PAIR_SLOTS + pairSlot(moves[i - 1]!, moves[i - 2]!);
    if (won) two[k2] = move;
    else if (two[k2] === move) two[k2] = -1;
  }
}
