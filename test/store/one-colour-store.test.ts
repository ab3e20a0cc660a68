import { expect, it } from 'vitest';
import { layoutFor, moveFromCells } from '../../src/engine/index.ts';
import { type MoveRecord, Store } from '../../src/store/index.ts';
import { ANN, BOB, T0 } from '../app/helpers.ts';
import { closeAfterTest, describeBackends, memoryDatabase } from '../support/backends.ts';

/**
 * The one-colour variants in the store: their colours are stored by name (Blue and Red, not the classic
 * game's first two colours) and read back as the variant's colour indices.
 */

const layout = layoutFor(20);
/** A placement of one square, `x` from the left and `y` from the bottom of the 20 × 20 board. */
const square = (x: number, y: number) => moveFromCells(layout, [y * 20 + x])!;

function placement(ply: number, color: number, move: number): MoveRecord {
  return {
    ply,
    color,
    kind: 'place',
    move,
    userId: color === 0 ? ANN.id : BOB.id,
    at: T0 + ply,
    requestId: null,
  };
}

describeBackends('one-colour games in the store', () => {
  it('store Blue and Red by name and read them back as colours 0 and 1', () => {
    const store = closeAfterTest(Store.open(memoryDatabase()));
    const created = store.createGame({
      guildId: 'g',
      channelId: 'c1',
      threadId: null,
      variant: 'one-colour',
      options: {
        fastContact: false,
        autoStart: false,
        invited: [],
        undoRule: 'agree',
        deadlineAction: 'remind',
      },
      creatorId: ANN.id,
      creatorName: 'Ann',
      creatorColor: null,
      createdAt: T0,
      settings: { reminderMs: 0, deadlineMs: null },
    });
    if (!created.ok) throw new Error(created.error.kind);
    const { game } = created.value;
    const moves = [placement(1, 0, square(0, 19)), placement(2, 1, square(19, 0))];
    store.commit(game, { fields: game, appendMoves: moves }, T0 + 2);
    expect(store.db.prepare('SELECT color, cells FROM moves ORDER BY ply').all()).toEqual([
      { color: 'blue', cells: 'a20' },
      { color: 'red', cells: 't1' },
    ]);
    const loaded = store.loadGame(game.id)!;
    expect(loaded.game.variant).toBe('one-colour');
    expect(loaded.moves.map((m) => [m.color, m.move])).toEqual(moves.map((m) => [m.color, m.move]));
  });
});
