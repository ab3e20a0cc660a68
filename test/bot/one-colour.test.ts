import { afterEach, describe, expect, it } from 'vitest';
import { isComputerId } from '../../src/app/index.ts';
import { legalMoves, scoresOf, seededRandom } from '../../src/engine/index.ts';
import { formatCellList, formatMove, importSgf } from '../../src/notation/index.ts';
import {
  answerOf,
  BotDriver,
  checkAndStop,
  decodePng,
  savePicture,
  settledWithComputers,
} from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness, TEST_GUILD } from '../support/bot-harness.ts';
import { SOLO_ALL_PIECES } from '../support/one-colour-solo.ts';

/**
 * The rule book's one-colour variants through the fake Discord, each played to a result: `one-colour`
 * (Alice against a computer, one colour each, with a hint) and `solo-one-colour` (Alice alone, all 21
 * pieces, the score being the squares placed), with their pictures, end messages and records.
 */

let h: Harness | undefined;
afterEach(async () => {
  if (h) await checkAndStop(h);
  h = undefined;
});

const C = IDS.channel;

/** The game's record from the final message's button, read back. */
async function recordOf(d: BotDriver, final: ReturnType<BotDriver['latestBoard']> & {}) {
  const asked = await d.click(IDS.alice, final, 'Game record (.blksgf)');
  const file = asked.reply!.attachments.find((a) => a.filename.endsWith('.blksgf'))!;
  const text = file.data.toString('utf8');
  const read = importSgf(text);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return { text, read: read.value };
}

