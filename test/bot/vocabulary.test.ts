import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves, seededRandom } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import type { StoredMessage } from '../support/fake-discord/index.ts';

/**
 * One vocabulary (the glossary in docs/players.md): over every message the bot sends in a whole game —
 * public and private, from the lobby to the scoreboard, with a resignation, automatic passes, a reminder,
 * /board and /pieces — the glossary's words appear and the retired ones do not.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const PLAYERS = [IDS.alice, IDS.bob];
const HOUR = 3_600_000;

/** Words the bot no longer uses: a colour is resigned (by choice) or passes (when blocked), never "given up". */
const RETIRED: readonly RegExp[] = [
  /\bgive up\b/i,
  /\bgave up\b/i,
  /\bgiving up\b/i,
  /\/pass\b/,
  /\bis out of the game\b/,
  // Waiting times are Discord timestamps, not durations.
  /\bwaiting \d+ (min|h|days)\b/,
  // Counts of moves say "moves played", as the pictures do.
  /· \d+ moves?$/m,
  /This request to take back a move is closed/,
];

/** Glossary words a whole game with a resignation and automatic passes must use. */
const GLOSSARY: readonly RegExp[] = [
  /\bresigned\b/,
  /\bpasses for the rest of the game\b/,
  /\bmoves played\b/,
  /\bsquares left\b/,
  /\bit has been your turn\b/,
];

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

/** Every message a player could see in the channel (public and their own private ones). */
function everything(): StoredMessage[] {
  const seen = new Map<string, StoredMessage>();
  for (const user of [...PLAYERS, IDS.carol])
    for (const m of h.fake.messagesVisibleTo(C, user)) seen.set(m.id, m);
  return [...seen.values()];
}

describe('one vocabulary', () => {
  it('is used by every message of a whole game, and the retired words are gone', async () => {
    const { gameId } = await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo', 'reminder-hours': 1 });
    const random = seededRandom(11);
    let turn = 0;
    for (;;) {
      const view = d.view({ gameId });
      if (view.status !== 'active') break;
      const mover = view.toMove!;
      if (turn === 6) {
        // A reminder, /board and /pieces once; then the mover resigns their colour.
        h.clock.advance(2 * HOUR);
        await h.bot.reminders.tick();
        await d.slash(IDS.carol, C, 'board');
        await d.slash(mover.userId, C, 'pieces');
        const prompt = (await d.slash(mover.userId, C, 'resign')).reply!;
        await d.click(mover.userId, prompt, 'Resign');
      } else {
        const moves = legalMoves(view.game, mover.colorIndex);
        const move = formatMove(view.game.layout, moves[Math.floor(random() * moves.length)]!);
        await d.slash(mover.userId, C, 'place', { move });
      }
      turn++;
    }
    await d.idle();
    expect(d.view({ gameId }).status).toBe('finished');
    const texts = everything().map((m) => [m.content, ...m.embeds.map((e) => JSON.stringify(e))].join('\n'));
    const all = texts.join('\n---\n');
    for (const word of RETIRED)
      expect(
        texts.filter((t) => word.test(t)),
        String(word),
      ).toEqual([]);
    for (const word of GLOSSARY) expect(all, String(word)).toMatch(word);
  });
});
