import { Store } from '../src/store/index.ts';

const url = `postgres://postgres@/blokus_try?host=/tmp/pgtry.A5Uh`;
const t0 = performance.now();
const store = Store.open(url);
console.log('open ms', performance.now() - t0);
const g = store.createGame(
  {
    guildId: 'g1',
    channelId: 'c1',
    threadId: null,
    variant: 'duo',
    options: {
      fastContact: false,
      autoStart: false,
      invited: [],
      undoRule: 'agree',
      deadlineAction: 'remind',
      hints: true,
    },
    creatorId: 'u1',
    createdAt: 1000,
    creatorName: 'Ann',
    creatorColor: null,
    settings: { reminderMs: 1000, deadlineMs: null },
  },
  (game) => [{ gameId: game.id, placeId: 'c1', kind: 'lobby', payload: { a: 1 } }],
);
console.log(JSON.stringify(g).slice(0, 300));
console.log(
  store.loadGame(1)?.seats,
  store.openGameCounts(),
  store.outbox.duePlaces(5, 10),
  store.outbox.nextDueAt(),
);
const t1 = performance.now();
for (let i = 0; i < 200; i++) store.loadGame(1);
console.log('loadGame ms', (performance.now() - t1) / 200);
store.close();