describe('one colour each, and solo with one colour', () => {
  it('one-colour: Alice (Blue or Red) against the computer, to the end, with a hint', async () => {
    h = await startHarness();
    // Warm workers answer the computer's moves and the hint within the driver's wait on a busy machine.
    await h.bot.computers.pool.start();
    const d = new BotDriver(h);
    const opened = await d.blokus(IDS.alice, C, 'new', {
      variant: 'one-colour',
      opponent: 'computer',
      level: 1,
    });
    expect(answerOf(opened).content).toContain('against the computer (level 1)');
    await settledWithComputers(d, h);
    const start = d.view({ channelId: C });
    expect(start.game.variant.id).toBe('one-colour');
    expect(start.seats).toHaveLength(2);
    expect(start.seats.filter((s) => isComputerId(s.userId))).toHaveLength(1);
    const mine = start.seats.find((s) => s.userId === IDS.alice)!;
    expect(mine.colors).toHaveLength(1);
    const board = await decodePng(d.latestBoard(C)!.attachments[0]!);
    const random = seededRandom(11);
    let moves = 0;
    for (;;) {
      await settledWithComputers(d, h);
      const view = d.view({ channelId: C });
      if (view.status !== 'active') break;
      expect(view.toMove!.userId).toBe(IDS.alice);
      if (moves === 0) {
        // The computer's search hints a one-colour game like any other, and its Play button plays.
        const hint = answerOf(await d.slash(IDS.alice, C, 'hint'));
        expect(hint.content).toMatch(/wins about \d+ % of the time/);
        await d.click(IDS.alice, hint, 'Play 1');
      } else {
        const legal = legalMoves(view.game, view.toMove!.colorIndex);
        const move = legal[Math.floor(random() * legal.length)]!;
        const placed = await d.slash(IDS.alice, C, 'place', { move: formatMove(view.game.layout, move) });
        expect(placed.reply?.content ?? '').not.toMatch(/^❌/);
      }
      moves++;
      if (moves === 8) expect(await decodePng(d.latestBoard(C)!.attachments[0]!)).toEqual(board);
    }
    const end = d.view({ channelId: C });
    expect(end.status).toBe('finished');
    expect(moves).toBeGreaterThan(5);
    const final = h.fake
      .messages(C)
      .find((m) => m.attachments.some((a) => a.filename.endsWith('-final.png')))!;
    savePicture('blokus-one-colour-final', final.attachments[0]!);
    expect(final.content).toContain('🏁 **Game over!**');
    expect(final.content).not.toContain('🧮');
    const scores = scoresOf(end.game);
    const ranking = final.content.split('\n').filter((l) => /^(🥇|🥈)/.test(l));
    expect(ranking).toHaveLength(2);
    expect(ranking.join('\n')).toContain(`<@${IDS.alice}>`);
    expect(end.scores.playerScores).toEqual(scores.playerScores);
    // The replay follows the scoreboard (drawn off the main thread, so it may come a little later).
    await d.nextPublic(C, 0, (m) => m.attachments.some((a) => a.filename.endsWith('-replay.gif')), 30_000);
    const { text, read } = await recordOf(d, final);
    expect(text).toContain('GM[Blokus]XBV[one-colour]');
    expect(text).toMatch(/;1\[.*;3\[/);
    expect(read.variant).toBe('one-colour');
    expect(read.events).toEqual(end.game.events);
  }, 240_000);

  it('solo-one-colour: Alice alone places all 21 pieces and scores 89 squares + 20 = 109', async () => {
    h = await startHarness();
    const d = new BotDriver(h);
    const { handle, lobby } = await d.newLobby(IDS.alice, C, { variant: 'solo-one-colour' });
    expect(answerOf(handle).content).toContain('press **Start**');
    expect(JSON.stringify(lobby.embeds)).toContain('Solo, one colour');
    let mark = d.publicCount(C);
    await d.click(IDS.alice, lobby, 'Start');
    const first = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    expect(first.content).toContain('The first piece must cover **a20**.');
    const layout = d.view({ channelId: C }).game.layout;
    for (const [i, cells] of SOLO_ALL_PIECES.entries()) {
      const view = d.view({ channelId: C });
      expect(view.status).toBe('active');
      expect(view.toMove!.userId).toBe(IDS.alice);
      if (i === 3) {
        // Warm workers answer within the driver's wait (the first hint would start them).
        await h.bot.computers.pool.start();
        const hint = answerOf(await d.slash(IDS.alice, C, 'hint'));
        // Alone, a hint gives the score it expects rather than a chance of winning.
        expect(hint.content).toMatch(/a final score of about \+\d+ points/);
        expect(hint.content).not.toContain('wins about');
      }
      mark = d.publicCount(C);
      const placed = await d.slash(IDS.alice, C, 'place', { move: cells });
      expect(placed.reply?.content ?? '', cells).not.toMatch(/^❌/);
      await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
      await d.idle();
      if (i === 10)
        expect(d.latestBoard(C)!.content).toContain(`<@${IDS.alice}>, your turn with 🟦 **Blue**.`);
    }
    const end = d.view({ channelId: C });
    expect(end.status).toBe('finished');
    expect(
      end.game.events.map((e) => (e.type === 'place' ? formatCellList(layout, e.move) : e.type)),
    ).toEqual(SOLO_ALL_PIECES);
    const final = await d.nextPublic(C, 0, (m) => m.content.includes('Game over'), 10_000);
    savePicture('blokus-solo-one-colour-final', final.attachments[0]!);
    expect(final.content).toContain('🧮 89 of 89 squares placed, and a bonus of +20: **109** points.');
    expect(final.content).toContain(`🥇 <@${IDS.alice}> 🟦 **Blue** **+109**`);
    expect(final.content).toContain('🟦 **Blue** has placed all its pieces (+20).');
    expect(end.scores.playerScores).toEqual([109]);
    const { text, read } = await recordOf(d, final);
    expect(text).toContain('GM[Blokus]XBV[solo-one-colour]');
    expect(read.events).toEqual(end.game.events);
    // A game against the board is not rated.
    expect(h.bot.service.store.ratingsOf(IDS.guild)).toEqual([]);
  }, 240_000);

  for (const words of [
    {
      locale: 'fr',
      variant: 'Solo à une couleur',
      start: 'Lancer',
      resign: 'Abandonner',
      over: '🏁 **Partie terminée !**',
      placed: (n: number) => `🧮 ${n} cases posées sur 89 : **${n}** points.`,
    },
    {
      locale: 'it',
      variant: 'Solitario a un colore',
      start: 'Inizia',
      resign: 'Abbandona',
      over: '🏁 **Partita finita!**',
      placed: (n: number) => `🧮 ${n} caselle posate su 89: **${n}** punti.`,
    },
  ]) {
    it(`solo-one-colour in ${words.locale}: the lobby names it, the end says the squares placed`, async () => {
      const guild = {
        ...TEST_GUILD,
        preferredLocale: words.locale,
        members: TEST_GUILD.members.map((m) => ({ ...m, locale: words.locale })),
      };
      h = await startHarness({ guild });
      const d = new BotDriver(h);
      await d.blokus(IDS.alice, C, 'new', { variant: 'solo-one-colour' });
      const lobby = h.fake.messages(C).at(-1)!;
      expect(JSON.stringify(lobby.embeds)).toContain(words.variant);
      let mark = d.publicCount(C);
      await d.click(IDS.alice, lobby, words.start);
      await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
      for (const cells of SOLO_ALL_PIECES.slice(0, 3)) {
        mark = d.publicCount(C);
        const placed = await d.slash(IDS.alice, C, 'place', { move: cells });
        expect(placed.reply?.content ?? '', cells).not.toMatch(/^❌/);
        await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
        await d.idle();
      }
      const prompt = (await d.slash(IDS.alice, C, 'resign')).reply!;
      await d.click(IDS.alice, prompt, words.resign);
      await d.idle();
      expect(d.view({ channelId: C }).status).toBe('finished');
      const squares = SOLO_ALL_PIECES.slice(0, 3).join(',').split(',').length;
      const final = await d.nextPublic(C, 0, (m) => m.content.includes(words.over), 10_000);
      expect(final.content).toContain(words.placed(squares));
    }, 120_000);
  }
});
