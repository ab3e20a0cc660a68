import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { COMMANDS } from '../../commands/index.ts';
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

beforeAll(async () => {
  table = await LocalTable.start({ port: 0 });
  await new REST({ api: table.apiUrl })
    .setToken(table.token)
    .put(Routes.applicationGuildCommands(table.applicationId, table.guildId), {
      body: COMMANDS.map((c) => c.data),
    });
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
    expect(frames[0]).toMatchObject({ t: 'hello', botName: 'Blokus', people: PEOPLE });
    expect(frames.find((f) => f.t === 'channels')?.channels).toHaveLength(CHANNELS.length);
    expect(frames.find((f) => f.t === 'messages')).toEqual({
      t: 'messages',
      userId: PEOPLE[0]!.id,
      channelId: CHANNELS[0].id,
      messages: [],
    });
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
});
