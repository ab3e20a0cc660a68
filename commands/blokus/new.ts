import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { COMPUTER_LEVELS, DEFAULTS, LIMITS, type Player } from '../../src/app/index.ts';
import { challengeRefusal, newGame } from '../../src/bot/lobby/new-game-flow.ts';
import { privateWords } from '../../src/bot/messages/locale.ts';
import { ALL_VARIANT_IDS } from '../../src/engine/index.ts';
import { choice, variantChoiceName } from './choices.ts';
import type { Subcommand } from './subcommand.ts';

const INVITE_OPTIONS = ['invite', 'invite-2', 'invite-3'] as const;

/** `/blokus new …`: opens a lobby here (or a game against the computer), optionally challenging players. */
export const blokusNew: Subcommand = {
  name: 'new',
  build: (s) =>
    s
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
  async execute(interaction, ctx) {
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
  },
};

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
