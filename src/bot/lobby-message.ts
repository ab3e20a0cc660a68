import { EmbedBuilder } from 'discord.js';
import type { LobbyView } from '../app/index.ts';
import { colorLabel, variantOf } from '../engine/index.ts';
import { lobbyButtons } from './components.ts';
import { colorText, mention, nameText, timestamp } from './words.ts';

const UNDO_RULES = {
  off: 'no take-backs',
  mover: 'the mover may take back a move until the next one',
  agree: 'take-backs when the other players agree',
} as const;

/** Who a lobby's first post calls: the players challenged to it, or those of a rematch. */
export interface LobbyCall {
  readonly call: 'challenge' | 'rematch' | null;
  readonly ping: readonly string[];
}

/** The line that calls them (a new message notifies the users its allowed mentions list). */
function callLine(lobby: LobbyView, call: LobbyCall): string | null {
  if (!call.call || call.ping.length === 0) return null;
  const who = call.ping.map(mention).join(' ');
  const host = lobby.seats.find((s) => s.userId === lobby.creatorId);
  const title = lobby.settings.variantTitle;
  return call.call === 'challenge'
    ? `⚔️ ${who}: ${nameText(host?.displayName ?? 'someone')} challenges you to Blokus (${title})! Press **Join** to take your seat.`
    : `🔁 ${who}: a rematch (${title}), and you are seated again. Press **Leave** if you cannot play.`;
}

/**
 * The lobby: who sits where (seats held for challenged players shown as theirs, until when), the
 * settings, and the Join / Leave / Start / Cancel buttons. `now` decides whether held seats are still held.
 */
export function lobbyMessage(lobby: LobbyView, now: number, call: LobbyCall = { call: null, ping: [] }) {
  const { settings } = lobby;
  const variant = variantOf(settings.variant);
  const seats = lobby.seats.map((s, i) => {
    const wish = s.wantedColor ? ` — wants ${colorText(s.wantedColor)}` : '';
    const host = s.userId === lobby.creatorId ? ' (host)' : '';
    return `${i + 1}. ${nameText(s.displayName)}${host}${wish}`;
  });
  const held = lobby.status === 'lobby' && now < lobby.invitesHeldUntil ? lobby.invited : [];
  for (const userId of held)
    seats.push(
      `${seats.length + 1}. *held for* ${mention(userId)} *until* ${timestamp(lobby.invitesHeldUntil, 'f')}`,
    );
  const open = Math.max(0, lobby.seatsNeeded - seats.length);
  for (let i = 0; i < open; i++) seats.push(`${seats.length + 1}. *open seat*`);
  const colors = variant.colors.map((c) => colorLabel(c)).join(', ');
  const rules = [
    `**Board** ${variant.boardSize} × ${variant.boardSize}, colours ${colors}`,
    settings.fastContact ? '**Fast contact**: start squares 5 in from the corners' : null,
    settings.autoStart ? '**Starts by itself** when the last seat is taken' : null,
    settings.colorBlind ? '**Colour-blind marks** on the pictures (each colour has its own shape)' : null,
    settings.reminderHours > 0
      ? `**Reminders** every ${settings.reminderHours} h of waiting`
      : '**Reminders** off',
    settings.deadlineHours
      ? `**Deadline** ${settings.deadlineHours} h per turn, then ${settings.deadlineAction === 'pass' ? 'the late colour resigns' : 'a last reminder'}`
      : null,
    `**Undo**: ${UNDO_RULES[settings.undoRule]}`,
  ].filter((l): l is string => l !== null);
  const missing = Math.max(0, lobby.seatsNeeded - lobby.seats.length);
  const status = {
    lobby: lobby.canStart
      ? `Ready: ${mention(lobby.creatorId)} can press **Start**.`
      : `Waiting for ${missing} more player${missing === 1 ? '' : 's'}: press **Join**.`,
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
  const called = callLine(lobby, call);
  return {
    content: called ? `${called}\n${status}` : status,
    embeds: [embed],
    components: lobby.status === 'lobby' ? lobbyButtons(lobby) : [],
    allowedMentions: { users: called ? [...call.ping] : [] },
  };
}
