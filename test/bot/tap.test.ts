import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMove, legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop, decodePng, savePicture } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import type { StoredMessage } from '../support/fake-discord/index.ts';
import { playByTaps, stepOf } from '../support/tap-driver.ts';

/**
 * Playing by taps: the turn message's Play button, the private flow (one menu a step: piece, where it goes
 * when it has many placements, placement; then the preview and Confirm; a lone choice taken for the
 * player), who may use it, arrows in the preview, and flows that are no longer current. A duo game where
 * Alice asked for Purple, so she moves first.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  const created = await d.newLobby(IDS.alice, C, { variant: 'duo' });
  await d.blokus(IDS.alice, C, 'join', { colour: 'purple' });
  await d.click(IDS.bob, created.lobby, 'Join');
  await d.blokus(IDS.alice, C, 'start');
});

afterAll(() => checkAndStop(h));

const turnMessage = () => d.latestBoard(C)!;
const first = (options: readonly { value: string }[]) => options[0]!.value;
/** The placement a preview's text names, as the engine's canonical notation. */
const shownText = (m: StoredMessage) => /Preview: \*\*(.+?)\*\*/.exec(m.content)?.[1];

describe('the Play button', () => {
  it('is on the turn message and tells anyone but the player to move whose turn it is', async () => {
    const turn = turnMessage();
    expect(d.button(turn, 'Play').disabled).toBe(false);
    const before = d.snapshot(C);
    const bob = await d.click(IDS.bob, turn, 'Play');
    expect(bob.reply?.ephemeral).toBe(true);
    expect(bob.reply?.content).toMatch(/^❌ It is not your turn: Purple is to move, played by Alice\./);
    const erin = await d.click(IDS.erin, turn, 'Play');
    expect(erin.reply?.ephemeral).toBe(true);
    expect(erin.reply?.content).toMatch(/^❌ /);
    expect(d.snapshot(C)).toEqual(before);
  });

  it('starts from the pieces on the first move (one corner is not asked), each step redrawn', async () => {
    const before = d.snapshot(C);
    const opened = await d.click(IDS.alice, turnMessage(), 'Play');
    const flow = opened.reply!;
    expect(flow.ephemeral).toBe(true);
    // Before the first piece the only corner is the start square: the flow asks for a piece straight away.
    expect(stepOf(d.menus(flow))).toBe('piece');
    expect(d.menus(flow)).toHaveLength(1);
    expect(flow.content).toMatch(
      /\*\*Pick a piece\*\*: 21 pieces fit at your open corner \(numbered on the board\)\./,
    );
    const pieces = d.menus(flow)[0]!.options;
    // 25 options: four pieces of 40 placements come in two parts each, told apart by the ways they go.
    expect(pieces).toHaveLength(25);
    expect(pieces.slice(0, 2).map((o) => o.label)).toEqual(['P5-F · corner 1 ↑–↘', 'P5-F · corner 1 ↓–↖']);
    expect(pieces.find((o) => o.label === 'P5-X')?.description).toBe('5 squares, 5 ways');
    expect(flow.attachments[0]!.description).toMatch(/open corners numbered; pieces that fit: P5-/);
    const pictures = [flow.attachments[0]!.data];
    await decodePng(flow.attachments[0]!);
    savePicture('tap-1-pieces', flow.attachments[0]!);

    await d.pick(IDS.alice, flow, pieces.find((o) => o.label === 'P5-X')!.value);
    let now = h.fake.message(flow.id)!;
    expect(stepOf(d.menus(now))).toBe('placement');
    expect(now.content).toMatch(/\*\*P5-X\*\*: \*\*pick a placement\*\* \(5 numbered below\)/);
    const placements = d.menus(now)[0]!.options;
    expect(placements.map((o) => o.label)).toEqual([
      // Clockwise from up around the corner: the cross on it first (its centre is the corner).
      '1 · P5-X e10',
      '2 · P5-X e11',
      '3 · P5-X f10',
      '4 · P5-X e9',
      '5 · P5-X d10',
    ]);
    expect(d.buttons(now).map((b) => b.label)).toEqual(['◀ Back', 'Cancel']);
    pictures.push(now.attachments[0]!.data);
    savePicture('tap-2-placements', now.attachments[0]!);

    await d.pick(IDS.alice, now, placements[3]!.value);
    now = h.fake.message(flow.id)!;
    expect(shownText(now)).toBe('P5-X e9');
    expect(now.content).toMatch(/— legal\./);
    pictures.push(now.attachments[0]!.data);
    // Every step drew a new picture, and nothing was played.
    expect(new Set(pictures.map((p) => p.toString('base64'))).size).toBe(3);
    expect(d.snapshot(C)).toEqual(before);

    const mark = d.publicCount(C);
    await d.click(IDS.alice, now, 'Confirm');
    expect(h.fake.message(flow.id)!.content).toBe('✅ Played P5-X e9.');
    const turn = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    expect(turn.pinged).toEqual([IDS.bob]);
    expect(d.view({ channelId: C }).lastPlacement?.text).toBe('P5-X e9');
  });

  it('takes a piece that fits one way for the player: its preview comes at once, saying so', async () => {
    const flow = (await d.click(IDS.bob, turnMessage(), 'Play')).reply!;
    const monomino = d.menus(flow)[0]!.options.find((o) => o.label === 'P1')!;
    expect(monomino.description).toBe('1 square, 1 way');
    await d.pick(IDS.bob, flow, monomino.value);
    const preview = h.fake.message(flow.id)!;
    expect(preview.content.split('\n')[0]).toBe('**P1** fits only one way, so it is chosen for you.');
    expect(shownText(preview)).toBe('P1 j5');
    await d.click(IDS.bob, preview, 'Confirm');
    expect(d.view({ channelId: C }).lastPlacement?.text).toBe('P1 j5');
  });

  it('offers every legal placement of the position, one menu a step, each within three picks', async () => {
    const { game } = d.view({ channelId: C });
    const expected = legalMoves(game, game.toMove!).map((m) => formatMove(game.layout, m));
    const flow = (await d.click(IDS.alice, turnMessage(), 'Play')).reply!;
    const offered = new Set<string>();
    const current = () => h.fake.message(flow.id)!;
    // Walks every step below `path` (the values picked from the start), back to the start each time.
    const explore = async (path: readonly string[]) => {
      const back = d.buttons(current()).find((b) => b.label === '◀ Back' || b.label === 'Choose again');
      if (back) await d.click(IDS.alice, current(), back.label);
      for (const value of path) await d.pick(IDS.alice, current(), value);
      const menus = d.menus(current());
      const step = stepOf(menus);
      if (step === 'preview') {
        offered.add(shownText(current())!);
        return;
      }
      expect(menus).toHaveLength(1);
      expect(path.length + 1).toBeLessThanOrEqual(3);
      if (step === 'placement') {
        for (const o of menus[0]!.options) offered.add(o.label.replace(/^\d+ · /, ''));
        return;
      }
      for (const o of menus[0]!.options) await explore([...path, o.value]);
    };
    await explore([]);
    expect([...offered].sort()).toEqual([...expected].sort());
    await d.click(IDS.alice, current(), 'Cancel');
    expect(current().components).toEqual([]);
  });
});

