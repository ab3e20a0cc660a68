import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { describeBackends } from '../support/backends.ts';
import { ANN, BOB, CY, playRandom, startedGame, tempDb, testService, unwrap } from './helpers.ts';

describeBackends('restart', () => {
  describe('restart', () => {
    it('loads every open game from the file and carries on', () => {
      const path = tempDb();
      const first = testService({ path });
      const duo = startedGame(first.service, 'duo', { channelId: 'c-duo' });
      const three = startedGame(first.service, 'classic-3', { channelId: 'c-three' });
      playRandom(first.service, duo.ref, 6, seededRandom(1));
      playRandom(first.service, three.ref, 9, seededRandom(2));
      const lobby = unwrap(
        first.service.createGame({ guildId: 'guild-1', channelId: 'c-lobby', creator: ANN, variant: 'duo' }),
      );
      const before = [duo.ref, three.ref].map((ref) => unwrap(first.service.board(ref)));
      first.store.close();

      const second = testService({ path });
      expect(second.service.warmUp()).toEqual({ loaded: 3, broken: [] });
      const after = [duo.ref, three.ref].map((ref) => unwrap(second.service.board(ref)));
      for (const [i, view] of after.entries()) {
        expect(view.version).toBe(before[i]!.version);
        expect(view.toMove).toEqual(before[i]!.toMove);
        expect(view.game.events).toEqual(before[i]!.game.events);
        expect(Array.from(view.game.position.board)).toEqual(Array.from(before[i]!.game.position.board));
      }
      expect(playRandom(second.service, duo.ref, 500, seededRandom(3))!.status).toBe('finished');
      playRandom(second.service, three.ref, 5, seededRandom(4));
      unwrap(second.service.join({ channelId: 'c-lobby' }, BOB));
      expect(unwrap(second.service.start({ gameId: lobby.gameId }, ANN.id)).status).toBe('active');
      expect(second.service.waitingGames('guild-1', CY.id).length).toBeLessThanOrEqual(1);
      second.store.close();
    });
  });
});
