import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPlacement, legalMoves, pieceName } from '../../src/engine/index.ts';
import { formatMove, parseMove } from '../../src/notation/index.ts';
import {
  answerOf,
  BotDriver,
  checkAndStop,
  decodePng,
  failing,
  isDeliberateFailure,
  logsAt,
} from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import type { InteractionHandle, StoredMessage } from '../support/fake-discord/index.ts';

/**
 * Every mistake gets a private answer that says what was wrong and what would work, and changes nothing:
 * not the game (version, log, status), not the channel (no public message), and nobody is pinged.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h, isDeliberateFailure));

/** Runs a mistake; checks the answer is private, matches `text`, and that nothing changed. */
async function refused(
  run: () => Promise<InteractionHandle>,
  text: RegExp,
  channelId: string = C,
): Promise<StoredMessage> {
  const before = d.snapshot(channelId);
  const handle = await run();
  await d.idle();
  const answer = answerOf(handle);
  expect(answer.ephemeral, `${handle.describe()}\n${answer.content}`).toBe(true);
  expect(answer.content).toMatch(text);
  expect(answer.pinged).toEqual([]);
  expect(d.snapshot(channelId)).toEqual(before);
  return answer;
}

describe('without a game', () => {
  it('says there is no game here, for every game command', async () => {
    const none = /^❌ There is no open game in this channel/;
    await refused(() => d.slash(IDS.alice, C, 'place', { move: 'P5-L e10' }), none);
    await refused(() => d.slash(IDS.alice, C, 'place', { move: 'P5-L e10', preview: true }), none);
    await refused(() => d.slash(IDS.alice, C, 'board'), none);
    await refused(() => d.slash(IDS.alice, C, 'pieces'), none);
    await refused(() => d.slash(IDS.alice, C, 'resign'), none);
    await refused(() => d.slash(IDS.alice, C, 'undo'), none);
    await refused(() => d.blokus(IDS.alice, C, 'join'), none);
    await refused(() => d.blokus(IDS.alice, C, 'start'), none);
    await refused(() => d.blokus(IDS.alice, C, 'leave'), none);
    await refused(() => d.blokus(IDS.alice, C, 'cancel'), none);
    const choices = await d.moveChoices(IDS.alice, C, 'P5');
    expect(choices).toEqual([{ name: 'No game is running here. Start one with /blokus new.', value: 'P5' }]);
  });
});

