import type { view as en } from '../en/view.ts';
import type { Area } from '../keys.ts';

export const view: Area<typeof en> = {
  'view.caption': '**{variant}** · partita #{id} · {moves}',
  'view.lastMove': 'Ultima mossa: **{move}**',
  'view.toMove': 'Tocca a {name} con {color}',
  'view.notStarted': 'La partita non è ancora iniziata.',
  'view.over': 'La partita è finita.',
  'view.pendingUndo': 'Una richiesta di ritirare una mossa aspetta risposta.',
  'view.resignedMove': 'ritirato',
  'view.noMoves': 'Ancora nessuna mossa.',
  'view.movesHead': '**Mosse da {from} a {to} su {total}** (pagina {page} di {pages})',
  'view.recordAlt':
    'Il file della partita in formato SGF di Blokus, per Pentobi (File → Apri) o qualsiasi visualizzatore SGF di Blokus.',
  'view.record': 'Il file della partita, per Pentobi (File → Apri) o qualsiasi visualizzatore SGF di Blokus.',
  'view.piecesLine':
    '{color}{state, select, blocked { (nessuna mossa possibile)} out { (fuori)} other {}}: {pieces, plural, one {# pezzo} other {# pezzi}}, {squares, plural, one {# casella rimasta} other {# caselle rimaste}}',
  'view.transformsAlt':
    '{piece} in ogni rotazione e capovolgimento, ognuno con il suo orientamento; un punto segna il perno.',
  'view.transformsNote':
    'L’ultima immagine mostra quel pezzo in ogni `rot`/`flip`; il punto è il perno, che va sulla tua casella.',
  'view.yourTurn': '**Tocca a te:**',
  'view.waitingLine':
    '• {where} — {variant}{opponents, select, none {} other { contro {opponents}}}: {color}, tocca a te da {time}',
  'view.noneWaiting': 'Nessuna partita di questo server ti sta aspettando.',
  'view.otherGames': '**Le tue altre partite:**',
  'view.otherLine':
    '• {where} — {variant}{opponents, select, none {} other { contro {opponents}}}, {status, select, lobby {in sala d’attesa} other {in corso}}',
  'view.lookingFor': '**Si cercano giocatori:**',
  'view.lobbyLine':
    '• {where} — sala d’attesa {variant}, {free, plural, one {# posto libero} other {# posti liberi}} su {seats}: </blokus join> lì',
  'view.offerLine':
    '• {where} — {variant}, un posto ({colors}) in offerta: **Prendi il posto** sotto l’offerta lì',
  'view.noLeaderboard': 'Ancora nessuna partita finita in questo server: </blokus new> ne inizia una.',
  'view.leaderboardHead':
    '🏆 **Classifica**: punteggi Elo da tutte le partite finite in questo server (tutti partono da 1500; partite in solitario a parte)',
  'view.leaderboardLine':
    '{n}. {mention} **{rating}** — {wins, plural, one {# vittoria} other {# vittorie}} in {games, plural, one {# partita} other {# partite}} · media {average} · migliore {best}',
  'view.settings':
    'I promemoria ti arrivano {where, select, dm {per messaggio diretto (nel canale se i messaggi diretti non funzionano)} other {nel canale della partita}}; {quiet, select, yes {ore di silenzio dalle {start} alle {end} ({offset})} other {nessuna ora di silenzio}}. Le menzioni di turno arrivano sempre nel canale della partita.{marks, select, yes { Le immagini delle tue partite hanno i segni per daltonici.} other { Segni per daltonici: disattivati (`daltonici:True` li attiva).}}',
  'view.resignDone': '✅ {color} si è ritirato: non piazza più pezzi.',
  'view.resignDoneYours': '✅ Il tuo colore si è ritirato: non piazza più pezzi.',
  'view.keepPlaying': 'Bene: continui a giocare.',
  'view.undoAsked': '✅ Hai chiesto agli altri giocatori di lasciarti ritirare **{move}**.',
  'view.undoDeclined': '✋ {name} ha rifiutato di ritirare l’ultima mossa.',
  'view.undoDone': '✅ Mossa ritirata.',
  'view.puzzleEnded': '✅ Il rompicapo finisce qui: {placed} pezzi posati su {pieces}.',
  'view.zoomBadCell': '«{text}» non è una casella di questo tabellone: niente da ingrandire.',
  'view.zoomAlt': 'Il tabellone intorno a {cell}, in grande, con il nome di ogni casella vuota.',
};
