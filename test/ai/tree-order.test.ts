import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthSmallest, sortByKey } from '../../src/ai/tree.ts';

/** Keys with many ties (a few distinct values), as the learnt and hand-set keys of similar moves have. */
const keyList = fc.array(fc.constantFrom(-2.5, -1, 0, 0.125, 0.5, 3, 7.75), { minLength: 1, maxLength: 300 });

describe("a node's move order", () => {
  it('selects the k-th smallest key as a numeric sort would put it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          keyList,
          fc.array(fc.double({ min: -50, max: 50, noNaN: true }), { minLength: 1, maxLength: 300 }),
        ),
        fc.nat(),
        (values, at) => {
          const k = at % values.length;
          const expected = Float64Array.from(values).sort()[k]!;
          // Numerically equal: the typed sort orders −0 before 0, a selection need not (`+ 0` makes −0 0).
          expect(kthSmallest(Float64Array.from(values), values.length, k) + 0).toBe(expected + 0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sorts moves best key first, ties by move id, as the comparator sort did', () => {
    fc.assert(
      fc.property(keyList, fc.nat(), (values, shift) => {
        const keys = Float64Array.from(values);
        // Distinct move ids in a scrambled order, as a position's legal moves come.
        const moves = Int32Array.from(values, (_, i) => (i * 7919 + shift) % 65_521);
        const order = Int32Array.from(values, (_, i) => i);
        sortByKey(order, order.length, keys, moves);
        const expected = [...values.keys()].sort((a, b) => keys[b]! - keys[a]! || moves[a]! - moves[b]!);
        expect([...order]).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
