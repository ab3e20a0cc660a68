import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  type DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Interaction,
  InteractionResponseType,
  MessageFlags,
  REST,
  Routes,
  SlashCommandBuilder,
  Status,
  type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LocalDiscord, UsageError } from '../../src/local/discord/index.ts';

const TOKEN = 'test-token';
const APP = '1000000000000000100';
const GUILD = '1000000000000000001';
const CHANNEL = '1000000000000000002';
const ALICE = '1000000000000000011';
const BOB = '1000000000000000012';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const commands = [
  new SlashCommandBuilder().setName('ping').setDescription('Replies with a picture'),
  new SlashCommandBuilder()
    .setName('turn')
    .setDescription('Announces whose turn it is')
    .addUserOption((o) => o.setName('player').setDescription('Next player').setRequired(true)),
  new SlashCommandBuilder().setName('fill').setDescription('Defers, then follows up at once'),
  new SlashCommandBuilder().setName('shout').setDescription('Says @everyone'),
  new SlashCommandBuilder().setName('silent').setDescription('Never answers in time'),
  new SlashCommandBuilder().setName('twice').setDescription('Acknowledges twice'),
  new SlashCommandBuilder().setName('dm').setDescription('Sends you a DM'),
  new SlashCommandBuilder().setName('thread').setDescription('Opens a thread'),
  new SlashCommandBuilder()
    .setName('game')
    .setDescription('Game commands')
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('Starts a game')
        .addIntegerOption((o) =>
          o.setName('size').setDescription('Board size').setMinValue(5).setMaxValue(20),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('move')
        .setDescription('Plays a move')
        .addStringOption((o) =>
          o.setName('move').setDescription('The move').setRequired(true).setAutocomplete(true),
        )
        .addBooleanOption((o) => o.setName('preview').setDescription('Only preview')),
    ),
];

/** What the in-test handler caught, by interaction id (discord.js errors of its REST calls). */
const caught = new Map<string, unknown>();
/** The attachment name discord.js read from `with_response=true` answers, by interaction id. */
const responses = new Map<string, string | undefined>();

