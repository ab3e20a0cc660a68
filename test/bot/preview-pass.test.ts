import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { checkPlacement } from '../../src/engine/index.ts';
import { parseMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop, decodePng, savePicture } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import type { StoredMessage } from '../support/fake-discord/index.ts';

/**
 * The private preview (rotate, flip, confirm, cancel, stale), and `/resign` with its confirmation button.
 * A duo game where Alice asked for Purple, so she moves first.
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
  expect(d.view({ channelId: C }).toMove?.userId).toBe(IDS.alice);
});

afterAll(() => checkAndStop(h));

/** The placement a preview message shows, and whether the engine finds it legal now. */
function shown(message: StoredMessage): { text: string; legal: boolean } {
  const m = /Preview: \*\*(.+?)\*\* — (legal\.|not legal here\.)/.exec(message.content);
  if (!m) throw new Error(`not a preview: ${message.content}`);
  const text = m[1]!;
  const { game } = d.view({ channelId: C });
  const parsed = parseMove(text, game.variant.boardSize);
  if (!parsed.ok) throw new Error(`preview text does not parse: ${text}`);
  const legal = checkPlacement(game, game.toMove!, parsed.value.piece, parsed.value.squares).ok;
  expect(m[2] === 'legal.').toBe(legal);
  return { text, legal };
}

describe('preview', () => {
  it('shows a private preview, turns and flips it in place, and confirms it', async () => {
    const before = d.snapshot(C);
    const opened = await d.slash(IDS.alice, C, 'place', { move: 'P5-L e9', preview: true });
    const preview = opened.reply!;
    expect(preview.ephemeral).toBe(true);
    expect(shown(preview)).toEqual({ text: 'P5-L e9', legal: true });
    expect(d.buttons(preview).map((b) => [b.label, b.disabled])).toEqual([
      ['Confirm', false],
      ['Rotate ↻', false],
      ['Flip ⇋', false],
      ['Cancel', false],
      ['←', false],
      ['↑', false],
      ['↓', false],
      ['→', false],
      ['Choose again', false],
    ]);
    expect(preview.attachments).toHaveLength(1);
    await decodePng(preview.attachments[0]!);
    expect(d.snapshot(C)).toEqual(before);

    // Rotate: the same message, a new picture, and Confirm follows legality.
    let picture = preview.attachments[0]!.data;
    const seen: string[] = [];
    const legality: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const click = await d.click(IDS.alice, preview, 'Rotate');
      expect(click.reply?.id).toBe(preview.id);
      await d.idle();
      const now = shown(h.fake.message(preview.id)!);
      seen.push(now.text);
      legality.push(now.legal);
      if (i === 0) savePicture('blokus-preview-rot90', preview.attachments[0]!);
      expect(d.button(preview, 'Confirm').disabled).toBe(!now.legal);
      expect(preview.attachments).toHaveLength(1);
      await decodePng(preview.attachments[0]!);
      expect(preview.attachments[0]!.data.equals(picture)).toBe(false);
      picture = preview.attachments[0]!.data;
      if (!now.legal) expect(preview.content).toMatch(/first piece must cover e10/);
    }
    expect(seen).toEqual(['P5-L e9 rot90', 'P5-L e9 rot180', 'P5-L e9 rot270', 'P5-L e9']);
    expect(legality).toContain(false);
    expect(legality.at(-1)).toBe(true);
    await d.click(IDS.alice, preview, 'Flip');
    await d.idle();
    expect(shown(preview).text).toBe('P5-L e9 flip');
    expect(d.snapshot(C)).toEqual(before);
    expect(d.totalPings()).toBe(before.pings);

    // Confirm: the move is played, the preview says so, and the turn message pings Bob.
    const mark = d.publicCount(C);
    const { legal } = shown(preview);
    expect(legal).toBe(true);
    await d.click(IDS.alice, preview, 'Confirm');
    const turn = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    await d.idle();
    expect(turn.content.split('\n')[0]).toBe(`🟪 **Purple** (${nameText('Alice')}) played **P5-L e9 flip**.`);
    expect(turn.pinged).toEqual([IDS.bob]);
    expect(d.totalPings()).toBe(before.pings + 1);
    expect(d.newPublic(C, mark)).toHaveLength(1);
    expect(preview.content).toBe('✅ Played P5-L e9 flip.');
    expect(preview.components).toEqual([]);
    expect(preview.attachments).toEqual([]);
    expect(preview.pinged).toEqual([]);
    expect(d.view({ channelId: C }).moveCount).toBe(1);
  });

  it('disables Confirm for an illegal preview', async () => {
    const opened = await d.slash(IDS.bob, C, 'place', { move: 'P5-X e10', preview: true });
    const preview = opened.reply!;
    expect(shown(preview).legal).toBe(false);
    expect(preview.content).toMatch(/\n\w+ is already taken by Purple\.\n/);
    expect(d.button(preview, 'Confirm').disabled).toBe(true);
    await expect(d.click(IDS.bob, preview, 'Confirm')).rejects.toThrow(/disabled/);
  });

  it('closes a preview with Cancel and changes nothing', async () => {
    const before = d.snapshot(C);
    const opened = await d.slash(IDS.bob, C, 'place', { move: 'P4-O j5', preview: true });
    const preview = opened.reply!;
    expect(shown(preview).legal).toBe(true);
    await d.click(IDS.bob, preview, 'Cancel');
    expect(preview.content).toBe('Preview closed.');
    expect(preview.components).toEqual([]);
    expect(preview.attachments).toEqual([]);
    await d.idle();
    expect(d.snapshot(C)).toEqual(before);
  });

  it('redraws a stale preview on the current board instead of playing it', async () => {
    // Bob previews, then plays something else; after Alice's move, he presses Confirm on the old preview.
    const old = (await d.slash(IDS.bob, C, 'place', { move: 'P4-O j5', preview: true })).reply!;
    const oldConfirm = d.button(old, 'Confirm').customId;
    expect((await d.slash(IDS.bob, C, 'place', { move: 'P4-O i4' })).reply?.deleted).toBe(true);
    const aliceChoices = await d.moveChoices(IDS.alice, C, 'P4-I');
    const alice = String(aliceChoices[0]!.value);
    expect((await d.slash(IDS.alice, C, 'place', { move: alice })).reply?.deleted).toBe(true);
    const before = d.snapshot(C);
    await d.click(IDS.bob, old, 'Confirm');
    await d.idle();
    expect(d.snapshot(C)).toEqual(before);
    expect(old.content.split('\n')[0]).toBe(
      'The board changed since this preview; here it is on the current board.',
    );
    expect(shown(old).legal).toBe(false);
    expect(old.content).toMatch(/P4-O is already used by Orange/);
    expect(d.button(old, 'Confirm').disabled).toBe(true);
    expect(d.button(old, 'Confirm').customId).not.toBe(oldConfirm);
    await decodePng(old.attachments[0]!);
  });
});