describe('in the lobby', () => {
  let lobby: StoredMessage;

  it('opens a lobby, and refuses a second one in the same channel', async () => {
    const created = await d.newLobby(IDS.alice, C, { variant: 'duo' });
    lobby = created.lobby;
    expect(created.handle.reply?.ephemeral).toBe(true);
    expect(created.handle.reply?.content).toMatch(/^🎲 Game #\d+ \(Duo\) is open/);
    expect(lobby.ephemeral).toBe(false);
    expect(lobby.content).toBe('Waiting for 1 more player: press **Join**.');
    expect(d.button(lobby, 'Start').disabled).toBe(true);
    await refused(
      () => d.blokus(IDS.bob, C, 'new', { variant: 'classic' }),
      /^❌ This channel already has an open game \(#\d+, waiting for players\)/,
    );
  });

  it('refuses to start with the wrong number of players', async () => {
    await refused(
      () => d.blokus(IDS.alice, C, 'start'),
      /^❌ Duo needs exactly 2 players; 1 joined so far\.$/,
    );
  });

  it('refuses moves before the start', async () => {
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P5-L e10' }),
      /^❌ Game #\d+ has not started yet: its creator starts it/,
    );
    await refused(() => d.slash(IDS.alice, C, 'resign'), /^❌ Game #\d+ has not started yet/);
    await refused(() => d.slash(IDS.alice, C, 'undo'), /^❌ Game #\d+ has not started yet/);
    const choices = await d.moveChoices(IDS.alice, C, '');
    expect(choices).toEqual([{ name: 'This game is not started yet.', value: 'none' }]);
  });

  it('refuses a creator leaving, and a colour that is not in the game', async () => {
    await refused(
      () => d.blokus(IDS.alice, C, 'leave'),
      /^❌ You created game #\d+, so you cannot leave its lobby/,
    );
    await refused(
      () => d.blokus(IDS.bob, C, 'join', { colour: 'blue' }),
      /^❌ 'blue' is not a colour of this game: choose Purple or Orange\.$/,
    );
  });

  it('refuses a colour someone else asked for', async () => {
    const mark = d.publicCount(C);
    const wish = await d.blokus(IDS.alice, C, 'join', { colour: 'purple' });
    expect(wish.reply?.ephemeral).toBe(true);
    expect(wish.reply?.content).toMatch(/^✅ You asked for 🟪 \*\*Purple\*\* in game #\d+\.$/);
    // The one lobby message shows the wish: no second copy of the lobby is posted.
    expect(d.publicCount(C)).toBe(mark);
    expect(lobby.embeds[0]?.fields?.[0]?.value).toContain('Alice\u2069 (host) — wants 🟪 **Purple**');
    await refused(
      () => d.blokus(IDS.bob, C, 'join', { colour: 'purple' }),
      /^❌ Purple is already taken by Alice\. Choose another colour, or join without one\.$/,
    );
  });

  it('refuses joining twice, by button and by command', async () => {
    await d.click(IDS.bob, lobby, 'Join');
    expect(h.fake.message(lobby.id)?.content).toBe(`Ready: <@${IDS.alice}> can press **Start**.`);
    expect(h.fake.message(lobby.id)?.pinged).toEqual([]);
    await refused(() => d.click(IDS.bob, lobby, 'Join'), /^❌ You are already in game #\d+\./);
    await refused(() => d.blokus(IDS.bob, C, 'join'), /^❌ You are already in game #\d+\./);
  });

  it('keeps outsiders out of a full lobby', async () => {
    await refused(() => d.click(IDS.erin, lobby, 'Join'), /^❌ Game #\d+ is full \(2 players\)/);
    await refused(() => d.click(IDS.erin, lobby, 'Leave'), /^❌ You are not playing in game #\d+/);
    await refused(
      () => d.click(IDS.erin, lobby, 'Start'),
      /^❌ Only the player who created the game can start it\.$/,
    );
    await refused(
      () => d.click(IDS.erin, lobby, 'Cancel game'),
      /^❌ Only the player who created the game, or a moderator \(Manage Channels\), can cancel it\.$/,
    );
  });

  it('lets only the creator start', async () => {
    await refused(
      () => d.click(IDS.bob, lobby, 'Start'),
      /^❌ Only the player who created the game can start it\.$/,
    );
    await refused(
      () => d.blokus(IDS.bob, C, 'start'),
      /^❌ Only the player who created the game can start it\.$/,
    );
    const mark = d.publicCount(C);
    const started = await d.blokus(IDS.alice, C, 'start');
    expect(started.reply?.ephemeral).toBe(true);
    expect(started.reply?.content).toBe('✅ The game has started.');
    const turn = d.newPublic(C, mark);
    expect(turn).toHaveLength(1);
    // The start calls both players; Alice asked for Purple, which moves first.
    expect([...(turn[0]?.pinged ?? [])].sort()).toEqual([IDS.alice, IDS.bob].sort());
    expect(d.view({ channelId: C }).toMove?.color).toBe('purple');
  });

  it('takes the buttons off the lobby message once the game runs, even when started by command', async () => {
    expect(lobby.content).toBe('The game has started.');
    expect(lobby.components).toEqual([]);
    expect(d.view({ channelId: C }).status).toBe('active');
  });
});

describe('in a running game', () => {
  it('tells the other player whose turn it is', async () => {
    const answer = await refused(
      () => d.slash(IDS.bob, C, 'place', { move: 'P5-L j5' }),
      /^❌ It is not your turn: Purple is to move, played by Alice\./,
    );
    expect(answer.attachments).toEqual([]);
    await refused(
      () => d.slash(IDS.bob, C, 'place', { move: 'P5-L j5', preview: true }),
      /^❌ It is not your turn: Purple is to move, played by Alice\./,
    );
    await refused(
      () => d.slash(IDS.bob, C, 'resign'),
      /^❌ It is not your turn: \u2068Alice\u2069 is to move with Purple\./,
    );
  });

  it('tells an outsider they are not in this game', async () => {
    await refused(
      () => d.slash(IDS.erin, C, 'place', { move: 'P5-L e10' }),
      /^❌ You are not playing in game #\d+\. Join a game while it waits for players/,
    );
    await refused(() => d.slash(IDS.erin, C, 'resign'), /^❌ You are not playing in game #\d+/);
    await refused(() => d.slash(IDS.erin, C, 'undo'), /^❌ You are not playing in game #\d+/);
    await refused(() => d.slash(IDS.erin, C, 'pieces'), /^❌ You are not playing in game #\d+/);
    const choices = await d.moveChoices(IDS.erin, C, '');
    expect(choices).toEqual([{ name: 'You are not playing in this game.', value: 'none' }]);
  });

  it('names the closest pieces for an unknown piece', async () => {
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P5-Q e10' }),
      /^❌ There is no piece called 'P5-Q'\. Did you mean P5-\w\? Pieces: P1, P2, .*P5-Z\.$/,
    );
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P5-LL e10' }),
      /^❌ There is no piece called 'P5-LL'\. Did you mean P5-L\?/,
    );
  });

  it('explains bad notation and what would work', async () => {
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'hello world' }),
      /^❌ .*(e\.g\.|Write a piece)/,
    );
    await refused(() => d.slash(IDS.alice, C, 'place', { move: 'e10,e10' }), /^❌ e10 is listed twice\.$/);
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P5-L z99' }),
      /^❌ .*(off the board|not a cell).*a1/,
    );
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P5-L e10 rot45' }),
      /^❌ 'rot45' is not an orientation/,
    );
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'e10,g10' }),
      /^❌ The cells e10, g10 do not form a Blokus piece\.$/,
    );
  });

  it('shows an illegal placement privately with a preview picture and nearby legal placements', async () => {
    const answer = await refused(() => d.slash(IDS.alice, C, 'place', { move: 'P5-L b2' }), /^❌ /);
    const lines = answer.content.split('\n');
    expect(lines).toContain("Purple's first piece must cover e10.");
    expect(lines).toContain('Preview: **P5-L b2** — not legal here.');
    expect(answer.attachments).toHaveLength(1);
    expect(answer.attachments[0]?.filename).toMatch(/^blokus-\d+-preview\.png$/);
    await decodePng(answer.attachments[0]!);
    expect(d.button(answer, 'Confirm').disabled).toBe(true);
    const nearby = lines.find((l) =>
      l.startsWith('Legal placements of this piece nearby (tap one below to see it): '),
    );
    expect(nearby).toBeDefined();
    const suggested = [...nearby!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    expect(suggested.length).toBeGreaterThan(0);
    const { game } = d.view({ channelId: C });
    const color = game.toMove!;
    const legal = new Set(legalMoves(game, color).map((m) => formatMove(game.layout, m)));
    for (const text of suggested) {
      const parsed = parseMove(text, game.variant.boardSize);
      expect(parsed.ok, text).toBe(true);
      if (!parsed.ok) continue;
      expect(pieceName(parsed.value.piece)).toBe('P5-L');
      expect(checkPlacement(game, color, parsed.value.piece, parsed.value.squares).ok, text).toBe(true);
      expect(legal.has(text), text).toBe(true);
    }
    // Each suggestion is a button too, opening its preview (legal, with Confirm) in place.
    const labels = d.buttons(answer).map((b) => b.label);
    for (const text of suggested) expect(labels).toContain(text);
    const before = d.snapshot(C);
    await d.click(IDS.alice, answer, suggested[0]!);
    await d.idle();
    const opened = h.fake.message(answer.id)!;
    expect(opened.content).toContain(`Preview: **${suggested[0]}** — legal.`);
    expect(d.button(opened, 'Confirm').disabled).toBe(false);
    expect(d.snapshot(C)).toEqual(before);
  });

  it('refuses a piece placed over another or along its own colour, after some moves', async () => {
    const first = await d.slash(IDS.alice, C, 'place', { move: 'P1 e10' });
    expect(first.reply?.deleted, first.describe()).toBe(true);
    const second = await d.slash(IDS.bob, C, 'place', { move: 'P1 j5' });
    expect(second.reply?.deleted, second.describe()).toBe(true);
    const overlap = await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P2 j5' }),
      /^❌ (.|\n)*j5 is already taken by Orange\./,
    );
    await decodePng(overlap.attachments[0]!);
    const used = await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P1 f11' }),
      /P1 is already used by Purple\./,
    );
    expect(used.content).toMatch(/already/i);
    await refused(
      () => d.slash(IDS.alice, C, 'place', { move: 'P2 e11' }),
      /That touches your own piece at e10 \(edge contact is not allowed with your own colour\)\./,
    );
  });

  it('turns old pass buttons away once the board has moved on', async () => {
    const ask = await d.slash(IDS.alice, C, 'resign');
    const confirm = ask.reply!;
    expect(confirm.ephemeral).toBe(true);
    expect(d.buttons(confirm).map((b) => b.label)).toEqual(['Resign Purple', 'Keep playing']);
    await d.slash(IDS.alice, C, 'place', { move: 'f11,f12' });
    await d.slash(IDS.bob, C, 'place', { move: 'k4,k3' });
    const answer = await refused(
      () => d.click(IDS.alice, confirm, 'Resign'),
      /^❌ The board changed in the meantime/,
    );
    expect(answer.id).toBe(confirm.id);
    expect(answer.components).toEqual([]);
    expect(d.view({ channelId: C }).game.out).toEqual([null, null]);
  });
});

describe('the error boundary', () => {
  it('answers a failing command with a short private message and logs it with its context', async () => {
    const before = d.snapshot(C);
    const handle = await failing(h, 'pieces', () => d.slash(IDS.alice, C, 'pieces'));
    await d.idle();
    const answer = answerOf(handle);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      'Something went wrong on our side. The game is safe; please try again in a moment.',
    );
    expect(d.snapshot(C)).toEqual(before);
    const logged = logsAt(h, 'error').filter((e) => e.msg === 'interaction failed');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      command: 'pieces',
      user: IDS.alice,
      channel: C,
      interaction: handle.id,
    });
    expect((logged[0]!.error as { message: string }).message).toBe('boom in pieces');
    expect(JSON.stringify(logged)).not.toContain('test-token');
  });

  it('answers a failing autocomplete with no choices', async () => {
    const choices = await failing(h, 'board', () => d.moveChoices(IDS.alice, C, 'P5'));
    expect(choices).toEqual([]);
    await d.idle();
    expect(logsAt(h, 'error').filter((e) => e.msg === 'interaction failed')).toHaveLength(2);
  });
});
