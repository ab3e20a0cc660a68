import { AttachmentBuilder } from 'discord.js';
import type {
  BoardView,
  GameRecordFile,
  JoinableView,
  LeaderboardEntry,
  OpenGame,
  PiecesView,
  WaitingGame,
} from '../app/index.ts';
import { PIECES, type PieceIndex, type VariantId, variantOf } from '../engine/index.ts';
import { formatMove } from '../notation/index.ts';
import { movesPlayedText, renderPieces, renderPieceTransforms } from '../render/index.ts';
import type { UserSettingsRecord } from '../store/index.ts';
import { piecesAltText } from './alt-text.ts';
import { colorText, nameText, signedText, timestamp } from './words.ts';

/** The caption under `/board`: whose turn, last move, pending undo. */
export function boardCaption(view: BoardView): string {
  // The same words as the picture's panel: "10 moves played".
  const lines = [
    `**${view.settings.variantTitle}** · game #${view.gameId} · ${movesPlayedText(view.moveCount)}`,
  ];
  if (view.lastPlacement) lines.push(`Last move: **${view.lastPlacement.text}**`);
  if (view.toMove) {
    lines.push(`To move: ${nameText(view.toMove.displayName)} with ${colorText(view.toMove.color)}`);
  } else if (view.status === 'lobby') {
    lines.push('The game has not started yet.');
  } else if (view.end) {
    lines.push('The game is over.');
  }
  if (view.pendingUndo) lines.push('A take-back is waiting for an answer.');
  return lines.join('\n');
}

/** Moves a page of `/board moves:` lists (a page stays well within a message's 2,000 characters). */
export const MOVES_PER_PAGE = 40;

/**
 * `/board moves:<page>`: the game's moves so far as text, numbered as the pictures number them (move
 * numbers count placements and resignations), a page at a time.
 */
export function movesText(view: BoardView, page: number): string {
  const { game } = view;
  const events = game.events;
  const pages = Math.max(1, Math.ceil(events.length / MOVES_PER_PAGE));
  const shown = Math.min(Math.max(1, page), pages);
  const from = (shown - 1) * MOVES_PER_PAGE;
  const lines = events.slice(from, from + MOVES_PER_PAGE).map((event, i) => {
    const color = colorText(game.variant.colors[event.color]!);
    const what = event.type === 'place' ? formatMove(game.layout, event.move) : 'resigned';
    return `${from + i + 1}. ${color} ${what}`;
  });
  if (lines.length === 0) return 'No moves yet.';
  const head = `**Moves ${from + 1}–${from + lines.length} of ${events.length}** (page ${shown} of ${pages})`;
  return [head, ...lines].join('\n');
}

/** The game record as an attachment (Pentobi's Blokus SGF). */
export function recordFile(record: GameRecordFile): AttachmentBuilder {
  return new AttachmentBuilder(Buffer.from(record.text, 'utf8'), {
    name: record.filename,
    description: 'The game record in Blokus SGF, for Pentobi (File → Open) or any Blokus SGF viewer.',
  });
}

/** `/pieces`: a picture per colour of the player (remaining pieces; used ones faded), and one piece turned. */
export async function piecesReply(view: PiecesView, piece: PieceIndex | null) {
  const files = await Promise.all(
    view.colors.map(
      async (c) =>
        new AttachmentBuilder(await renderPieces(view.game, c.colorIndex), {
          name: `pieces-${c.color}.png`,
          description: piecesAltText(c.color, c.pieces, c.squaresLeft),
        }),
    ),
  );
  const lines = view.colors.map((c) => {
    const state = c.out ? ` (${c.out === 'blocked' ? 'no move left' : 'out'})` : '';
    return `${colorText(c.color)}${state}: ${c.pieces.length} pieces, ${c.squaresLeft} squares left`;
  });
  const first = view.colors[0];
  if (piece !== null && first) {
    const turned = await renderPieceTransforms(piece, first.color);
    const name = PIECES[piece]?.name ?? 'the piece';
    const description = `${name} under every rot and flip, each labelled with its orientation; a dot marks the pivot.`;
    files.push(new AttachmentBuilder(turned, { name: 'piece-orientations.png', description }));
    lines.push(
      'The last picture shows that piece under every `rot`/`flip`; the dot is the pivot that goes on your square.',
    );
  }
  return { content: lines.join('\n'), files };
}

