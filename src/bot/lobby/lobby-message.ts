import { EmbedBuilder } from 'discord.js';
import type { LobbyView } from '../../app/index.ts';
import { variantOf } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { lobbyButtons } from '../discord/components.ts';
import { boardShape, colorText, mention, nameText, timestamp } from '../messages/text-format.ts';
import { computerMenu } from './computer-flow.ts';

/** Who a lobby's first post calls: the players challenged to it, or those of a rematch. */
export interface LobbyCall {
  readonly call: 'challenge' | 'rematch' | null;
  readonly ping: readonly string[];
}

/** The line that calls them (a new message notifies the users its allowed mentions list). */
function callLine(lobby: LobbyView, call: LobbyCall, tr: Translator): string | null {
  if (!call.call || call.ping.length === 0) return null;
  const host = lobby.seats.find((s) => s.userId === lobby.creatorId);
  return tr.t(call.call === 'challenge' ? 'lobby.challenge' : 'lobby.rematch', {
    count: call.ping.length,
    who: call.ping.map((id) => mention(id, tr)).join(' '),
    host: nameText(host?.displayName ?? tr.t('common.someone')),
    title: tr.t(`variant.${lobby.settings.variant}`),
  });
}

/**
 * The lobby: who sits where (seats held for challenged players shown as theirs, until when), the
 * settings, and the Join / Leave / Start / Cancel buttons. `now` decides whether held seats are still held.
 * It is public, so it speaks the server's language (`tr`).
 */
export function lobbyMessage(
  lobby: LobbyView,
  now: number,
  call: LobbyCall = { call: null, ping: [] },
  tr: Translator = ENGLISH,
) {
  const { settings } = lobby;
  const variant = variantOf(settings.variant);
  const seats = lobby.seats.map((s, i) =>
    tr.t('lobby.seat', {
      n: i + 1,
      name: nameText(s.displayName),
      host: s.userId === lobby.creatorId ? 'yes' : 'no',
      wish: s.wantedColor ? colorText(s.wantedColor, tr) : 'none',
    }),
  );
  const held = lobby.status === 'lobby' && now < lobby.invitesHeldUntil ? lobby.invited : [];
  for (const userId of held)
    seats.push(
      tr.t('lobby.held', {
        n: seats.length + 1,
        mention: mention(userId),
        time: timestamp(lobby.invitesHeldUntil, 'f'),
      }),
    );
  const open = Math.max(0, lobby.seatsNeeded - seats.length);
  for (let i = 0; i < open; i++) seats.push(tr.t('lobby.open', { n: seats.length + 1 }));
  const colors = variant.colors.map((c) => tr.t(`color.${c}`)).join(', ');
  const rules = [
    tr.t('lobby.board', { ...boardShape(variant.board), colors }),
    settings.fastContact ? tr.t('lobby.fast') : null,
    settings.autoStart ? tr.t('lobby.autoStart') : null,
    settings.colorBlind ? tr.t('lobby.colorBlind') : null,
    settings.reminderHours > 0
      ? tr.t('lobby.reminders', { hours: settings.reminderHours })
      : tr.t('lobby.remindersOff'),
    settings.deadlineHours
      ? tr.t('lobby.deadline', { hours: settings.deadlineHours, action: settings.deadlineAction })
      : null,
    // Alone, nobody has to agree: a solo game's player takes pieces back freely.
    tr.t('lobby.undo', {
      rule: tr.t(lobby.seatsNeeded === 1 ? 'lobby.undo.solo' : `lobby.undo.${settings.undoRule}`),
    }),
    settings.hints ? null : tr.t('computer.hintsOffRule'),
  ].filter((l): l is string => l !== null);
  const missing = Math.max(0, lobby.seatsNeeded - lobby.seats.length);
  const status = {
    lobby: lobby.canStart
      ? tr.t('lobby.ready', { host: mention(lobby.creatorId) })
      : tr.t('lobby.waiting', { count: missing }),
    active: tr.t('lobby.started'),
    finished: tr.t('lobby.over'),
    cancelled: tr.t('lobby.cancelled'),
  }[lobby.status];
  const embed = new EmbedBuilder()
    .setTitle(tr.t('lobby.title', { variant: tr.t(`variant.${settings.variant}`), count: lobby.seatsNeeded }))
    .setColor(0x3b82f6)
    .addFields(
      { name: tr.t('lobby.seats'), value: seats.join('\n') || '—' },
      { name: tr.t('lobby.rules'), value: rules.join('\n') },
    )
    .setFooter({ text: tr.t('lobby.footer', { id: lobby.gameId }) });
  const called = callLine(lobby, call, tr);
  return {
    content: called ? `${called}\n${status}` : status,
    embeds: [embed],
    components: lobby.status === 'lobby' ? [...lobbyButtons(lobby, tr), ...computerMenu(lobby, tr)] : [],
    allowedMentions: { users: called ? [...call.ping] : [] },
  };
}
