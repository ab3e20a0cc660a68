import type { computer as en } from '../en/computer.ts';
import type { Area } from '../keys.ts';

export const computer: Area<typeof en> = {
  'computer.name': 'Computer (livello {level})',
  'computer.addPlaceholder': 'Aggiungi un giocatore computer (host)…',
  'computer.addOption': 'Computer, livello {level}',
  'computer.levelWeakest': 'Un principiante che sbaglia apposta',
  'computer.levelStrongest': 'Il più forte: qualche secondo a mossa',
  'computer.levelMiddle': 'Più forte a ogni livello',
  'computer.removeOption': 'Togli l’ultimo computer aggiunto',
  'computer.added': '🤖 Un giocatore computer (livello {level}) si è seduto nella partita #{id}.',
  'computer.removed': '✅ L’ultimo giocatore computer ha lasciato la partita #{id}.',
  'computer.gameStarted':
    '🤖 La partita #{id} ({variant}) è iniziata contro il computer (livello {level}). Buona fortuna!',
  'computer.hintsOffRule': '**Suggerimenti**: disattivati',
  'computer.hintTitle':
    '💡 **Suggerimenti per {color}** nella partita #{id}: le mosse migliori secondo il computer.',
  'computer.hintLine': '**{n}.** `{move}`: vince circa il {rate} % delle volte, scarto {margin} punti',
  'computer.hintLineSolo': '**{n}.** `{move}`: un punteggio finale di circa {score} punti',
  'computer.hintNone': 'Il computer non ha mosse da suggerire: questo colore non può più muovere.',
  'computer.puzzleHintTitle':
    '🧩 **Una soluzione prosegue da qui** (partita #{id}). I suoi pezzi che entrano ora:',
  'computer.puzzleHintLine': '**{n}.** {color} `{move}`',
  'computer.puzzleHintNone':
    '🧩 **Nessuna soluzione prosegue da qui**: comunque si posino i pezzi rimasti, il rettangolo non si può riempire. Ritira dei pezzi con `/ritira`.',
  'computer.puzzleHintUnknown':
    '🧩 Non ho trovato una soluzione da qui nel tempo che avevo, il che non prova che non ce ne sia una. Posa ancora un pezzo o due e richiedi.',
  'computer.hintFooter':
    'Lo vedi solo tu. Guarda o gioca una mossa con i pulsanti; suggerimenti usati in questa partita: {count}.',
  'computer.hintPreview': 'Suggerimento {n} di {count}, sul tabellone com’è ora',
  'computer.buttonPreview': 'Anteprima {n}',
  'computer.buttonPlay': 'Gioca {n}',
  'computer.hintsUsed': '💡 Suggerimenti usati: {list}.',
  'computer.hintsUsedItem': '{name} {count}',
  'error.hints-off':
    'I suggerimenti sono disattivati nella partita #{id}: l’host li ha spenti quando l’ha aperta.',
  'error.no-computer-seat': 'La partita #{id} non ha giocatori computer da togliere.',
  'error.computer-busy': 'Il computer è occupato con altre ricerche: riprova tra qualche secondo.',
  'error.puzzle-stuck':
    'Nessun colore può posare un altro pezzo: {placed} su {pieces} sono posati. Ritira dei pezzi con `/ritira`, oppure chiudi il rompicapo con `/abbandona`.',
  'error.computer-unsupported':
    'Il computer non gioca ancora a {variant}: giocatori computer e suggerimenti sono per i tabelloni quadrati.',
  'error.not-allowed.add-computer':
    'Solo il giocatore che ha aperto la partita può aggiungere o togliere giocatori computer.',
};
