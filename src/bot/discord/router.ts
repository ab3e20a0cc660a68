import {
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  MessageFlags,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
  type StringSelectMenuInteraction,
  type UserContextMenuCommandInteraction,
} from 'discord.js';
import { privateWords } from '../messages/locale.ts';
import type { Logger } from '../ops/logger.ts';
import { type CustomId, parseCustomId } from './custom-id.ts';
import { answerPrivately } from './replies.ts';

/**
 * A slash command, or a user context-menu command (right-click a member → Apps): its definition
 * (registered by the deploy step) and a thin handler.
 */
export interface CommandModule<Ctx> {
  readonly data:
    | RESTPostAPIChatInputApplicationCommandsJSONBody
    | RESTPostAPIContextMenuApplicationCommandsJSONBody;
  execute(
    interaction: ChatInputCommandInteraction | UserContextMenuCommandInteraction,
    ctx: Ctx,
  ): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: Ctx): Promise<void>;
}

/** A button handler, found by the action of the button's custom_id. */
export interface ButtonModule<Ctx> {
  readonly action: string;
  execute(interaction: ButtonInteraction, id: CustomId, ctx: Ctx): Promise<void>;
}

/** A select menu handler, found by the action of the menu's custom_id. */
export interface SelectModule<Ctx> {
  readonly action: string;
  execute(interaction: StringSelectMenuInteraction, id: CustomId, ctx: Ctx): Promise<void>;
}

/**
 * The central interaction router and its single error boundary: every failure is logged with its context
 * and answered with a short generic ephemeral message.
 */
export function createRouter<Ctx>(options: {
  commands: readonly CommandModule<Ctx>[];
  buttons: readonly ButtonModule<Ctx>[];
  selects?: readonly SelectModule<Ctx>[];
  ctx: Ctx;
  logger: Logger;
}): (interaction: Interaction) => Promise<void> {
  const commands = new Map(options.commands.map((c) => [c.data.name, c]));
  const buttons = new Map(options.buttons.map((b) => [b.action, b]));
  const selects = new Map((options.selects ?? []).map((s) => [s.action, s]));
  const { ctx, logger } = options;

  return async (interaction) => {
    const started = performance.now();
    const context = describe(interaction);
    try {
      if (interaction.isChatInputCommand() || interaction.isUserContextMenuCommand()) {
        const command = commands.get(interaction.commandName);
        if (!command) throw new Error(`unknown command ${interaction.commandName}`);
        await command.execute(interaction, ctx);
      } else if (interaction.isAutocomplete()) {
        const command = commands.get(interaction.commandName);
        if (command?.autocomplete) await command.autocomplete(interaction, ctx);
        else await interaction.respond([]);
      } else if (interaction.isStringSelectMenu()) {
        const id = parseCustomId(interaction.customId);
        const select = id && selects.get(id.action);
        if (!id || !select) {
          await interaction.reply({
            content: privateWords(interaction).t('error.oldMenu'),
            flags: MessageFlags.Ephemeral,
          });
        } else {
          await select.execute(interaction, id, ctx);
        }
      } else if (interaction.isButton()) {
        const id = parseCustomId(interaction.customId);
        const button = id && buttons.get(id.action);
        if (!id || !button) {
          await interaction.reply({
            content: privateWords(interaction).t('error.oldButton'),
            flags: MessageFlags.Ephemeral,
          });
        } else {
          await button.execute(interaction, id, ctx);
        }
      }
      logger.debug('interaction handled', { ...context, ms: Math.round(performance.now() - started) });
    } catch (error) {
      // Logged after the answer, so that "failed" means, like "handled", that the bot is done with it.
      await answerWithError(interaction).catch((e: unknown) =>
        logger.warn('could not report the failure to the user', { ...context, error: e }),
      );
      logger.error('interaction failed', { ...context, error });
    }
  };
}

async function answerWithError(interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (!interaction.responded) await interaction.respond([]);
    return;
  }
  if (interaction.isRepliable())
    await answerPrivately(interaction, privateWords(interaction).t('error.generic'));
}

function describe(interaction: Interaction): Record<string, unknown> {
  const base = {
    interaction: interaction.id,
    user: interaction.user.id,
    guild: interaction.guildId,
    channel: interaction.channelId,
  };
  if (interaction.isChatInputCommand() || interaction.isAutocomplete()) {
    const sub = interaction.options.getSubcommand(false);
    return { ...base, command: sub ? `${interaction.commandName} ${sub}` : interaction.commandName };
  }
  if (interaction.isButton()) return { ...base, button: interaction.customId };
  return base;
}
