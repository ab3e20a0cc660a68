import type { turn as en } from '../en/turn.ts';
import type { Area } from '../keys.ts';

export const turn: Area<typeof en> = {
  'turn.placed': '{color} ({name}) ha giocato **{move}**.',
  'turn.passedForGood': '{name} ha abbandonato {color} per il resto della partita.',
  'turn.resigned': '{name} ha abbandonato {color}.',
  'turn.left': '{name} ha lasciato la partita; {color} si ferma qui.',
  'turn.deadline': '{color} ha superato il tempo limite del turno e si ferma qui.',
  'turn.abandoned': '{color} si ferma: non è rimasto nessuno a giocarlo.',
  'turn.blocked': '{color} non può più piazzare alcun pezzo e passa fino alla fine della partita.',
  'turn.allPlaced': '{color} ha piazzato tutti i suoi pezzi{bonus, plural, =0 {} other { (+#)}}.',
  'turn.undone': '↩️ La mossa **{move}** di {name} è stata annullata.',
  'turn.seatTaken': '🔁 {name} ha preso il posto di {from} ({colors}).',
  'turn.catchUp': 'Dalla tua ultima mossa: {moves}',
  'turn.shared': '{color} è condiviso: {players} lo giocano a turno, e non conta per nessuno.',
  'turn.begins': '🎲 **Inizia la partita #{id}!** In ordine di turno:',
  'turn.movesFirst': '{color} inizia, giocato da {name}.',
  'turn.computerNext': 'Tocca a {color}, giocato da {name}.',
  'turn.earlierMoves':
    '{count, plural, one {# mossa precedente è} other {# mosse precedenti sono}} sul tabellone.',
  'turn.yourTurn': '{mention}, tocca a te con {color}.',
  'turn.yourTurnShared': '{mention}, tocca a te con {color} (condiviso: non conta per nessuno).',
  'turn.firstPiece': 'Il primo pezzo deve coprire la casella **{cell}**.',
  'turn.firstPieceShared': 'Il primo pezzo deve coprire un punto di partenza libero: {cells}.',
  'turn.deadlineAt': '⏳ Scadenza {time}.',
  'turn.hint': 'Premi **Gioca** qui sotto, o scrivi </place> per vedere le mosse possibili.',
  'turn.gameOver': '🏁 **Partita finita!**',
  'turn.squaresPlaced':
    '🧮 {placed} caselle posate su {total}{bonus, plural, =0 {} other {, e un bonus di +#}}: **{score}** punti.',
  'turn.puzzleSolved':
    '🧩 **Risolto!** Tutti i {pieces} pezzi sono sul tabellone, in {moves, plural, one {# mossa} other {# mosse}} e {time}.',
  'turn.puzzleUnsolved':
    '🧩 Il rompicapo finisce con {placed} pezzi posati su {pieces}, in {moves, plural, one {# mossa} other {# mosse}} e {time}.',
  'turn.puzzleStuck':
    '🧩 **Bloccato**: nessun colore può posare un altro pezzo ({placed} su {pieces} posati). Ritira dei pezzi con ↩️ o </undo>, oppure chiudi qui il rompicapo con 🏁 o </resign>.',
  'turn.team': 'Squadra {names}: **{score}** (posizione {rank})',
  'turn.cancelled': '🛑 La partita #{id} è stata annullata.',
  'turn.cancelledBy': '🛑 La partita #{id} è stata annullata da {name}.',
  'turn.cancelledByModerator': '🛑 La partita #{id} è stata annullata da un moderatore.',
  'turn.offerReplaced': '🔁 Questa offerta di posto è stata sostituita da una più recente (qui sotto).',
  'turn.replay': '🎞️ Tutta la partita, mossa per mossa:',
  'button.play': 'Gioca',
  'button.board': 'Apri il tabellone',
  'button.record': 'File della partita (.blksgf)',
  'button.rematch': 'Rivincita',
};
