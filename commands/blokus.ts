import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import { COMPUTER_LEVELS, DEFAULTS, LIMITS, type Player, parseQuietHours } from '../src/app/index.ts';
import type { BotContext } from '../src/bot/bot-context.ts';
import { hereRef } from '../src/bot/discord/replies.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { cancelGame, joinGame, leaveGame, removePlayer, startGame } from '../src/bot/lobby/lobby-flow.ts';
import { challengeRefusal, newGame } from '../src/bot/lobby/new-game-flow.ts';
import { offerSeatCommand } from '../src/bot/lobby/seat-flow.ts';
import { HELP_TOPICS, helpReply, helpTopic } from '../src/bot/messages/help.ts';
import { gamesText, leaderboardText, settingsText } from '../src/bot/messages/info-replies.ts';
import { privateWords, publicWords } from '../src/bot/messages/locale.ts';
import { boardShape, errorText } from '../src/bot/messages/text-format.ts';
import { ALL_VARIANT_IDS, COLORS, type VariantId, variantOf } from '../src/engine/index.ts';
import { ENGLISH, type Translator, translator } from '../src/i18n/index.ts';

/** A variant as people speak of it: "Duo — 2 players, 14 × 14", "Trigon — 4 players, hexagon of 9". */
function variantChoiceName(id: VariantId, tr: Translator): string {
  const variant = variantOf(id);
  const title = tr.t(`variant.${id}`);
  return tr.t('common.variantChoice', { title, count: variant.seats, ...boardShape(variant.board) });
}

/** A choice with its name in every language, from the message catalogues. */
function choice<V extends string>(value: V, name: (tr: Translator) => string) {
  return {
    name: name(ENGLISH),
    name_localizations: { fr: name(translator('fr')), it: name(translator('it')) },
    value,
  };
}