describe('/resign', () => {
  it('keeps playing when asked to', async () => {
    const before = d.snapshot(C);
    const ask = (await d.slash(IDS.bob, C, 'resign')).reply!;
    expect(ask.ephemeral).toBe(true);
    expect(ask.content).toMatch(/^Resign 🟧 \*\*Orange\*\* for the rest of the game\?/);
    await d.click(IDS.bob, ask, 'Keep playing');
    expect(ask.content).toBe('Good: you keep playing.');
    expect(ask.components).toEqual([]);
    await d.idle();
    expect(d.snapshot(C)).toEqual(before);
  });

  it('resigns the colour on confirmation, pings the next player, and refuses a second click', async () => {
    const first = (await d.slash(IDS.bob, C, 'resign')).reply!;
    const second = (await d.slash(IDS.bob, C, 'resign')).reply!;
    expect(first.id).not.toBe(second.id);
    const mark = d.publicCount(C);
    const pings = d.totalPings();
    await d.click(IDS.bob, first, 'Resign Orange');
    const posted = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    await d.idle();
    expect(first.content).toBe('✅ Orange is resigned: it places no more pieces.');
    expect(first.components).toEqual([]);
    const lines = posted.content.split('\n');
    expect(lines[0]).toBe(`${nameText('Bob')} resigned 🟧 **Orange** for the rest of the game.`);
    expect(lines[1]).toMatch(new RegExp(`^<@${IDS.alice}>, your turn with 🟪 \\*\\*Purple\\*\\*\\.`));
    expect(posted.pinged).toEqual([IDS.alice]);
    expect(d.totalPings()).toBe(pings + 1);
    await decodePng(posted.attachments[0]!);
    const view = d.view({ channelId: C });
    expect(view.game.out).toEqual([null, 'resigned']);
    expect(view.toMove?.userId).toBe(IDS.alice);

    // The second confirmation, drawn before the pass, fails cleanly and changes nothing.
    const before = d.snapshot(C);
    await d.click(IDS.bob, second, 'Resign Orange');
    await d.idle();
    expect(second.content).toMatch(/^❌ The board changed in the meantime/);
    expect(second.components).toEqual([]);
    expect(d.snapshot(C)).toEqual(before);

    // Bob is out: he cannot pass again, and Alice plays on alone, pinged each time.
    const again = await d.slash(IDS.bob, C, 'resign');
    expect(again.reply?.ephemeral).toBe(true);
    expect(again.reply?.content).toMatch(/^❌ It is not your turn/);
    const choices = await d.moveChoices(IDS.alice, C, 'P1');
    const move = String(choices.find((c) => !c.name.startsWith('…'))!.value);
    const mark2 = d.publicCount(C);
    await d.slash(IDS.alice, C, 'place', { move });
    const next = d.newPublic(C, mark2);
    expect(next).toHaveLength(1);
    expect(next[0]!.pinged).toEqual([IDS.alice]);
  });
});