async function handle(interaction: Interaction): Promise<void> {
  try {
    if (interaction.isAutocomplete()) {
      const typed = interaction.options.getFocused();
      const count = typed === 'many' ? 26 : 25;
      await interaction.respond(
        Array.from({ length: count }, (_, i) => ({ name: `${typed} ${i}`, value: `${typed}${i}` })),
      );
      return;
    }
    if (interaction.isButton()) {
      await interaction.update({ content: `${interaction.user.username} joined`, components: [] });
      return;
    }
    if (!interaction.isChatInputCommand()) return;
    switch (interaction.commandName) {
      case 'ping': {
        const response = await interaction.reply({
          content: 'pong',
          files: [new AttachmentBuilder(PNG, { name: 'board.png' })],
          withResponse: true,
        });
        responses.set(interaction.id, response.resource?.message?.attachments.first()?.name);
        return;
      }
      case 'turn': {
        const player = interaction.options.getUser('player', true);
        await interaction.deferReply();
        await interaction.editReply({
          content: `Board updated, <@${player.id}> is next`,
          files: [new AttachmentBuilder(PNG, { name: 'board.png' })],
          allowedMentions: { users: [player.id] },
        });
        await interaction.followUp({
          content: `<@${player.id}>, your turn (after <@${interaction.user.id}>)`,
          allowedMentions: { users: [player.id] },
        });
        return;
      }
      case 'fill':
        await interaction.deferReply();
        await interaction.followUp({ content: `<@${BOB}> go`, allowedMentions: { users: [BOB] } });
        return;
      case 'shout':
        await interaction.reply('@everyone the game is over');
        return;
      case 'silent':
        await sleep(3200);
        await interaction.reply('too late');
        return;
      case 'twice':
        await interaction.reply('first');
        await interaction.client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
          body: { type: InteractionResponseType.ChannelMessageWithSource, data: { content: 'second' } },
          auth: false,
        });
        return;
      case 'dm':
        try {
          await interaction.user.send('psst');
          await interaction.reply({ content: 'sent', flags: MessageFlags.Ephemeral });
        } catch {
          await interaction.reply({ content: 'I cannot DM you', flags: MessageFlags.Ephemeral });
        }
        return;
      case 'thread': {
        const channel = interaction.channel as TextChannel;
        const thread = await channel.threads.create({ name: 'Game 1', type: ChannelType.PublicThread });
        await thread.send('Welcome');
        await interaction.reply(`Opened <#${thread.id}>`);
        return;
      }
      case 'game': {
        if (interaction.options.getSubcommand() === 'new') {
          const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
            new ButtonBuilder().setCustomId('game:join').setLabel('Join').setStyle(ButtonStyle.Primary),
            new ButtonBuilder()
              .setCustomId('game:full')
              .setLabel('Full')
              .setStyle(ButtonStyle.Secondary)
              .setDisabled(true),
          );
          await interaction.reply({
            content: `New game, size ${interaction.options.getInteger('size') ?? 14}`,
            components: [row],
          });
        }
        return;
      }
    }
  } catch (error) {
    caught.set(interaction.id, error);
  }
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('fake Discord with a real discord.js client', () => {
  let fake: LocalDiscord;
  let client: Client;
  const at = { userId: ALICE, channelId: CHANNEL, guildId: GUILD };

  beforeAll(async () => {
    fake = await LocalDiscord.start({
      token: TOKEN,
      applicationId: APP,
      guilds: [
        {
          id: GUILD,
          name: 'Test',
          channels: [{ id: CHANNEL, name: 'general' }],
          members: [
            { id: ALICE, username: 'alice', globalName: 'Alice' },
            { id: BOB, username: 'bob', globalName: 'Bob' },
          ],
        },
      ],
    });
    const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
    await rest.put(Routes.applicationGuildCommands(APP, GUILD), { body: commands.map((c) => c.toJSON()) });
    client = new Client({
      intents: [GatewayIntentBits.Guilds],
      rest: { api: fake.apiUrl },
      allowedMentions: { parse: [] },
    });
    client.on(Events.InteractionCreate, (interaction) => void handle(interaction));
    const ready = once(client, Events.ClientReady);
    await client.login(TOKEN);
    await ready;
    await fake.waitForIdentify();
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.stop();
  });

  it('logs in over the fake gateway and caches the guild', () => {
    expect(client.user?.id).toBe(APP);
    expect(client.guilds.cache.get(GUILD)?.name).toBe('Test');
    expect(client.channels.cache.get(CHANNEL)?.type).toBe(ChannelType.GuildText);
    expect(fake.registeredCommands(GUILD).map((c) => c.name)).toContain('game');
    expect(fake.identifyCount).toBe(1);
  });

  it('delivers a reply with a PNG attachment, bytes intact', async () => {
    const ix = await (await fake.slash({ ...at, command: 'ping' })).done();
    expect(ix.callbackType).toBe(4);
    expect(ix.reply?.content).toBe('pong');
    expect(ix.reply?.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(ix.reply?.attachments[0]?.data.equals(PNG)).toBe(true);
    await until(() => responses.has(ix.id));
    expect(responses.get(ix.id)).toBe('board.png');
  });

  it('counts no ping for the edit that fills a deferred reply, but one for a follow-up', async () => {
    const ix = await fake.slash({ ...at, command: 'turn', options: { player: BOB } });
    await ix.waitFor((h) => h.settled && h.followUps.length === 1);
    expect(ix.reply?.content).toContain(`<@${BOB}>`);
    expect(ix.reply?.mentions).toEqual([BOB]);
    expect(ix.reply?.attachments[0]?.data.equals(PNG)).toBe(true);
    expect(ix.reply?.pinged).toEqual([]);
    expect(ix.followUps[0]?.pinged).toEqual([BOB]);
    expect(fake.pingsOf(ALICE)).toEqual([]);

    const fill = await (await fake.slash({ ...at, command: 'fill' })).done();
    expect(fill.reply?.content).toBe(`<@${BOB}> go`);
    expect(fill.reply?.pinged).toEqual([]);
    expect(fill.followUps).toEqual([]);
  });

  it('pings nobody for @everyone when allowed mentions parse nothing', async () => {
    const ix = await (await fake.slash({ ...at, command: 'shout' })).done();
    expect(ix.reply?.content).toContain('@everyone');
    expect(ix.reply?.pingedEveryone).toBe(false);
    expect(ix.reply?.pinged).toEqual([]);

    const channel = client.channels.cache.get(CHANNEL) as TextChannel;
    const sent = await channel.send({
      content: `<@${ALICE}> and <@${BOB}>`,
      allowedMentions: { users: [ALICE] },
    });
    expect(fake.message(sent.id)?.pinged).toEqual([ALICE]);
  });

  it('answers autocomplete with 25 choices and rejects 26', async () => {
    const choices = await fake.autocomplete({
      ...at,
      command: 'game',
      subcommand: 'move',
      focused: 'move',
      value: 'e',
    });
    expect(choices).toHaveLength(25);

    const ix = await fake.startAutocomplete({
      ...at,
      command: 'game',
      subcommand: 'move',
      focused: 'move',
      value: 'many',
    });
    await expect(ix.done()).rejects.toThrow(/50035/);
    await until(() => caught.has(ix.id));
    expect((caught.get(ix.id) as DiscordAPIError).code).toBe(50035);
    const sub = (ix.payload.data as { options: { options: unknown[] }[] }).options[0];
    expect(sub?.options).toEqual([{ name: 'move', type: 3, value: 'many', focused: true }]);
  });

  it('rejects invocations that do not match the registered commands', async () => {
    await expect(fake.slash({ ...at, command: 'game', subcommand: 'nope' })).rejects.toThrow(UsageError);
    await expect(
      fake.slash({ ...at, command: 'game', subcommand: 'new', options: { size: 99 } }),
    ).rejects.toThrow(/above 20/);
    await expect(fake.slash({ ...at, command: 'turn' })).rejects.toThrow(/missing required option/);
  });

  it('clicks a button and sees the message updated', async () => {
    const game = await (
      await fake.slash({ ...at, command: 'game', subcommand: 'new', options: { size: 10 } })
    ).done();
    const messageId = game.reply!.id;
    await expect(fake.click({ ...at, userId: BOB, messageId, customId: 'game:full' })).rejects.toThrow(
      /disabled/,
    );
    const click = await (await fake.click({ ...at, userId: BOB, messageId, customId: 'game:join' })).done();
    expect(click.callbackType).toBe(7);
    expect(fake.message(messageId)?.content).toBe('bob joined');
    expect(fake.message(messageId)?.components).toEqual([]);
  });

  it('rejects a second acknowledgement with 40060', async () => {
    const ix = await (await fake.slash({ ...at, command: 'twice' })).done();
    await until(() => caught.has(ix.id));
    expect((caught.get(ix.id) as DiscordAPIError).code).toBe(40060);
    expect(ix.errors.map((e) => e.code)).toEqual([40060]);
    expect(ix.reply?.content).toBe('first');
  });

  it('expires an interaction that is not acknowledged within 3 s', async () => {
    const ix = await fake.slash({ ...at, command: 'silent' });
    await expect(ix.done({ timeoutMs: 5000 })).rejects.toThrow(/expired/);
    expect(ix.expired).toBe(true);
    await until(() => caught.has(ix.id));
    expect((caught.get(ix.id) as DiscordAPIError).code).toBe(10062);
  });

  it('fails a DM to a user whose DMs are closed with 50007', async () => {
    fake.setDmsClosed(ALICE, true);
    const closed = await (await fake.slash({ ...at, command: 'dm' })).done();
    expect(closed.reply?.content).toBe('I cannot DM you');
    expect(closed.ephemeral).toBe(true);
    expect(fake.messages(CHANNEL).some((m) => m.id === closed.reply?.id)).toBe(false);
    expect(fake.errors.some((e) => e.code === 50007)).toBe(true);
    fake.setDmsClosed(ALICE, false);
    await (await fake.slash({ ...at, command: 'dm' })).done();
    expect(fake.messages(fake.dmChannelOf(ALICE)!).map((m) => m.content)).toEqual(['psst']);
  });

  it('creates a thread that works as a channel for later interactions', async () => {
    await (await fake.slash({ ...at, command: 'thread' })).done();
    const [thread] = fake.threads(CHANNEL);
    expect(thread?.name).toBe('Game 1');
    expect(fake.messages(thread!.id).map((m) => m.content)).toEqual(['Welcome']);
    await until(() => client.channels.cache.has(thread!.id));
    const ix = await (await fake.slash({ ...at, channelId: thread!.id, command: 'ping' })).done();
    expect(ix.reply?.channelId).toBe(thread!.id);
  });

  it('resumes after the gateway drops and replays what was missed', async () => {
    fake.disconnectAll();
    const missed = await fake.slash({ ...at, command: 'ping' });
    await fake.waitForResume();
    await missed.done();
    const after = await (await fake.slash({ ...at, command: 'ping' })).done();
    expect(after.reply?.content).toBe('pong');
    expect(fake.identifyCount).toBe(1);
  });

  it('posts over REST while the gateway is down, then resumes and replays', async () => {
    const resumes = fake.resumeCount;
    const reconnecting = once(client, Events.ShardReconnecting);
    fake.disconnectAll({ stayDown: true });
    await reconnecting;
    await until(() => fake.waitingGatewayConnections === 1);
    const channel = client.channels.cache.get(CHANNEL) as TextChannel;
    const sent = await channel.send('posted while the gateway is down');
    expect(fake.message(sent.id)?.content).toBe('posted while the gateway is down');
    const missed = await fake.slash({ ...at, command: 'ping' });
    await sleep(50);
    expect(client.ws.shards.first()?.status).toBe(Status.Connecting);
    expect(fake.resumeCount).toBe(resumes);
    expect(missed.acknowledged).toBe(false);
    fake.restoreGateway();
    await fake.waitForResume();
    expect((await missed.done()).reply?.content).toBe('pong');
    expect(fake.identifyCount).toBe(1);
  });

  it("edits the bot's channel message without pinging anyone, and GETs it", async () => {
    const channel = client.channels.cache.get(CHANNEL) as TextChannel;
    const sent = await channel.send({
      content: 'Board',
      files: [new AttachmentBuilder(PNG, { name: 'one.png' })],
    });
    const pings = fake.pingsOf(BOB).length;
    const join = new ButtonBuilder().setCustomId('game:join').setLabel('Join').setStyle(ButtonStyle.Primary);
    const edited = await sent.edit({
      content: `<@${BOB}> to play`,
      embeds: [{ title: 'Scores', description: 'Bob 3' }],
      components: [new ActionRowBuilder<ButtonBuilder>().addComponents(join)],
      files: [new AttachmentBuilder(PNG, { name: 'two.png' })],
      attachments: [],
      allowedMentions: { users: [BOB] },
    });
    const stored = fake.message(sent.id)!;
    expect(stored.content).toBe(`<@${BOB}> to play`);
    expect(stored.embeds).toMatchObject([{ title: 'Scores', description: 'Bob 3' }]);
    expect(JSON.stringify(stored.components)).toContain('game:join');
    expect(stored.attachments.map((a) => a.filename)).toEqual(['two.png']);
    expect(stored.mentions).toEqual([BOB]);
    expect(stored.pinged).toEqual([]);
    expect(fake.pingsOf(BOB)).toHaveLength(pings);
    expect(edited.editedTimestamp).not.toBeNull();

    const kept = await edited.edit({
      files: [new AttachmentBuilder(PNG, { name: 'three.png' })],
      attachments: [...edited.attachments.values()],
    });
    expect(kept.attachments.map((a) => a.name)).toEqual(['two.png', 'three.png']);
    expect(kept.content).toBe(`<@${BOB}> to play`);

    const fetched = await channel.messages.fetch({ message: sent.id, force: true });
    expect(fetched.content).toBe(`<@${BOB}> to play`);
    expect(fetched.embeds[0]?.title).toBe('Scores');
    expect(fetched.attachments.map((a) => a.name)).toEqual(['two.png', 'three.png']);
    const bytes = Buffer.from(await (await fetch(fetched.attachments.first()!.url)).arrayBuffer());
    expect(bytes.equals(PNG)).toBe(true);
    await expect(channel.messages.fetch({ message: '1', force: true })).rejects.toMatchObject({
      code: 10008,
    });
    expect(fake.pingsOf(BOB)).toHaveLength(pings);
  });

  it('closes the gateway with 4004 for a wrong token', async () => {
    const socket = new WebSocket(`${fake.gatewayUrl}?v=10&encoding=json`);
    const [hello] = await once(socket, 'message');
    expect(JSON.parse(String(hello)).op).toBe(10);
    socket.send(JSON.stringify({ op: 2, d: { token: 'wrong', intents: 1, properties: {} } }));
    const [code] = await once(socket, 'close');
    expect(code).toBe(4004);
  });

  it('used only implemented routes', () => {
    expect(fake.unimplementedRoutes).toEqual([]);
  });
});
