/** `/board`, `/pieces`, `/blokus games`, `/blokus leaderboard` and `/blokus settings`, in words. */
export const view = {
  'view.caption': '**{variant}** · game #{id} · {moves}',
  'view.lastMove': 'Last move: **{move}**',
  'view.toMove': 'To move: {name} with {color}',
  'view.notStarted': 'The game has not started yet.',
  'view.over': 'The game is over.',
  'view.pendingUndo': 'A take-back is waiting for an answer.',
  'view.resignedMove': 'resigned',
  'view.noMoves': 'No moves yet.',
  'view.movesHead': '**Moves {from}–{to} of {total}** (page {page} of {pages})',
  'view.recordAlt': 'The game record in Blokus SGF, for Pentobi (File → Open) or any Blokus SGF viewer.',
  'view.record': 'The game record, for Pentobi (File → Open) or any Blokus SGF viewer.',
  'view.piecesLine':
    '{color}{state, select, blocked { (no move left)} out { (out)} other {}}: {pieces} pieces, {squares} squares left',
  'view.transformsAlt':
    '{piece} under every rot and flip, each labelled with its orientation; a dot marks the pivot.',
  'view.transformsNote':
    'The last picture shows that piece under every `rot`/`flip`; the dot is the pivot that goes on your square.',
  'view.yourTurn': '**Your turn:**',
  'view.waitingLine':
    '• {where} — {variant}{opponents, select, none {} other { against {opponents}}}: {color}, your turn since {time}',
  'view.noneWaiting': 'No game in this server is waiting for you.',
  'view.otherGames': '**Your other games:**',
  'view.otherLine':
    '• {where} — {variant}{opponents, select, none {} other { against {opponents}}}, {status, select, lobby {in the lobby} other {running}}',
  'view.lookingFor': '**Looking for players:**',
  'view.lobbyLine': '• {where} — {variant} lobby, {free} of {seats} seats free: </blokus join> there',
  'view.offerLine': '• {where} — {variant}, a seat ({colors}) on offer: **Take seat** under the offer there',
  'view.noLeaderboard': 'No finished games in this server yet: </blokus new> starts one.',
  'view.leaderboardHead':
    '🏆 **Leaderboard**: ratings from every finished game in this server (everyone starts at 1500; solo games aside)',
  'view.leaderboardLine':
    '{n}. {mention} **{rating}** — {wins, plural, one {# win} other {# wins}} in {games, plural, one {# game} other {# games}} · average {average} · best {best}',
  'view.settings':
    'Reminders reach you {where, select, dm {by direct message (in the channel if DMs fail)} other {in the game channel}}; {quiet, select, yes {quiet from {start} to {end} ({offset})} other {no quiet hours}}. Turn pings always come in the game channel.{marks, select, yes { Pictures of your games carry colour-blind marks.} other { Colour-blind marks: off (`colour-blind:True` turns them on).}}',
  'view.resignDone': '✅ {color} is resigned: it places no more pieces.',
  'view.resignDoneYours': '✅ Your colour is resigned: it places no more pieces.',
  'view.keepPlaying': 'Good: you keep playing.',
  'view.undoAsked': '✅ Asked the other players to let you take back **{move}**.',
  'view.undoDeclined': '✋ {name} declined to take back the last move.',
  'view.undoDone': '✅ Move taken back.',
  'view.puzzleEnded': '✅ The puzzle ends here: {placed} of {pieces} pieces placed.',
  'view.zoomBadCell': "''{text}'' is no cell of this board, so there is nothing to zoom on.",
  'view.zoomAlt': 'The board around {cell}, large, with the name of each empty cell.',
} as const;
