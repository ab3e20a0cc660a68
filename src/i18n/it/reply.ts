import type { reply as en } from '../en/reply.ts';
import type { Area } from '../keys.ts';

export const reply: Area<typeof en> = {
  'reply.fastContactClassicOnly':
    'Il contatto rapido si gioca solo sul tabellone classico ({classic}), non in {variant}.',
  'reply.challengeSelf': '❌ Non puoi sfidare te stesso: sfida qualcun altro.',
  'reply.challengeBot': '❌ {name} è un bot, e i bot non giocano a Blokus: sfida delle persone.',
  'reply.notInDm': 'Le partite di Blokus si giocano in un canale di un server, non nei messaggi diretti.',
  'reply.threadPermission':
    '❌ Non posso aprire un thread per la partita qui: mi {count, plural, one {serve il permesso {names}} other {servono i permessi {names}}} in questo canale. Chiedi a un moderatore, o gioca senza `thread:True`.',
  'reply.threadLobbyFailed':
    '❌ Discord non mi ha lasciato pubblicare la sala d’attesa nel nuovo thread, quindi nessuna partita è stata aperta. Riprova, o gioca senza `thread:True`.',
  'reply.threadOpened': '🎲 {name} ha aperto una partita di Blokus ({variant}) in {thread}. Entra lì!',
  'reply.gameOpen':
    '🎲 La partita #{id} ({variant}) è aperta: gli altri premono **Entra** nella sala d’attesa, poi premi tu **Inizia**.',
  'reply.gameOpenSolo':
    '🎲 La partita #{id} ({variant}) è aperta: premi **Inizia** nella sala d’attesa quando sei pronto.',
  'reply.gameOpenFull':
    '🎲 La partita #{id} ({variant}) è aperta e tutti i posti sono occupati: premi **Inizia** nella sala d’attesa quando sono tutti pronti.',
  'reply.joined': '✅ Sei entrato nella partita #{id}.',
  'reply.joinedWish': '✅ Hai chiesto {color} nella partita #{id}.',
  'reply.leftLobby': '✅ Sei uscito dalla partita #{id}.',
  'reply.leftGame': '✅ Hai lasciato la partita; i tuoi colori si fermano qui.',
  'reply.leaveAfterStart':
    '❌ La partita #{id} è già iniziata, quindi non è cambiato nulla: stai ancora giocando. Per smettere, usa </blokus leave> (i tuoi colori si fermano, la partita continua) oppure </resign> al tuo turno.',
  'reply.cancelAfterStart':
    '❌ La partita #{id} è già iniziata, quindi non è cambiato nulla: continua. Per terminarla, usa </blokus cancel> (ti chiede prima conferma).',
  'reply.removed': '✅ {name} è fuori dalla partita.',
  'reply.thePlayer': 'Il giocatore',
  'reply.started': '✅ La partita è iniziata.',
  'reply.cancelled': '✅ La partita #{id} è annullata.',
  'reply.cancelAsk':
    'Terminare la partita #{id} per tutti? Si ferma dove si trova, senza risultato. Non si può annullare.',
  'reply.cancelStale':
    '❌ La partita #{id} è cambiata dopo la tua richiesta, quindi non è stata annullata. Usa di nuovo </blokus cancel> se vuoi ancora terminarla.',
  'reply.resignNotYourTurn':
    '❌ Non è il tuo turno: tocca a {name} con {color}. Puoi abbandonare solo il colore con cui devi muovere.',
  'reply.nobodyToMove': '❌ In questa partita non tocca a nessuno.',
  'reply.puzzleStuck':
    '🧩 Nessun colore può posare un altro pezzo ({placed} su {pieces} posati). Ritirare l’ultimo pezzo, o chiudere qui il rompicapo?',
  'reply.resignAsk':
    'Abbandonare {color} per il resto della partita? Non piazzerà più pezzi, e le sue caselle rimaste contano contro di lui. Non si può annullare.',
  'reply.blocked':
    'Non posso scrivere in questo canale: qui ho bisogno di **{need}**. Un moderatore può concederlo; tutto ciò che è in attesa sarà pubblicato allora, in ordine.',
  'reply.slow':
    'Discord è lento a rispondere in questo momento: l’aggiornamento sarà pubblicato qui, una volta sola, appena possibile.',
};
