import { AttachmentBuilder } from 'discord.js';
import type {
  BoardView,
  GameRecordFile,
  JoinableView,
  LeaderboardEntry,
  OpenGame,
  PiecesView,
  WaitingGame,
} from '../../app/index.ts';
import { PIECES, type PieceIndex, type VariantId } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { formatMove } from '../../notation/index.ts';
import { movesPlayedText, renderPieces, renderPieceTransforms } from '../../render/index.ts';
import type { UserSettingsRecord } from '../../store/index.ts';
import { piecesAltText } from './alt-text.ts';
import { colorText, nameText, signedText, timestamp } from './text-format.ts';

/** The caption under `/board`: whose turn, last move, pending undo. */
export function boardCaption(view: BoardView, tr: Translator = ENGLISH): string {
  // The same words as the picture's panel: "10 moves played".
  const variant = tr.t(`variant.${view.settings.variant}`);
  const lines = [
    tr.t('view.caption', { variant, id: view.gameId, moves: movesPlayedText(view.moveCount, tr) }),
  ];
  if (view.lastPlacement) lines.push(tr.t('view.lastMove', { move: view.lastPlacement.text }));
  if (view.toMove) {
    lines.push(
      tr.t('view.toMove', {
        name: nameText(view.toMove.displayName),
        color: colorText(view.toMove.color, tr),
      }),
    );
  } else if (view.status === 'lobby') {
    lines.push(tr.t('view.notStarted'));
  } else if (view.end) {
    lines.push(tr.t('view.over'));
  }
  if (view.pendingUndo) lines.push(tr.t('view.pendingUndo'));
  return lines.join('\n');
}

/** Moves a page of `/board moves:` lists (a page stays well within a message's 2,000 characters). */
export const MOVES_PER_PAGE = 40;

/**
 * `/board moves:<page>`: the game's moves so far as text, numbered as the pictures number them (move
 * numbers count placements and resignations), a page at a time.
 */
export function movesText(view: BoardView, page: number, tr: Translator = ENGLISH): string {
  const { game } = view;
  const events = game.events;
  const pages = Math.max(1, Math.ceil(events.length / MOVES_PER_PAGE));
  const shown = Math.min(Math.max(1, page), pages);
  const from = (shown - 1) * MOVES_PER_PAGE;
  const lines = events.slice(from, from + MOVES_PER_PAGE).map((event, i) => {
    const color = colorText(game.variant.colors[event.color]!, tr);
    const what = event.type === 'place' ? formatMove(game.layout, event.move) : tr.t('view.resignedMove');
    return `${from + i + 1}. ${color} ${what}`;
  });
  if (lines.length === 0) return tr.t('view.noMoves');
  const head = tr.t('view.movesHead', {
    from: from + 1,
    to: from + lines.length,
    total: events.length,
    page: shown,
    pages,
  });
  return [head, ...lines].join('\n');
}

/** The game record as an attachment (Pentobi's Blokus SGF). */
export function recordFile(record: GameRecordFile, tr: Translator = ENGLISH): AttachmentBuilder {
  return new AttachmentBuilder(Buffer.from(record.text, 'utf8'), {
    name: record.filename,
    description: tr.t('view.recordAlt'),
  });
}

/** `/pieces`: a picture per colour of the player (remaining pieces; used ones faded), and one piece turned. */
export async function piecesReply(view: PiecesView, piece: PieceIndex | null, tr: Translator = ENGLISH) {
  const files = await Promise.all(
    view.colors.map(
      async (c) =>
        new AttachmentBuilder(await renderPieces(view.game, c.colorIndex, { words: tr }), {
          name: `pieces-${c.color}.png`,
          description: piecesAltText(c.color, c.pieces, c.squaresLeft, tr),
        }),
    ),
  );
  const lines = view.colors.map((c) =>
    tr.t('view.piecesLine', {
      color: colorText(c.color, tr),
      state: c.out ?? 'in',
      pieces: c.pieces.length,
      squares: c.squaresLeft,
    }),
  );
  const first = view.colors[0];
  if (piece !== null && first) {
    const { pieceSet } = view.game.variant;
    const turned = await renderPieceTransforms(piece, first.color, { words: tr, pieceSet });
    const name = view.game.layout.geometry.pieceNames[piece] ?? PIECES[piece]?.name ?? '?';
    const description = tr.t('view.transformsAlt', { piece: name });
    files.push(new AttachmentBuilder(turned, { name: 'piece-orientations.png', description }));
    lines.push(tr.t('view.transformsNote'));
  }
  return { content: lines.join('\n'), files };
}

