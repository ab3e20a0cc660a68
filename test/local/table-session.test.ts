import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { COMMANDS } from '../../commands/index.ts';
import { parseCommandLine } from '../../src/local/table/command-line.ts';
import { LocalTable } from '../../src/local/table/local-table.ts';
import { CHANNELS, PEOPLE } from '../../src/local/table/table-guild.ts';

/**
 * A page's session over its WebSocket, without a browser and without the bot: what it is told on
 * opening, how it switches person and channel, what the message box suggests, and what it says when
 * a command cannot be sent. (With the bot, test/local/table-browser.test.ts.)
 */
type Frame = Record<string, unknown> & { t: string };
let table: LocalTable;
let socket: WebSocket;
const frames: Frame[] = [];
const waiters = new Set<() => void>();

function next(t: string, match: (f: Frame) => boolean = () => true): Promise<Frame> {
  const seen = frames.length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "${t}" frame; got ${JSON.stringify(frames.slice(seen))}`)),
      3000,
    );
    const check = () => {
      const found = frames.slice(seen).find((f) => f.t === t && match(f));
      if (!found) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve(found);
    };
    waiters.add(check);
  });
}

function send(message: Record<string, unknown>): void {
  socket.send(JSON.stringify(message));
}

/** A table with the bot's commands registered (and no bot), its chat kept in `chatDir` if given. */
async function startTable(chatDir?: string): Promise<LocalTable> {
  const started = await LocalTable.start({
    port: 0,
    emoji: async (emoji) => Buffer.from(emoji),
    ...(chatDir ? { chatDir } : {}),
  });
  await new REST({ api: started.apiUrl })
    .setToken(started.token)
    .put(Routes.applicationGuildCommands(started.applicationId, started.guildId), {
      body: COMMANDS.map((c) => c.data),
    });
  return started;
}

beforeAll(async () => {
  table = await startTable();
  const opened = next('messages');
  socket = new WebSocket(`${table.url.replace('http', 'ws')}live`, { origin: new URL(table.url).origin });
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const waiter of [...waiters]) waiter();
  });
  await opened;
});

afterAll(async () => {
  socket?.close();
  await table?.stop();
});

describe('a table session', () => {
  it('greets the page with the people, the channels and the first channel as Alice', () => {
    expect(frames[0]).toMatchObject({
      t: 'hello',
      botName: 'Blokus',
      people: PEOPLE,
      userMenu: ['Challenge to Blokus'],
    });
    expect(frames.find((f) => f.t === 'channels')?.channels).toHaveLength(CHANNELS.length);
    expect(frames.find((f) => f.t === 'messages')).toEqual({
      t: 'messages',
      userId: PEOPLE[0]!.id,
      channelId: CHANNELS[0].id,
      messages: [],
    });
  });

  it('greets a page that connects again with the view it asked for, and only that one', async () => {
    const sam = PEOPLE.find((p) => p.name === 'Sam')!.id;
    /** The frames a socket opened at `query` gets, up to the first of type `last`. */
    const greeting = async (query: string, last: string) => {
      const got: Frame[] = [];
      const again = new WebSocket(`${table.url.replace('http', 'ws')}live${query}`, {
        origin: new URL(table.url).origin,
      });
      await new Promise<void>((resolve, reject) => {
        again.on('message', (data) => {
          got.push(JSON.parse(String(data)) as Frame);
          if (got.at(-1)!.t === last) resolve();
        });
        again.on('error', reject);
      });
      again.close();
      return got.filter((f) => f.t === 'messages' || f.t === 'notice');
    };
    // The first view is the asked one: no one else's comes first (it would reload the board's frame).
    expect(await greeting(`?user=${sam}&channel=${CHANNELS[1].id}`, 'messages')).toMatchObject([
      { t: 'messages', userId: sam, channelId: CHANNELS[1].id },
    ]);
    // Someone who is not there, or a channel they cannot see: the first person's first channel, and why.
    expect(await greeting(`?user=42&channel=${CHANNELS[1].id}`, 'notice')).toMatchObject([
      { t: 'messages', userId: PEOPLE[0]!.id, channelId: CHANNELS[0].id },
      { t: 'notice', text: 'Nobody by that id sits here.' },
    ]);
    expect(await greeting(`?user=${sam}&channel=42`, 'notice')).toMatchObject([
      { t: 'messages', userId: PEOPLE[0]!.id, channelId: CHANNELS[0].id },
      { t: 'notice', text: 'That channel is not one you can see.' },
    ]);
  });

  it('switches person and channel, and refuses ones that are not there', async () => {
    const bob = PEOPLE[1]!.id;
    const shown = next('messages');
    send({ t: 'view', userId: bob, channelId: CHANNELS[1].id });
    expect(await shown).toMatchObject({ userId: bob, channelId: CHANNELS[1].id });
    const refused = next('notice');
    send({ t: 'view', userId: '42', channelId: CHANNELS[1].id });
    expect((await refused).text).toBe('Nobody by that id sits here.');
  });

  it('suggests people for a user option, and reads them in a command', async () => {
    const suggested = next('suggestions', (f) => f.seq === 7);
    send({ t: 'suggest', text: '/blokus new invite:ca', seq: 7 });
    expect((await suggested).items).toEqual([{ label: '@Carol', text: '/blokus new invite:@Carol ' }]);
    // The command parses (Carol is found); with no bot logged in, the local Discord says so.
    const said = next('notice');
    send({ t: 'send', text: '/blokus new invite:@Carol' });
    expect((await said).text).toMatch(/^no bot is connected to the gateway/);
  });

  it("lists only slash commands in the message box: the user command is in a person's menu", async () => {
    const suggested = next('suggestions', (f) => f.seq === 8);
    send({ t: 'suggest', text: '/', seq: 8 });
    const labels = ((await suggested).items as { label: string }[]).map((i) => i.label);
    expect(labels).toContain('/blokus');
    expect(labels.some((l) => /challenge to blokus/i.test(l))).toBe(false);
    // From the menu it goes to the local Discord as a user command (with no bot here, it says so).
    const said = next('notice');
    send({ t: 'menu', command: 'Challenge to Blokus', targetId: PEOPLE[2]!.id });
    expect((await said).text).toMatch(/^no bot is connected to the gateway/);
    const unknown = next('notice');
    send({ t: 'menu', command: 'blokus', targetId: PEOPLE[2]!.id });
    expect((await unknown).text).toBe('No such app command.');
  });

  it("reads every line the page's welcome sends or offers to try", () => {
    const page = readFileSync(new URL('../../src/local/table/page/table.js', import.meta.url), 'utf8');
    const lines = [...page.matchAll(/data-send="([^"]+)"|\['(\/[^']+)'/g)].map((m) => m[1] ?? m[2]!);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(parseCommandLine(line, table.commands(), table.findUser), line).toMatchObject({ ok: true });
    }
  });

  it('says what is wrong with a line before anything is sent', async () => {
    const said = next('notice');
    send({ t: 'send', text: '/blokus new reminder-hours:soon' });
    expect((await said).text).toBe('reminder-hours: must be a whole number.');
    const garbled = next('notice');
    socket.send('{not json');
    expect((await garbled).text).toBe('The page sent something unreadable.');
  });

  it("counts the bot's direct message as a ping for its reader", async () => {
    const alice = PEOPLE[0]!.id;
    const rest = new REST({ api: table.apiUrl }).setToken(table.token);
    const dm = (await rest.post(Routes.userChannels(), { body: { recipient_id: alice } })) as { id: string };
    const pinged = next(
      'pings',
      (f) => (f.counts as Record<string, Record<string, number>>)[alice]?.[dm.id] === 1,
    );
    await rest.post(Routes.channelMessages(dm.id), { body: { content: 'Your turn in game #1.' } });
    await pinged;
  });

  it("answers the Activity's SDK as Discord's client: a code for its frame's person, their own token only", async () => {
    const [alice, bob] = [PEOPLE[0]!.id, PEOPLE[1]!.id];
    // The page shows Bob (as after a reconnect, before it says again whom it shows): the frame is Alice's.
    const shown = next('messages');
    send({ t: 'view', userId: bob, channelId: CHANNELS[0].id });
    await shown;
    const sdk = async (nonce: string, cmd: string, args: Record<string, unknown>, userId = alice) => {
      const answered = next('sdk', (f) => f.nonce === nonce);
      send({ t: 'sdk', nonce, cmd, args, userId });
      return answered;
    };
    const authorize = { client_id: table.applicationId, response_type: 'code', scope: ['identify'] };
    const code = ((await sdk('n1', 'AUTHORIZE', authorize)).data as { code: string }).code;
    const refused = await sdk('n2', 'AUTHORIZE', { ...authorize, client_id: '1' });
    expect(refused).toMatchObject({ cmd: 'AUTHORIZE', error: { code: 5000 } });

    const exchange = await fetch(`${table.apiUrl}/v10/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: table.applicationId,
        client_secret: table.discord.clientSecret,
        grant_type: 'authorization_code',
        code,
      }),
    });
    const { access_token } = (await exchange.json()) as { access_token: string };
    const authenticated = await sdk('n3', 'AUTHENTICATE', { access_token });
    expect(authenticated).toMatchObject({ nonce: 'n3', data: { access_token, user: { id: alice } } });

    // The same token in a frame acting as Bob is not his; nobody's frame gets nothing.
    expect(await sdk('n4', 'AUTHENTICATE', { access_token }, bob)).toMatchObject({ error: { code: 5000 } });
    expect(await sdk('n5', 'GET_CHANNEL', {})).toMatchObject({ error: { code: 4000 } });
    const nobody = next('notice');
    send({ t: 'sdk', nonce: 'n6', cmd: 'AUTHORIZE', args: authorize, userId: '1' });
    expect((await nobody).text).toBe('Nobody by that id sits here.');
  });
});

