import { describe, expect, it } from 'vitest';
import { searchFrom } from '../../src/ai/search.ts';
import { copyTree, type Node } from '../../src/ai/tree.ts';
import { randomGame } from '../engine/random-games.ts';

/** Every node under `node`, depth first. */
function nodesOf(node: Node): Node[] {
  return [node, ...node.children.flatMap((child) => (child ? nodesOf(child) : []))];
}

/** A node's statistics and shape as plain values, its children's included. */
function plain(node: Node): unknown {
  return {
    color: node.color,
    side: node.side,
    complete: node.complete,
    visits: node.visits,
    edges: [node.moves, node.n, node.w, node.real, node.rn, node.rw, node.p].map((a) => Array.from(a)),
    children: node.children.map((child) => (child ? plain(child) : null)),
  };
}

const buffersOf = (nodes: Node[]) =>
  new Set(nodes.flatMap((n) => [n.n.buffer, n.moves.buffer, n.real.buffer]));

describe('a tree kept after its search', () => {
  it.each(['duo', 'classic-2', 'trigon-2'] as const)(
    'is copied whole into buffers of its own (%s)',
    (variant) => {
      const game = randomGame(variant, 11, { maxEvents: 6 });
      const { root } = searchFrom(game, { simulations: 400, seed: 3, stopWhenDecided: false })!;
      const kept = root.children.find((child) => child?.children.some(Boolean))!;
      const copy = copyTree(kept);
      expect(plain(copy)).toEqual(plain(kept));
      expect(nodesOf(copy).length).toBeGreaterThan(2);
      // No edge array of the copy lies in a buffer of the search's tree: dropping the tree frees them all.
      const searched = buffersOf(nodesOf(root));
      for (const buffer of buffersOf(nodesOf(copy).filter((n) => n.color >= 0)))
        expect(searched.has(buffer)).toBe(false);
      // The copy is independent: searching on from it leaves the original as it was.
      const before = plain(kept);
      copy.n[0]! += 5;
      copy.visits += 5;
      expect(plain(kept)).toEqual(before);
    },
  );
});