/** `/blokus games`: the games in this server waiting for you, then your other open games. */
export function gamesText(
  waiting: readonly WaitingGame[],
  open: readonly OpenGame[],
  joinable: readonly JoinableView[],
  tr: Translator = ENGLISH,
): string {
  const where = (g: { threadId: string | null; channelId: string }) => `<#${g.threadId ?? g.channelId}>`;
  const variant = (id: VariantId) => tr.t(`variant.${id}`);
  const opponents = (names: readonly string[]) =>
    names.length === 0 ? 'none' : tr.list(names.map(nameText));
  const lines: string[] = [];
  if (waiting.length > 0) {
    lines.push(tr.t('view.yourTurn'));
    for (const g of waiting) {
      lines.push(
        tr.t('view.waitingLine', {
          where: where(g),
          variant: variant(g.variant),
          opponents: opponents(g.opponents),
          color: colorText(g.color, tr),
          time: timestamp(g.since, 'R'),
        }),
      );
    }
  } else {
    lines.push(tr.t('view.noneWaiting'));
  }
  const others = open.filter((g) => !waiting.some((w) => w.gameId === g.gameId));
  if (others.length > 0) {
    lines.push(tr.t('view.otherGames'));
    for (const g of others)
      lines.push(
        tr.t('view.otherLine', {
          where: where(g),
          variant: variant(g.variant),
          opponents: opponents(g.opponents),
          status: g.status,
        }),
      );
  }
  if (joinable.length > 0) {
    lines.push(tr.t('view.lookingFor'));
    for (const g of joinable) {
      lines.push(
        g.kind === 'lobby'
          ? tr.t('view.lobbyLine', {
              where: where(g),
              variant: variant(g.variant),
              free: g.free,
              seats: g.seats,
            })
          : tr.t('view.offerLine', {
              where: where(g),
              variant: variant(g.variant),
              colors: g.colors.map((c) => colorText(c, tr)).join(' '),
            }),
      );
    }
  }
  return lines.join('\n').slice(0, 2000);
}

/** `/blokus leaderboard`: the server's best players (mentions show names; the message pings nobody). */
export function leaderboardText(standings: readonly LeaderboardEntry[], tr: Translator = ENGLISH): string {
  if (standings.length === 0) return tr.t('view.noLeaderboard');
  const lines = standings.map((s, i) =>
    tr.t('view.leaderboardLine', {
      n: i + 1,
      mention: `<@${s.userId}>`,
      rating: s.rating,
      wins: s.wins,
      games: s.games,
      average: signedText(Math.round(s.averageScore * 10) / 10),
      best: signedText(s.bestScore),
    }),
  );
  return [tr.t('view.leaderboardHead'), ...lines].join('\n');
}

/** Your notification settings, in words. */
export function settingsText(settings: UserSettingsRecord, tr: Translator = ENGLISH): string {
  const q = settings.quietHours;
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return tr.t('view.settings', {
    where: settings.notify,
    quiet: q ? 'yes' : 'no',
    start: q ? time(q.start) : '',
    end: q ? time(q.end) : '',
    offset: q ? `UTC${q.utcOffset >= 0 ? '+' : '−'}${Math.abs(q.utcOffset / 60)}` : '',
    marks: settings.colorBlind ? 'yes' : 'no',
  });
}
