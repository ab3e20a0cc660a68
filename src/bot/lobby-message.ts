import { EmbedBuilder } from 'discord.js';
import type { LobbyView } from '../app/index.ts';
import { colorLabel, variantOf } from '../engine/index.ts';
import { lobbyButtons } from './components.ts';
import { colorText, mention, nameText } from './words.ts';

const UNDO_RULES = {
  off: 'no take-backs',
  mover: 'the mover may take back a move until the next one',
  agree: 'take-backs when the other players agree',
} as const;

/** The lobby: who sits where, the settings, and the Join / Leave / Start / Cancel buttons. */
export function lobbyMessage(lobby: LobbyView) {
  const { settings } = lobby;
  const variant = variantOf(settings.variant);
  const seats = lobby.seats.map((s, i) => {
    const wish = s.wantedColor ? ` — wants ${colorText(s.wantedColor)}` : '';
    const host = s.userId === lobby.creatorId ? ' (host)' : '';
    return `${i + 1}. ${nameText(s.displayName)}${host}${wish}`;
  });
  const open = Math.max(0, lobby.seatsNeeded - lobby.seats.length);
  for (let i = 0; i < open; i++) seats.push(`${lobby.seats.length + i + 1}. *open seat*`);
  const colors = variant.colors.map((c) => colorLabel(c)).join(', ');
  const rules = [
    `**Board** ${variant.boardSize} × ${variant.boardSize}, colours ${colors}`,
    settings.fastContact ? '**Fast contact**: start squares 5 in from the corners' : null,
    settings.autoStart ? '**Starts by itself** when the last seat is taken' : null,
    settings.reminderHours > 0
      ? `**Reminders** every ${settings.reminderHours} h of waiting`
      : '**Reminders** off',
    settings.deadlineHours
      ? `**Deadline** ${settings.deadlineHours} h per turn, then ${settings.deadlineAction === 'pass' ? 'the late colour resigns' : 'a last reminder'}`
      : null,
    `**Undo**: ${UNDO_RULES[settings.undoRule]}`,
  ].filter((l): l is string => l !== null);
  const status = {
    lobby: lobby.canStart
      ? `Ready: ${mention(lobby.creatorId)} can press **Start**.`
      : `Waiting for ${open} more player${open === 1 ? '' : 's'}: press **Join**.`,
    active: 'The game has started.',
    finished: 'The game is over.',
    cancelled: 'This game was cancelled.',
  }[lobby.status];
  const embed = new EmbedBuilder()
    .setTitle(
      `Blokus · ${settings.variantTitle} · ${lobby.seatsNeeded} player${lobby.seatsNeeded === 1 ? '' : 's'}`,
    )
    .setColor(0x3b82f6)
    .addFields({ name: 'Seats', value: seats.join('\n') || '—' }, { name: 'Rules', value: rules.join('\n') })
    .setFooter({ text: `Game #${lobby.gameId}` });
  return {
    content: status,
    embeds: [embed],
    components: lobby.status === 'lobby' ? lobbyButtons(lobby) : [],
    allowedMentions: { parse: [] },
  };
}
