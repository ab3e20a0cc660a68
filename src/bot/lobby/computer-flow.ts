import {
  ActionRowBuilder,
  StringSelectMenuBuilder,
  type StringSelectMenuInteraction,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import { COMPUTER_LEVELS, computerPlays, isComputerId, type LobbyView } from '../../app/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import type { BotContext } from '../bot-context.ts';
import { answerAfterChange } from '../discord/answer-after-change.ts';
import { formatCustomId } from '../discord/custom-id.ts';
import { answerPrivately } from '../discord/replies.ts';
import { privateWords } from '../messages/locale.ts';
import { errorText } from '../messages/text-format.ts';

/** The lobby's computer menu action (its custom_id's second part). */
export const COMPUTER_ACTION = 'add-cpu';
/** The menu's value that removes the computer added last. */
const REMOVE = 'remove';

/** What each level says in the menu. */
function levelDescription(level: number, tr: Translator): string {
  if (level === COMPUTER_LEVELS.min) return tr.t('computer.levelWeakest');
  if (level === COMPUTER_LEVELS.max) return tr.t('computer.levelStrongest');
  return tr.t('computer.levelMiddle');
}

/**
 * The lobby's "Add computer" menu (the host's): a level adds a computer seat; "remove" takes back the
 * computer added last. Shown only while the lobby has a free seat or a computer to remove, and only in the
 * variants the computer plays.
 */
export function computerMenu(
  lobby: LobbyView,
  tr: Translator = ENGLISH,
): ActionRowBuilder<StringSelectMenuBuilder>[] {
  if (lobby.status !== 'lobby' || !computerPlays(lobby.settings.variant)) return [];
  const free = lobby.seats.length < lobby.seatsNeeded;
  const computers = lobby.seats.some((s) => isComputerId(s.userId));
  if (!free && !computers) return [];
  const options: StringSelectMenuOptionBuilder[] = [];
  if (free) {
    for (let level = COMPUTER_LEVELS.min; level <= COMPUTER_LEVELS.max; level++) {
      options.push(
        new StringSelectMenuOptionBuilder()
          .setValue(String(level))
          .setLabel(tr.t('computer.addOption', { level }))
          .setDescription(levelDescription(level, tr))
          .setEmoji('🤖'),
      );
    }
  }
  if (computers) {
    options.push(
      new StringSelectMenuOptionBuilder().setValue(REMOVE).setLabel(tr.t('computer.removeOption')),
    );
  }
  const menu = new StringSelectMenuBuilder()
    .setCustomId(formatCustomId(COMPUTER_ACTION, lobby.gameId, lobby.version))
    .setPlaceholder(tr.t('computer.addPlaceholder'))
    .addOptions(options);
  return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)];
}

/** A pick in the lobby's computer menu: the lobby message shows the change (the outbox edits it). */
export async function computerMenuPick(
  interaction: StringSelectMenuInteraction,
  ctx: BotContext,
  gameId: number,
): Promise<void> {
  await interaction.deferUpdate();
  const value = interaction.values[0] ?? '';
  const tr = privateWords(interaction);
  // The lobby's version moves with every join; the menu acts on the lobby as it is now.
  const ref = { gameId };
  const result =
    value === REMOVE
      ? ctx.service.computer.remove(ref, interaction.user.id)
      : ctx.service.computer.add(ref, interaction.user.id, Number(value));
  if (!result.ok) return answerPrivately(interaction, errorText(result.error, tr));
  const done =
    value === REMOVE
      ? tr.t('computer.removed', { id: gameId })
      : tr.t('computer.added', { id: gameId, level: Number(value) });
  await answerAfterChange(interaction, ctx, done);
}