describe('the preview reached by taps', () => {
  it('moves the piece one square with the arrows, and Confirm plays where it is shown', async () => {
    const move = await playByTaps(d, IDS.alice, turnMessage(), first, { confirm: false });
    const preview = h.fake.message(move.flow.id)!;
    const { game } = d.view({ channelId: C });
    const start = legalMoves(game, game.toMove!).find((m) => formatMove(game.layout, m) === move.text)!;
    const pivot = describeMove(game.layout, start).pivot;
    await d.click(IDS.alice, preview, '→');
    const moved = shownText(h.fake.message(move.flow.id)!)!;
    const column = String.fromCharCode(97 + pivot.x + 1);
    expect(moved.split(' ')[1]).toBe(`${column}${pivot.y + 1}`);
    await d.click(IDS.alice, h.fake.message(move.flow.id)!, '←');
    expect(shownText(h.fake.message(move.flow.id)!)).toBe(move.text);
    await d.click(IDS.alice, h.fake.message(move.flow.id)!, 'Confirm');
    expect(d.view({ channelId: C }).lastPlacement?.text).toBe(move.text);
  });
});

describe('a flow that is no longer current', () => {
  it('never plays a stale pick: it says the game moved on and offers to start again', async () => {
    // Bob opens the flow and picks a piece, then plays by typing instead.
    const flow = (await d.click(IDS.bob, turnMessage(), 'Play')).reply!;
    await d.pick(IDS.bob, flow, d.menus(flow)[0]!.options[0]!.value);
    const next = h.fake.message(flow.id)!;
    const pick = d.menus(next)[0]!.options[0]!.value;
    const { game } = d.view({ channelId: C });
    const typed = formatMove(game.layout, legalMoves(game, game.toMove!)[0]!);
    await d.slash(IDS.bob, C, 'place', { move: typed });
    // Alice plays too, so it is Bob's turn again, on another position.
    await playByTaps(d, IDS.alice, turnMessage(), first);
    const before = d.snapshot(C);
    await d.pick(IDS.bob, h.fake.message(flow.id)!, pick);
    const stale = h.fake.message(flow.id)!;
    expect(stale.content).toBe(
      '⏳ The game moved on since you opened this (a move was played, passed or taken back). Nothing was played.',
    );
    expect(stale.attachments).toEqual([]);
    expect(d.snapshot(C)).toEqual(before);
    await d.click(IDS.bob, stale, 'Start again');
    const again = h.fake.message(flow.id)!;
    expect(stepOf(d.menus(again))).toBe('piece');
    expect(again.attachments).toHaveLength(1);
  });

  it('goes on after a restart of the bot, and refuses once the turn is over', async () => {
    const flow = (await d.click(IDS.bob, turnMessage(), 'Play')).reply!;
    await d.pick(IDS.bob, h.fake.message(flow.id)!, d.menus(flow)[0]!.options[0]!.value);
    await h.restart();
    for (let picks = 1; stepOf(d.menus(h.fake.message(flow.id)!)) !== 'preview'; picks++) {
      expect(picks).toBeLessThan(3);
      const step = h.fake.message(flow.id)!;
      await d.pick(IDS.bob, step, d.menus(step)[0]!.options[0]!.value);
    }
    const preview = h.fake.message(flow.id)!;
    const text = shownText(preview)!;
    await d.click(IDS.bob, preview, 'Confirm');
    expect(d.view({ channelId: C }).lastPlacement?.text).toBe(text);
    // An old turn message's Play, now that it is Alice's turn: Bob is told whose turn it is.
    const late = await d.click(IDS.bob, turnMessage(), 'Play');
    expect(late.reply?.content).toMatch(/^❌ It is not your turn/);
  });
});
