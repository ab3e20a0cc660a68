import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiscord } from '../../src/local/discord/index.ts';
import { channelsFor } from '../../src/local/table/table-channels.ts';
import { CHANNELS, LOCAL_APPLICATION_ID, LOCAL_GUILD, PEOPLE } from '../../src/local/table/table-guild.ts';

/** The page's channel list: the server's channels, the threads the bot opens under them, and your DMs. */
const TOKEN = 'table-token';
const [alice, bob] = PEOPLE;
let discord: LocalDiscord;
let rest: REST;

beforeAll(async () => {
  discord = await LocalDiscord.start({
    token: TOKEN,
    applicationId: LOCAL_APPLICATION_ID,
    guilds: [LOCAL_GUILD],
  });
  rest = new REST({ api: discord.apiUrl }).setToken(TOKEN);
});

afterAll(() => discord.stop());

describe('channelsFor', () => {
  it('lists the text channels in order', () => {
    expect(channelsFor(discord, alice!.id)).toEqual(
      CHANNELS.map((c) => ({ id: c.id, name: c.name, kind: 'text', topic: c.topic })),
    );
  });

  it('puts a thread under its channel, and a DM with the bot only in its person’s list', async () => {
    const thread = (await rest.post(Routes.threads(CHANNELS[1].id), {
      body: { name: 'Blokus game #1', type: 11 },
    })) as { id: string };
    await rest.post(Routes.userChannels(), { body: { recipient_id: alice!.id } });
    const forAlice = channelsFor(discord, alice!.id);
    expect(forAlice.map((c) => [c.kind, c.name])).toEqual([
      ['text', 'blokus'],
      ['text', 'blokus-2'],
      ['thread', 'Blokus game #1'],
      ['text', 'blokus-3'],
      ['dm', 'Direct messages'],
    ]);
    expect(forAlice[2]!.id).toBe(thread.id);
    expect(channelsFor(discord, bob!.id).map((c) => c.kind)).toEqual(['text', 'text', 'thread', 'text']);
  });
});
