import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { answerOf, BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Around the board: one lobby message, edited by every join; a full lobby calls its host in a new message
 * (or starts by itself, if the host chose so); the start calls every player once and says who plays
 * which colour, in turn order.
 */

let h: Harness;
let d: BotDriver;
const A = IDS.channel;
const B = IDS.otherChannel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('the lobby', () => {
  it('is one message, edited as players join; the host is pinged once when it is full', async () => {
    const { lobby } = await d.newLobby(IDS.alice, A, { variant: 'classic' });
    const mark = d.publicCount(A);
    const pings = h.fake.pingsOf(IDS.alice).length;
    // The one who joins is answered privately, button or command; everyone sees the lobby's edit.
    const joined = await d.click(IDS.bob, lobby, 'Join');
    expect(answerOf(joined).ephemeral).toBe(true);
    expect(answerOf(joined).content).toMatch(/^✅ You joined game #\d+\.$/);
    await d.blokus(IDS.carol, A, 'join', { colour: 'red' });
    expect(d.newPublic(A, mark)).toEqual([]);
    expect(lobby.content).toBe('Waiting for 1 more player: press **Join**.');
    await d.click(IDS.dave, lobby, 'Join');
    const [full] = d.newPublic(A, mark);
    expect(full?.content).toMatch(
      new RegExp(`^✅ Game #\\d+ is full: <@${IDS.alice}>, press \\*\\*Start\\*\\*`),
    );
    expect(full?.pinged).toEqual([IDS.alice]);
    expect(h.fake.pingsOf(IDS.alice)).toHaveLength(pings + 1);
    expect(d.newPublic(A, mark)).toHaveLength(1);
    expect(d.lobbyMessage(A)?.id).toBe(lobby.id);
    expect(d.buttons(lobby).find((b) => b.label === 'Start')?.disabled).toBe(false);

    // The start: every colour in turn order with its player, each mentioned (and pinged) once.
    await d.click(IDS.alice, lobby, 'Start');
    const start = d.latestPublic(A)!;
    const lines = start.content.split('\n');
    expect(lines[0]).toMatch(/^🎲 \*\*Game #\d+ begins!\*\* In turn order:$/);
    expect(lines.slice(1, 5).map((l) => l.replace(/<@\d+>/, '@'))).toEqual([
      '🟦 **Blue** @',
      '🟨 **Yellow** @',
      '🟥 **Red** @',
      '🟩 **Green** @',
    ]);
    expect(lines[3]).toBe(`🟥 **Red** <@${IDS.carol}>`);
    expect([...start.pinged].sort()).toEqual([IDS.alice, IDS.bob, IDS.carol, IDS.dave].sort());
    expect(lines[5]).toMatch(
      /^🟦 \*\*Blue\*\* moves first, played by .+\. The first piece must cover \*\*a20\*\*\./,
    );
    await d.cancel(IDS.alice, A);
  });

  it('starts by itself when the host chose so', async () => {
    const { lobby } = await d.newLobby(IDS.carol, B, { variant: 'duo', 'auto-start': true });
    expect(lobby.embeds[0]?.fields?.[1]?.value).toContain('**Starts by itself** when the last seat is taken');
    const mark = d.publicCount(B);
    await d.click(IDS.dave, lobby, 'Join');
    const posted = d.newPublic(B, mark);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.content).toMatch(/^🎲 \*\*Game #\d+ begins!\*\*/);
    expect([...posted[0]!.pinged].sort()).toEqual([IDS.carol, IDS.dave].sort());
    expect(lobby.content).toBe('The game has started.');
    expect(d.view({ channelId: B }).status).toBe('active');
    await d.cancel(IDS.carol, B);
  });

  it('explains classic-3’s shared colour at the start and to whoever is asked to move it', async () => {
    const { lobby } = await d.newLobby(IDS.alice, A, { variant: 'classic-3' });
    await d.click(IDS.bob, lobby, 'Join');
    await d.click(IDS.carol, lobby, 'Join');
    await d.click(IDS.alice, lobby, 'Start');
    const start = d.latestPublic(A)!;
    const shared = start.content.split('\n').find((l) => l.startsWith('🟩'));
    const seats = [...d.view({ channelId: A }).seats].sort((a, b) => a.seat - b.seat);
    const names = seats.map((s) => nameText(s.displayName));
    expect(shared).toBe(
      `🟩 **Green** is shared: ${names.join(', ')} play it in turn, and it scores for nobody.`,
    );
    expect(start.pinged).toHaveLength(3);
  });

  it('a challenge calls the invited player, holds their seat, and picks the variant for two', async () => {
    const { handle, lobby } = await d.newLobby(IDS.bob, B, { invite: IDS.erin });
    expect(handle.reply?.content).toMatch(/\(Duo\) is open/);
    expect(lobby.content.split('\n')[0]).toMatch(
      new RegExp(
        `^⚔️ <@${IDS.erin}>: ${nameText('Bob')} challenges you to Blokus \\(Duo\\)! Press \\*\\*Join\\*\\*`,
      ),
    );
    expect(lobby.pinged).toEqual([IDS.erin]);
    expect(lobby.embeds[0]?.fields?.[0]?.value).toMatch(
      new RegExp(`2\\. \\*held for\\* <@${IDS.erin}> \\*until\\* <t:\\d+:f>`),
    );
    // Someone else cannot take the held seat.
    const taken = await d.click(IDS.carol, lobby, 'Join');
    expect(answerOf(taken).content).toMatch(
      /^❌ The free seats of game #\d+ are held for the players challenged to it/,
    );
    const mark = d.publicCount(B);
    await d.click(IDS.erin, lobby, 'Join');
    expect(d.view({ channelId: B }).seats.map((s) => s.userId)).toEqual([IDS.bob, IDS.erin]);
    // The edit does not call Erin again; the full lobby calls its host.
    expect(lobby.content).not.toContain('challenges you');
    expect(d.newPublic(B, mark).map((m) => m.pinged)).toEqual([[IDS.bob]]);
    await d.cancel(IDS.bob, B);
  });

  it('a right-click challenge (user command) opens a Duo with the member called', async () => {
    const challenge = async (userId: string, targetId: string) =>
      d.finished(
        await (
          await d.fake.userCommand({ userId, channelId: B, command: 'Challenge to Blokus', targetId })
        ).done(),
      );
    const mark = d.publicCount(B);
    const self = await challenge(IDS.carol, IDS.carol);
    expect(answerOf(self).content).toBe('❌ You cannot challenge yourself: challenge someone else.');
    expect(d.publicCount(B)).toBe(mark);

    const made = await challenge(IDS.carol, IDS.dave);
    expect(answerOf(made).ephemeral).toBe(true);
    const lobby = d.lobbyMessage(B)!;
    expect(lobby.pinged).toEqual([IDS.dave]);
    expect(lobby.content).toMatch(
      new RegExp(`^⚔️ <@${IDS.dave}>: ${nameText('Carol')} challenges you to Blokus \\(Duo\\)!`),
    );
    expect(d.view({ channelId: B }).settings.variant).toBe('duo');
    await d.cancel(IDS.carol, B);
  });

  it('refuses to challenge a bot, or more players than the variant seats', async () => {
    const tooMany = await d.blokus(IDS.alice, B, 'new', {
      variant: 'duo',
      invite: IDS.bob,
      'invite-2': IDS.carol,
    });
    expect(tooMany.reply?.content).toMatch(/^❌ Duo has 2 seats, not enough for 3 players/);
    expect(h.bot.service.board({ channelId: B }).ok).toBe(false);
    const bot = await d.blokus(IDS.alice, B, 'new', { invite: h.fake.botUserId });
    expect(bot.reply?.content).toBe(
      '❌ \u2068Fake Bot\u2069 is a bot, and bots do not play Blokus: challenge people.',
    );
    expect(h.bot.service.board({ channelId: B }).ok).toBe(false);
  });

  it('a rematch seats the same players and calls them once', async () => {
    const { gameId } = await d.openGame(B, IDS.carol, [IDS.dave], { variant: 'duo' });
    for (let i = 0; i < 2; i++) {
      const turn = d.view({ gameId }).toMove!;
      const prompt = (await d.slash(turn.userId, B, 'resign')).reply!;
      await d.click(turn.userId, prompt, 'Resign');
    }
    const end = d.latestBoard(B)!;
    expect(d.view({ gameId }).status).toBe('finished');
    const mark = d.publicCount(B);
    const rematch = await d.click(IDS.dave, end, 'Rematch');
    const [lobby, ...rest] = d.newPublic(B, mark);
    expect(rest).toEqual([]);
    expect(lobby?.pinged).toEqual([IDS.carol]);
    expect(lobby?.content).toMatch(
      new RegExp(`^🔁 <@${IDS.carol}>: a rematch \\(Duo\\), and you are seated again`),
    );
    const again = d.view({ channelId: B });
    expect(again.status).toBe('lobby');
    expect(again.seats.map((s) => s.userId)).toEqual([IDS.dave, IDS.carol]);
    // Everyone is seated already: the host is told to start it, not to wait for joins.
    expect(answerOf(rematch).content).toBe(
      `🎲 Game #${again.gameId} (Duo) is open with every seat taken: press **Start** on the lobby once everyone is ready.`,
    );
    // Each may leave; the host starts it.
    await d.click(IDS.dave, lobby!, 'Start');
    expect(d.view({ channelId: B }).status).toBe('active');
  });

  it('speaks to the one player of a puzzle: no joins to wait for, no take-backs to agree on', async () => {
    await d.cancel(IDS.dave, B);
    const { handle, lobby } = await d.newLobby(IDS.erin, B, { variant: 'puzzle-tetrominoes' });
    const gameId = d.view({ channelId: B }).gameId;
    expect(handle.reply?.content).toBe(
      `🎲 Game #${gameId} (Tetromino puzzle) is open: press **Start** on the lobby when you are ready.`,
    );
    const rules = lobby.embeds[0]?.fields?.[1]?.value ?? '';
    expect(rules).toContain('**Undo**: take back any of your pieces, whenever you like');
    expect(rules).not.toMatch(/other players|agree/);
    await d.cancel(IDS.erin, B);
  });

  it('has a colour-blind toggle for the players, and admins can make the marks the server default', async () => {
    // The games the tests before left running make way.
    await d.cancel(IDS.alice, A);
    await d.cancel(IDS.dave, B);
    const { lobby } = await d.newLobby(IDS.alice, A, { variant: 'duo' });
    const gameId = d.view({ channelId: A }).gameId;
    expect(h.bot.service.colorBlindPictures(gameId, [])).toBe(false);
    const outsider = await d.click(IDS.erin, lobby, 'Colour-blind marks: off');
    expect(answerOf(outsider).content).toMatch(/^❌ You are not playing in game #\d+/);
    await d.click(IDS.alice, lobby, 'Colour-blind marks: off');
    expect(d.button(lobby, 'Colour-blind marks').label).toBe('Colour-blind marks: on');
    expect(lobby.embeds[0]?.fields?.[1]?.value).toContain('**Colour-blind marks** on the pictures');
    expect(h.bot.service.colorBlindPictures(gameId, [])).toBe(true);
    await d.click(IDS.alice, lobby, 'Colour-blind marks: on');
    expect(h.bot.service.colorBlindPictures(gameId, [])).toBe(false);

    // The server default: admins only (Manage Server), then every game's pictures carry the marks.
    const refused = await d.blokus(
      IDS.bob,
      A,
      'server',
      { 'colour-blind': true },
      { memberPermissions: '0' },
    );
    expect(refused.reply?.content).toMatch(/^❌ Only the server's admins \(Manage Server\)/);
    expect(h.bot.service.colorBlindPictures(gameId, [])).toBe(false);
    const set = await d.blokus(
      IDS.alice,
      A,
      'server',
      { 'colour-blind': true },
      { memberPermissions: MANAGE_GUILD },
    );
    expect(set.reply?.ephemeral).toBe(true);
    expect(set.reply?.content).toMatch(/pictures in this server: \*\*on\*\*/);
    expect(h.bot.service.colorBlindPictures(gameId, [])).toBe(true);
    await d.blokus(IDS.alice, A, 'server', { 'colour-blind': false }, { memberPermissions: MANAGE_GUILD });
    await d.cancel(IDS.alice, A);
  });
});

/** Manage Server (1 << 5): what makes a member an admin of the bot's server settings. */
const MANAGE_GUILD = '32';