const data = new SlashCommandBuilder()
  .setName('blokus')
  .setDescription('Play Blokus in this channel')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('new')
      .setDescription('Open a new game here; you take the first seat')
      .addStringOption((o) =>
        o
          .setName('variant')
          .setDescription('Which game (default: Classic for 4, or by how many you challenge)')
          .addChoices(...ALL_VARIANT_IDS.map((v) => choice(v, (tr) => variantChoiceName(v, tr)))),
      )
      .addBooleanOption((o) =>
        o.setName('fast-contact').setDescription('Start squares 5 in from the corners (classic board only)'),
      )
      .addIntegerOption((o) =>
        o
          .setName('reminder-hours')
          .setDescription(
            `Remind the player to move after this many idle hours (0 = off, default ${DEFAULTS.reminderHours})`,
          )
          .setMinValue(LIMITS.reminderHours.min)
          .setMaxValue(LIMITS.reminderHours.max),
      )
      .addBooleanOption((o) => o.setName('thread').setDescription('Give the game its own thread'))
      .addUserOption((o) =>
        o
          .setName('invite')
          .setDescription('Challenge a player: they are pinged, and a seat is held for them'),
      )
      .addUserOption((o) => o.setName('invite-2').setDescription('Challenge a second player'))
      .addUserOption((o) => o.setName('invite-3').setDescription('Challenge a third player'))
      .addBooleanOption((o) =>
        o
          .setName('auto-start')
          .setDescription('Start by itself when the last seat is taken (default: you press Start)'),
      )
      .addIntegerOption((o) =>
        o
          .setName('deadline-hours')
          .setDescription('A turn deadline in hours (default none)')
          .setMinValue(LIMITS.deadlineHours.min)
          .setMaxValue(LIMITS.deadlineHours.max),
      )
      .addStringOption((o) =>
        o
          .setName('deadline-action')
          .setDescription('At the deadline: a last reminder (default), or the late colour resigns')
          .addChoices(
            { name: 'a last reminder', value: 'remind' },
            { name: 'the late colour resigns', value: 'pass' },
          ),
      )
      .addStringOption((o) =>
        o
          .setName('undo')
          .setDescription('Who may take a move back (default: when the others agree)')
          .addChoices(
            { name: 'when the others agree', value: 'agree' },
            { name: 'the mover, before the next move', value: 'mover' },
            { name: 'never', value: 'off' },
          ),
      )
      .addStringOption((o) =>
        o
          .setName('opponent')
          .setDescription('Play against the computer: it takes every other seat, and the game starts at once')
          .addChoices({ name: 'the computer', value: 'computer' }),
      )
      .addIntegerOption((o) =>
        o
          .setName('level')
          .setDescription(
            `The computer's level, ${COMPUTER_LEVELS.min} (a beginner) to ${COMPUTER_LEVELS.max} (default ${COMPUTER_LEVELS.default})`,
          )
          .setMinValue(COMPUTER_LEVELS.min)
          .setMaxValue(COMPUTER_LEVELS.max),
      )
      .addBooleanOption((o) =>
        o.setName('hints').setDescription('Let players ask the computer for hints with /hint (default on)'),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('join')
      .setDescription('Take a seat in the game here')
      .addStringOption((o) =>
        o
          .setName('colour')
          .setDescription('The colour you would like (in two-colour seats, either one picks that seat)')
          .addChoices(...COLORS.map((c) => choice(c, (tr) => tr.t(`color.${c}`)))),
      ),
  )
  .addSubcommand((s) =>
    s.setName('leave').setDescription('Leave the game here (a running game goes on without you)'),
  )
  .addSubcommand((s) =>
    s.setName('start').setDescription('Start the game here (the host, once the seats are full)'),
  )
  .addSubcommand((s) => s.setName('cancel').setDescription('Cancel the game here (the host or a moderator)'))
  .addSubcommand((s) =>
    s
      .setName('remove')
      .setDescription('Take a player who vanished out of the game (the host or a moderator)')
      .addUserOption((o) => o.setName('player').setDescription('The player to remove').setRequired(true)),
  )
  .addSubcommand((s) =>
    s
      .setName('replace')
      .setDescription('Offer a seat to someone new: a player who vanished, or yours if you have to go')
      .addUserOption((o) =>
        o
          .setName('player')
          .setDescription('Whose seat is handed over (yourself, or as host/moderator anyone)')
          .setRequired(true),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('help')
      .setDescription('How to play, the move notation and the pieces')
      .addStringOption((o) =>
        o
          .setName('topic')
          .setDescription('Another game: Blokus Trigon or the tetromino puzzle (default: the square game)')
          .addChoices(...HELP_TOPICS.map((t) => choice(t, (tr) => tr.t(`help.topic.${t}`)))),
      ),
  )
  .addSubcommand((s) =>
    s.setName('games').setDescription('Your games in this server, and where it is your turn'),
  )
  .addSubcommand((s) => s.setName('leaderboard').setDescription('The best players of this server'))
  .addSubcommand((s) =>
    s
      .setName('server')
      .setDescription("This server's Blokus settings (admins: Manage Server)")
      .addBooleanOption((o) =>
        o
          .setName('colour-blind')
          .setDescription('Colour-blind marks on the pictures of every game here, for everyone'),
      )
      .addStringOption((o) =>
        o
          .setName('language')
          .setDescription("The language of the bot's public messages in this server")
          .addChoices(
            { name: 'English', value: 'en' },
            { name: 'Français', value: 'fr' },
            { name: 'Italiano', value: 'it' },
            { name: "the server's Discord language", value: 'discord' },
          ),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('settings')
      .setDescription('Your reminders (channel or DM, quiet hours) and colour-blind pictures')
      .addStringOption((o) =>
        o
          .setName('reminders')
          .setDescription('Where reminders reach you')
          .addChoices(
            { name: 'in the game channel', value: 'channel' },
            { name: 'by direct message', value: 'dm' },
          ),
      )
      .addStringOption((o) =>
        o
          .setName('quiet-hours')
          .setDescription('No reminders between these hours, e.g. 22-07, or off')
          .setMaxLength(LIMITS.quietHoursLength),
      )
      .addIntegerOption((o) =>
        o
          .setName('utc-offset')
          .setDescription('Your time zone for quiet hours, hours from UTC (e.g. 1 or -5)')
          .setMinValue(LIMITS.utcOffsetHours.min)
          .setMaxValue(LIMITS.utcOffsetHours.max),
      )
      .addBooleanOption((o) =>
        o.setName('colour-blind').setDescription('Pictures with a shape on each colour, not colour alone'),
      ),
  );

async function execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const sub = interaction.options.getSubcommand(true);
  const ref = hereRef(interaction);
  switch (sub) {
    case 'new': {
      const level = interaction.options.getInteger('level');
      const invited = invitedPlayers(interaction);
      const refusal = invited
        .map((p) => challengeRefusal(p, interaction.user.id, privateWords(interaction)))
        .find((r) => r !== null);
      if (refusal) {
        await interaction.reply({ content: refusal, flags: MessageFlags.Ephemeral });
        return;
      }
      return newGame(
        interaction,
        ctx,
        {
          // Without a variant, challenged players choose it: two in all play Duo, three classic-3, four classic.
          ...optional('variant', interaction.options.getString('variant')),
          invited: invited.map(({ id, displayName }) => ({ id, displayName })),
          fastContact: interaction.options.getBoolean('fast-contact') ?? false,
          autoStart: interaction.options.getBoolean('auto-start') ?? false,
          reminderHours: interaction.options.getInteger('reminder-hours') ?? DEFAULTS.reminderHours,
          deadlineHours: interaction.options.getInteger('deadline-hours'),
          deadlineAction: interaction.options.getString('deadline-action') ?? DEFAULTS.deadlineAction,
          undoRule: interaction.options.getString('undo') ?? DEFAULTS.undoRule,
          hints: interaction.options.getBoolean('hints') ?? true,
          // A level alone also means a game against the computer.
          ...(interaction.options.getString('opponent') === 'computer' || level !== null
            ? { computerLevel: level ?? COMPUTER_LEVELS.default }
            : {}),
        },
        interaction.options.getBoolean('thread') ?? false,
      );
    }
    case 'join':
      return joinGame(interaction, ctx, ref, interaction.options.getString('colour'));
    case 'leave':
      return leaveGame(interaction, ctx, ref);
    case 'start':
      return startGame(interaction, ctx, ref);
    case 'cancel':
      return cancelGame(interaction, ctx, ref);
    case 'remove':
      return removePlayer(interaction, ctx, interaction.options.getUser('player', true).id);
    case 'replace':
      return offerSeatCommand(interaction, ctx, interaction.options.getUser('player', true).id);
    case 'help':
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.editReply(
        await helpReply(privateWords(interaction), helpTopic(interaction.options.getString('topic'))),
      );
      return;
    case 'games': {
      const guildId = interaction.guildId ?? '';
      const text = gamesText(
        ctx.service.waitingGames(guildId, interaction.user.id),
        ctx.service.openGames(guildId, interaction.user.id),
        ctx.service.joinableGames(guildId, interaction.user.id),
        privateWords(interaction),
      );
      await interaction.reply({ content: text, flags: MessageFlags.Ephemeral });
      return;
    }
    case 'settings':
      return settings(interaction, ctx);
    case 'server':
      return serverSettings(interaction, ctx);
    case 'leaderboard':
      // Deferred like every answer that reads much: one indexed query now, but a server's history grows.
      await interaction.deferReply();
      await interaction.editReply({
        content: leaderboardText(
          ctx.service.leaderboard(interaction.guildId ?? ''),
          publicWords(ctx.service, interaction.guildId),
        ),
        allowedMentions: { parse: [] },
      });
      return;
    default:
      throw new Error(`unknown subcommand ${sub}`);
  }
}

/** An option left out stays out (so the service's default applies). */
function optional<K extends string, V>(key: K, value: V | null): { [P in K]?: V } {
  return (value === null ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The members challenged by `/blokus new invite:… invite-2:… invite-3:…`, with their names in this server. */
function invitedPlayers(interaction: ChatInputCommandInteraction): (Player & { readonly bot: boolean })[] {
  return INVITE_OPTIONS.flatMap((name) => {
    const user = interaction.options.getUser(name);
    if (!user) return [];
    const member = interaction.options.getMember(name);
    const nick = member && 'displayName' in member ? member.displayName : null;
    return [{ id: user.id, displayName: nick ?? user.displayName ?? user.username, bot: user.bot }];
  });
}

const INVITE_OPTIONS = ['invite', 'invite-2', 'invite-3'] as const;

/**
 * `/blokus server [colour-blind] [language]`: shows the server's settings; an admin (Manage Server) changes
 * them. The answer is private, so it speaks the language of the user who asked.
 */
async function serverSettings(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const tr = privateWords(interaction);
  const guildId = interaction.guildId ?? '';
  const colorBlind = interaction.options.getBoolean('colour-blind');
  const language = interaction.options.getString('language');
  const isAdmin = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
  const server = ctx.service.server;
  const changes = [
    colorBlind === null ? null : server.setColorBlind(guildId, colorBlind, isAdmin),
    language === null ? null : server.setLanguage(guildId, language === 'discord' ? null : language, isAdmin),
  ];
  const failed = changes.find((c) => c !== null && !c.ok);
  if (failed && !failed.ok) {
    await interaction.reply({
      content: errorText(failed.error, privateWords(interaction)),
      flags: MessageFlags.Ephemeral,
    });
    return;
  }
  const names = new Intl.DisplayNames([tr.locale], { type: 'language' });
  const content = [
    tr.t('server.colorBlind', { on: server.of(guildId).colorBlind ? 'yes' : 'no' }),
    tr.t('server.language', {
      language: names.of(server.language(guildId)) ?? server.language(guildId),
      chosen: server.chosenLanguage(guildId) === null ? 'no' : 'yes',
    }),
  ].join('\n');
  await interaction.reply({ content, flags: MessageFlags.Ephemeral });
}

async function settings(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const notify = interaction.options.getString('reminders') as 'channel' | 'dm' | null;
  const quietText = interaction.options.getString('quiet-hours');
  const offset = interaction.options.getInteger('utc-offset');
  const colorBlind = interaction.options.getBoolean('colour-blind');
  const current = ctx.service.notificationSettings(interaction.user.id);
  let quietHours = current.quietHours;
  if (quietText !== null) {
    const parsed = parseQuietHours(quietText, (offset ?? 0) * 60);
    if (!parsed.ok) {
      await interaction.reply({
        content: errorText(parsed.error, privateWords(interaction)),
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    quietHours = parsed.value;
  } else if (offset !== null && quietHours) {
    quietHours = { ...quietHours, utcOffset: offset * 60 };
  }
  const saved =
    notify === null && quietText === null && offset === null && colorBlind === null
      ? { ok: true as const, value: current }
      : ctx.service.setNotifications(interaction.user.id, {
          ...(notify ? { notify } : {}),
          ...(colorBlind === null ? {} : { colorBlind }),
          quietHours,
        });
  const content = saved.ok
    ? `⚙️ ${settingsText(saved.value, privateWords(interaction))}`
    : errorText(saved.error, privateWords(interaction));
  await interaction.reply({ content, flags: MessageFlags.Ephemeral });
}

/** `/blokus …`: the lobby, help, your games and your settings. */
export const blokus: CommandModule<BotContext> = { data: data.toJSON(), execute };
