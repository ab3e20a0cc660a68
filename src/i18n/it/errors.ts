import type { errors as en } from '../en/errors.ts';
import type { Area } from '../keys.ts';

export const errors: Area<typeof en> = {
  'error.noMoves': 'Non c’è ancora nessuna mossa da ritirare.',
  'error.notAPlacement':
    'L’ultima voce è un passo o un ritiro, che non si può annullare; si possono ritirare solo i pezzi piazzati.',
  'error.game-not-found': 'Non esiste la partita #{id}. Usa </board> nel canale della partita per trovarla.',
  'error.no-game-here':
    'Non c’è nessuna partita aperta in questo canale. Aprine una con </blokus new>, o gioca nel thread della partita.',
  'error.channel-busy':
    'Questo canale ha già una partita aperta (#{id}, {status, select, lobby {in attesa di giocatori} other {in corso}}). Finiscila o annullala prima (</blokus cancel>), o apri la partita in un thread tutto suo (</blokus new> thread:True).',
  'error.bad-option': '«{value}» non va bene per {option}: usa {expected}.',
  'error.ambiguous-move':
    '«{text}» si legge in due modi, ed entrambi vanno bene: `{first}` o `{second}`. Scrivi quello che intendi.',
  'error.startedAlready': 'La partita #{id} è già iniziata: si può entrare o uscire solo prima dell’inizio.',
  'error.not-in-lobby':
    'La partita #{id} è {status, select, cancelled {annullata} other {finita}}: aprine una nuova con </blokus new> per giocare ancora.',
  'error.not-started':
    'La partita #{id} non è ancora iniziata: chi l’ha creata la fa partire (Inizia, o </blokus start>) quando sono entrati tutti.',
  'error.game-over':
    'La partita #{id} è {status, select, cancelled {annullata} other {finita}}: aprine una nuova con </blokus new> per giocare ancora.',
  'error.already-seated':
    'Sei già nella partita #{id}. Per chiedere un colore, usa </blokus join> colore:… .',
  'error.game-full':
    'La partita #{id} è al completo ({seats, plural, one {# giocatore} other {# giocatori}}). Aspetta la prossima, o iniziane una tua in un altro canale.',
  'error.unknown-color': '«{text}» non è un colore di questa partita: scegli {valid}.',
  'error.shared-color': '{color} è condiviso: lo giocano tutti a turno. Scegli {valid}.',
  'error.color-taken': '{color} è già preso da {name}. Scegli un altro colore, o entra senza sceglierlo.',
  'error.not-in-game':
    'Non stai giocando nella partita #{id}. Entra in una partita mentre aspetta giocatori (</blokus join>), o aprine una tua con </blokus new>.',
  'error.left-game':
    'Hai lasciato la partita #{id}, quindi i tuoi colori si sono fermati lì; gli altri continuano. Puoi ancora seguirla con </board>.',
  'error.creator-cannot-leave':
    'Hai creato la partita #{id}, quindi non puoi lasciare la sala d’attesa: annulla invece la partita (</blokus cancel>).',
  'error.not-allowed.start': 'Solo il giocatore che ha creato la partita può farla iniziare.',
  'error.not-allowed.cancel':
    'Solo il giocatore che ha creato la partita, o un moderatore (Gestisci canali), può annullarla.',
  'error.not-allowed.remove':
    'Solo l’organizzatore della partita o un moderatore (Gestisci canali) può rimuovere un giocatore.',
  'error.not-allowed.offer-seat':
    'Solo il giocatore stesso, l’organizzatore della partita o un moderatore (Gestisci canali) può offrire un posto a qualcun altro.',
  'error.not-allowed.withdraw-offer':
    'Solo il giocatore di quel posto, chi l’ha offerto, l’organizzatore della partita o un moderatore (Gestisci canali) può ritirare l’offerta.',
  'error.too-many-players':
    '{variant} ha {seats, plural, one {# posto} other {# posti}}, non abbastanza per {players} giocatori: sfida meno persone, o scegli una variante per {players} (vedi </blokus help>).',
  'error.seat-reserved':
    'I posti liberi della partita #{id} sono riservati ai giocatori sfidati. Apri una partita tua con </blokus new>.',
  'error.undo-not-yours':
    'I tuoi colori sono fuori dalla partita #{id}, quindi ritirare una mossa spetta ai giocatori ancora in gioco.',
  'error.not-admin':
    'Solo gli amministratori del server (Gestisci server) possono cambiarne le impostazioni Blokus; </blokus settings> cambia le tue.',
  'error.rematch-not-player':
    'Solo i giocatori della partita #{id} possono aprirne la rivincita. </blokus new> apre una partita tua.',
  'error.not-a-player': 'Quella persona non gioca nella partita #{id}.',
  'error.remove-self': 'Per lasciare tu stesso la partita, usa </blokus leave>.',
  'error.host-in-lobby':
    'L’organizzatore non può essere rimosso dalla sala d’attesa della partita #{id}: annulla invece la partita (</blokus cancel>).',
  'error.seat-finished':
    'Tutti i colori di quel posto sono già fuori dalla partita #{id}: non resta niente da cedere.',
  'error.no-seat-offer':
    'Quel posto non è più in offerta nella partita #{id}: è stato preso o ritirato, o il suo giocatore è uscito.',
  'error.already-playing': 'Giochi già nella partita #{id}: un posto per giocatore.',
  'error.player-count':
    '{variant} richiede esattamente {need, plural, one {# giocatore} other {# giocatori}}; finora {have, plural, one {ne è entrato #} other {ne sono entrati #}}.',
  'error.not-your-turn':
    'Non è il tuo turno: tocca a {color}, giocato da {name}. Sarai menzionato quando toccherà a te.',
  'error.unknown-piece':
    'Non esiste un pezzo chiamato «{text}».{suggestion, select, none {} other { Intendevi {suggestion}?}} Pezzi: {valid}.',
  'error.piece-not-in-set': '{piece} non si gioca in {variant}. I suoi pezzi: {valid}.',
  'error.legalNearby': '{problem} Mosse valide lì vicino: {moves}.',
  'error.already-applied':
    'Quella richiesta è già stata eseguita (mossa {ply}); non è cambiato niente. Usa </board> per vedere la partita.',
  'error.not-your-color': '{color} non è tuo: tu giochi {yours}.',
  'error.not-your-color-none': '{color} non è tuo, non puoi abbandonarlo.',
  'error.color-out':
    '{color} è già fuori dalla partita ({reason, select, blocked {non ci sta più nessun pezzo} other {ritirato}}).',
  'error.nothing-to-resign': 'Tutti i tuoi colori sono già fuori dalla partita.',
  'error.undo-off': 'La partita #{id} non permette di ritirare le mosse.',
  'error.undo-not-mover':
    'Solo il giocatore che ha fatto l’ultima mossa può ritirarla, e solo prima della mossa successiva.',
  'error.undo-pending': 'Una richiesta di ritirare l’ultima mossa aspetta già risposta.',
  'error.no-undo-request':
    'Non c’è nessuna richiesta aperta di ritirare una mossa: ha già avuto risposta, o nel frattempo è stata giocata una mossa. Richiedi con </undo>.',
  'error.own-undo-request': 'Hai chiesto tu di ritirare la mossa: rispondono gli altri giocatori.',
  'error.stale':
    'Nel frattempo il tabellone è cambiato, quindi non è stato fatto nulla. Guarda la nuova posizione e riprova.',
  'error.bad-preview': 'Quell’anteprima non è più aggiornata. Piazza di nuovo il pezzo con </place>.',
  'error.deadline-not-due':
    'Il tempo limite del turno della partita #{id} non è ancora scaduto (o il turno è già passato).',
  'error.bad-quiet-hours':
    '«{text}» non sono ore di silenzio: scrivile come 22-7 o 22:30-07:00 (ora locale), oppure off.',
  'error.generic':
    'Qualcosa è andato storto da parte nostra. La partita è al sicuro; riprova tra un momento.',
};