describe('the chat across restarts', () => {
  it('keeps messages as last edited, their buttons, pictures and DMs; a deleted one stays gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blokus-chat-'));
    const alice = PEOPLE[0]!.id;
    const channelId = CHANNELS[0].id;
    try {
      const first = await startTable(join(dir, 'local-chat'));
      const rest = new REST({ api: first.apiUrl }).setToken(first.token);
      const button = { type: 2, style: 1, label: 'Play', custom_id: 'play:1' };
      const posted = (await rest.post(Routes.channelMessages(channelId), {
        body: {
          content: 'Your turn 🤖',
          components: [{ type: 1, components: [button] }],
          attachments: [{ id: 0, filename: 'board.png' }],
        },
        files: [{ name: 'board.png', data: Buffer.from('picture'), contentType: 'image/png' }],
      })) as { id: string };
      const edited = { content: 'Your turn, Alice 🤖' };
      await rest.patch(Routes.channelMessage(channelId, posted.id), { body: edited });
      const gone = (await rest.post(Routes.channelMessages(channelId), { body: { content: 'gone' } })) as {
        id: string;
      };
      await rest.delete(Routes.channelMessage(channelId, gone.id));
      const dm = (await rest.post(Routes.userChannels(), { body: { recipient_id: alice } })) as {
        id: string;
      };
      await rest.post(Routes.channelMessages(dm.id), { body: { content: 'A reminder.' } });
      await first.stop();

      const second = await startTable(join(dir, 'local-chat'));
      try {
        const [kept] = second.discord.messages(channelId);
        expect(second.discord.messages(channelId)).toHaveLength(1);
        expect(kept).toMatchObject({
          id: posted.id,
          content: 'Your turn, Alice 🤖',
          components: [{ type: 1 }],
        });
        expect(kept!.editedAt).toBeInstanceOf(Date);
        expect(second.discord.attachment(kept!.attachments[0]!.id)?.data.toString()).toBe('picture');
        expect(second.discord.dmChannelOf(alice)).toBe(dm.id);
        expect(second.discord.messages(dm.id).map((m) => m.content)).toEqual(['A reminder.']);
        // A button of the kept message is one a person can press again (the bot is not here to answer).
        await expect(
          second.discord.click({ userId: alice, channelId, messageId: posted.id, customId: 'play:1' }),
        ).rejects.toThrow(/no bot is connected/);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
