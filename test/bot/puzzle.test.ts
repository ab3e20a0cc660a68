import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCellList, formatMove, importSgf } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import { interleavedSolution, stuckPuzzleEvents } from '../support/puzzle-solution.ts';

/**
 * The tetromino puzzle through the bot: one player places the 20 tetrominoes of the four
 * colours, any colour on any turn (the colour named in the move), takes one back for free, and is told
 * when it is solved, with the picture, the number of moves and the time taken.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const COLORS = ['blue', 'yellow', 'red', 'green'];
const MINUTE = 60_000;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('the tetromino puzzle', () => {
  it('is solved through /place, colours in any order, with a free undo', async () => {
    const { lobby } = await d.newLobby(IDS.alice, C, { variant: 'puzzle-tetrominoes', undo: 'off' });
    expect(JSON.stringify(lobby.embeds)).toContain('8 × 10');
    const mark = d.publicCount(C);
    await d.click(IDS.alice, d.lobbyMessage(C)!, 'Start');
    await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    const events = interleavedSolution();
    const layout = d.view({ channelId: C }).game.layout;
    let typed = 0;
    for (const [i, event] of events.entries()) {
      if (event.type !== 'place') continue;
      const color = COLORS[event.color]!;
      // Colour first with the piece form, or last after a cell list.
      const text =
        i % 2 === 0
          ? `${color} ${formatMove(layout, event.move)}`
          : `${formatCellList(layout, event.move)} ${color}`;
      h.clock.advance(MINUTE);
      const before = d.publicCount(C);
      const played = await d.slash(IDS.alice, C, 'place', { move: text });
      typed++;
      expect(played.reply?.content ?? '', text).not.toMatch(/^❌/);
      await d.nextPublic(C, before, (m) => m.attachments.length > 0);
      await d.idle();
      const view = d.view({ channelId: C });
      const last = view.game.events.at(-1);
      expect(last).toEqual({ type: 'place', color: event.color, move: event.move });
      if (i === 5) {
        // Undo is free in a puzzle, whatever the game's undo rule: taken back at once, then played again.
        const undo = await d.slash(IDS.alice, C, 'undo');
        expect(undo.reply?.content ?? '').not.toMatch(/^❌/);
        await d.idle();
        expect(d.view({ channelId: C }).game.events).toHaveLength(i);
        h.clock.advance(MINUTE);
        const again = await d.slash(IDS.alice, C, 'place', { move: text });
        typed++;
        expect(again.reply?.content ?? '').not.toMatch(/^❌/);
        await d.idle();
        expect(d.view({ channelId: C }).game.events).toHaveLength(i + 1);
      }
    }
    const view = d.view({ channelId: C });
    expect(view.status).toBe('finished');
    const final = d.latestBoard(C)!;
    expect(final.attachments.length).toBeGreaterThan(0);
    expect(final.content).toContain('🏁 **Game over!**');
    expect(final.content).toContain(
      `🧩 **Solved!** All 20 pieces are on the board, in 20 moves and ${typed} minutes.`,
    );
    expect(final.content).toContain(`<@${IDS.alice}>`);
    // Its record: GM[Blokus] with the variant in XBV, reading back to the same placements.
    const asked = await d.click(IDS.alice, final, 'Game record (.blksgf)');
    const file = asked.reply!.attachments.find((a) => a.filename.endsWith('.blksgf'))!;
    const text = file.data.toString('utf8');
    expect(text).toContain('GM[Blokus]');
    expect(text).toContain('XBV[puzzle-tetrominoes]');
    const read = importSgf(text);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.game.toMove).toBeNull();
  });

  it('autocompletes the placements of the colour named first', async () => {
    const E = IDS.otherChannel;
    const { lobby } = await d.newLobby(IDS.bob, E, { variant: 'puzzle-tetrominoes' });
    const mark = d.publicCount(E);
    await d.click(IDS.bob, lobby, 'Start');
    await d.nextPublic(E, mark, (m) => m.attachments.length > 0);
    const choices = await d.moveChoices(IDS.bob, E, 'red ');
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) expect(c.value).toMatch(/^red P4-/);
    const placed = await d.slash(IDS.bob, E, 'place', { move: 'green P4-O a1' });
    expect(placed.reply?.content ?? '').not.toMatch(/^❌/);
    await d.idle();
    expect(d.view({ channelId: E }).game.events).toEqual([
      expect.objectContaining({ type: 'place', color: 3 }),
    ]);
  });

  it('stays open when stuck: take back with ↩️ or /undo, end it with 🏁, across a restart', async () => {
    // The first game (solved) is over, so this channel can open another.
    const { lobby } = await d.newLobby(IDS.alice, C, { variant: 'puzzle-tetrominoes' });
    let mark = d.publicCount(C);
    await d.click(IDS.alice, lobby, 'Start');
    await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    const layout = d.view({ channelId: C }).game.layout;
    const events = stuckPuzzleEvents();
    const typed = (e: (typeof events)[number]) => `${COLORS[e.color]} ${formatMove(layout, e.move)}`;
    for (const event of events) {
      const played = await d.slash(IDS.alice, C, 'place', { move: typed(event) });
      expect(played.reply?.content ?? '').not.toMatch(/^❌/);
      await d.idle();
    }
    const placed = events.length;
    // Stuck: the game stays open, the message says so and offers both ways on.
    let view = d.view({ channelId: C });
    expect(view.status).toBe('active');
    expect(view.toMove).toBeNull();
    expect(view.stuck).toEqual({ placed, pieces: 20 });
    let stuck = d.latestBoard(C)!;
    expect(stuck.content).toContain(
      `🧩 **Stuck**: no colour can place another piece (${placed} of 20 on the board).`,
    );
    expect(stuck.content).not.toContain('Game over');
    const refused = await d.slash(IDS.alice, C, 'place', { move: 'blue P4-O a1' });
    expect(refused.reply?.content).toContain(
      `No colour can place another piece: ${placed} of 20 are on the board.`,
    );
    // ↩️ takes the last piece back: the puzzle goes on.
    mark = d.publicCount(C);
    const back = await d.click(IDS.alice, stuck, 'Take back the last piece');
    expect(back.reply?.content).toBe('✅ Move taken back.');
    await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    view = d.view({ channelId: C });
    expect(view.stuck).toBeNull();
    expect(view.toMove).not.toBeNull();
    expect(view.game.events).toHaveLength(placed - 1);
    // Stuck again; the bot restarts; /undo works as well, and so does playing on.
    await d.slash(IDS.alice, C, 'place', { move: typed(events.at(-1)!) });
    await d.idle();
    expect(d.view({ channelId: C }).stuck).toEqual({ placed, pieces: 20 });
    await h.restart();
    expect(d.view({ channelId: C }).status).toBe('active');
    const undo = await d.slash(IDS.alice, C, 'undo');
    expect(undo.reply?.content).toBe('✅ Move taken back.');
    await d.idle();
    await d.slash(IDS.alice, C, 'place', { move: typed(events.at(-1)!) });
    await d.idle();
    // /resign offers the same choice privately; 🏁 ends the puzzle where it stands.
    const asked = await d.slash(IDS.alice, C, 'resign');
    expect(asked.reply?.content).toContain(
      `No colour can place another piece (${placed} of 20 on the board).`,
    );
    mark = d.publicCount(C);
    const ended = await d.click(IDS.alice, asked.reply!, 'End the puzzle here');
    expect(ended.reply?.content).toBe(`✅ The puzzle ends here: ${placed} of 20 pieces placed.`);
    const final = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    expect(final.content).toContain('🏁 **Game over!**');
    expect(final.content).toContain(`🧩 The puzzle ends with ${placed} of 20 pieces placed`);
    view = d.view({ channelId: C });
    expect(view.status).toBe('finished');
    // The old message's buttons are stale now.
    stuck = d.latestBoard(C)!;
    expect(d.buttons(stuck).map((b) => b.label)).not.toContain('Take back the last piece');
  });

  it('plays any colour by taps: the first step offers a button per colour', async () => {
    const E = IDS.otherChannel;
    // The game of the autocomplete test: green is on the board, every colour can move.
    const turn = d.latestBoard(E)!;
    const opened = await d.click(IDS.bob, turn, 'Play');
    const flow = opened.reply!;
    let message = d.fake.message(flow.id)!;
    expect(d.buttons(message).map((b) => b.label)).toEqual(['Blue', 'Yellow', 'Red', 'Green', 'Cancel']);
    await d.click(IDS.bob, message, 'Red');
    message = d.fake.message(flow.id)!;
    expect(message.content).toContain('Red');
    // Every step of the flow carries the colour, so the placement picked is red's.
    for (let picks = 0; d.menus(message).length > 0; picks++) {
      expect(picks).toBeLessThan(3);
      const menus = d.menus(message);
      for (const m of menus) expect(m.customId).toContain(':c2~');
      await d.pick(IDS.bob, message, menus[0]!.options[0]!.value);
      message = d.fake.message(flow.id)!;
    }
    expect(message.content).toMatch(/Preview: \*\*.+\*\* — legal\./);
    await d.click(IDS.bob, message, 'Confirm');
    await d.idle();
    const events = d.view({ channelId: E }).game.events;
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual(expect.objectContaining({ type: 'place', color: 2 }));
  });

  it('/hint says whether a solution goes on, with pieces of it to preview and play', async () => {
    // The stuck puzzle above has ended, so this channel opens another.
    const { lobby } = await d.newLobby(IDS.alice, C, { variant: 'puzzle-tetrominoes' });
    const mark = d.publicCount(C);
    await d.click(IDS.alice, lobby, 'Start');
    await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    const layout = d.view({ channelId: C }).game.layout;
    for (const event of interleavedSolution().slice(0, 8)) {
      if (event.type !== 'place') continue;
      const text = `${COLORS[event.color]} ${formatMove(layout, event.move)}`;
      expect((await d.slash(IDS.alice, C, 'place', { move: text })).reply?.content ?? '').not.toMatch(/^❌/);
      await d.idle();
    }
    // The workers are warm (the restart above started a new pool), so the answer comes within the driver's wait.
    await h.bot.computers.pool.start();
    const asked = await d.slash(IDS.alice, C, 'hint');
    const hint = asked.reply!;
    expect(hint.ephemeral).toBe(true);
    expect(hint.content).toMatch(
      /^🧩 \*\*A solution goes on from here\*\* \(game #\d+\)\. Pieces of it that fit now:/,
    );
    expect(hint.content).toMatch(/\*\*1\.\*\* \S+ \*\*(Blue|Yellow|Red|Green)\*\* `P4-/);
    expect(hint.content).not.toMatch(/wins about/);
    expect(hint.attachments).toHaveLength(1);
    // Play 1 places that piece in that colour.
    const colorOf = /\*\*1\.\*\* \S+ \*\*(\w+)\*\* `([^`]+)`/.exec(hint.content)!;
    await d.click(IDS.alice, hint, 'Play 1');
    await d.idle();
    const view = d.view({ channelId: C });
    expect(view.game.events).toHaveLength(9);
    expect(view.lastPlacement?.text).toBe(colorOf[2]);
    expect(COLORS[view.lastPlacement!.color]).toBe(colorOf[1]!.toLowerCase());
  });
});