/** `/blokus games`: the games in this server waiting for you, then your other open games. */
export function gamesText(
  waiting: readonly WaitingGame[],
  open: readonly OpenGame[],
  joinable: readonly JoinableView[],
): string {
  const where = (g: { threadId: string | null; channelId: string }) => `<#${g.threadId ?? g.channelId}>`;
  const lines: string[] = [];
  if (waiting.length > 0) {
    lines.push('**Your turn:**');
    for (const g of waiting) {
      lines.push(
        `• ${where(g)} — ${variantTitle(g.variant)}${against(g.opponents)}: ${colorText(g.color)}, your turn since ${timestamp(g.since, 'R')}`,
      );
    }
  } else {
    lines.push('No game in this server is waiting for you.');
  }
  const others = open.filter((g) => !waiting.some((w) => w.gameId === g.gameId));
  if (others.length > 0) {
    lines.push('**Your other games:**');
    for (const g of others)
      lines.push(
        `• ${where(g)} — ${variantTitle(g.variant)}${against(g.opponents)}, ${g.status === 'lobby' ? 'in the lobby' : 'running'}`,
      );
  }
  if (joinable.length > 0) {
    lines.push('**Looking for players:**');
    for (const g of joinable) {
      lines.push(
        g.kind === 'lobby'
          ? `• ${where(g)} — ${g.variant} lobby, ${g.free} of ${g.seats} seats free: \`/blokus join\` there`
          : `• ${where(g)} — ${g.variant}, a seat (${g.colors.map((c) => colorText(c)).join(' ')}) on offer: **Take seat** under the offer there`,
      );
    }
  }
  return lines.join('\n').slice(0, 2000);
}

/** " against Bob and Carol", or nothing with nobody else seated yet. */
function against(opponents: readonly string[]): string {
  if (opponents.length === 0) return '';
  const names = opponents.map(nameText);
  return ` against ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`;
}

function variantTitle(id: VariantId): string {
  return variantOf(id).title;
}

/** `/blokus leaderboard`: the server's best players (mentions show names; the message pings nobody). */
export function leaderboardText(standings: readonly LeaderboardEntry[]): string {
  if (standings.length === 0) return 'No finished games in this server yet: `/blokus new` starts one.';
  const lines = standings.map((s, i) => {
    const wins = `${s.wins} win${s.wins === 1 ? '' : 's'} in ${s.games} game${s.games === 1 ? '' : 's'}`;
    const average = signedText(Math.round(s.averageScore * 10) / 10);
    return `${i + 1}. <@${s.userId}> **${s.rating}** — ${wins} · average ${average} · best ${signedText(s.bestScore)}`;
  });
  const header =
    '🏆 **Leaderboard**: ratings from every finished game in this server (everyone starts at 1500; solo games aside)';
  return [header, ...lines].join('\n');
}

/** Your notification settings, in words. */
export function settingsText(settings: UserSettingsRecord): string {
  const where =
    settings.notify === 'dm' ? 'by direct message (in the channel if DMs fail)' : 'in the game channel';
  const q = settings.quietHours;
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const offset = q ? `UTC${q.utcOffset >= 0 ? '+' : '−'}${Math.abs(q.utcOffset / 60)}` : '';
  const quiet = q ? `quiet from ${time(q.start)} to ${time(q.end)} (${offset})` : 'no quiet hours';
  const marks = settings.colorBlind
    ? ' Pictures of your games carry colour-blind marks.'
    : ' Colour-blind marks: off (`colour-blind:True` turns them on).';
  return `Reminders reach you ${where}; ${quiet}. Turn pings always come in the game channel.${marks}`;
}
