import type { play as en } from '../en/play.ts';
import type { Area } from '../keys.ts';

export const play: Area<typeof en> = {
  'play.done': 'Hai giocato {move}.',
  'play.doneOther': 'Fatto.',
  'play.preview': 'Anteprima: **{move}**{legal, select, yes { — mossa valida.} other { — non valida qui.}}',
  'play.confirmHint': 'Premi **Conferma** per giocarla, oppure prima ruota, capovolgi o sposta il pezzo.',
  'play.otherPiece': 'Scegli un altro pezzo: `/pezzi` mostra quelli che ti restano.',
  'play.nothingNow': 'Niente da piazzare ora: `/tabellone` mostra la partita.',
  'play.adjust': 'Ruota, capovolgi o sposta il pezzo con le frecce, o prova un’altra casella.',
  'play.nearby': 'Mosse valide di questo pezzo lì vicino (toccane una qui sotto per vederla): {list}',
  'play.notPlayed': '❌ Non giocata: quella mossa viola una regola.',
  'play.fitsNowhere':
    '❌ **{piece}** non ci sta più da nessuna parte. `/posa` mostra, mentre scrivi, i pezzi che ci stanno ancora.',
  'play.fitsIn':
    '**{piece}** si può piazzare in {count, plural, one {# posizione} other {# posizioni}}: scegline una per l’anteprima{more, select, yes { (le prime 25: aggiungi una casella dopo il pezzo per restringere)} other {}}.',
  'play.pickPlaceholder': 'Scegli una posizione da vedere in anteprima',
  'play.covers': 'copre {cells}',
  'play.closed': 'Anteprima chiusa.',
  'play.boardChanged': 'Il tabellone è cambiato da questa anteprima; eccola sul tabellone attuale.',
  'play.legalCaption': 'mossa valida',
  'play.illegalCaption': 'mossa non valida',
  'choice.pieceCount': '{count, plural, one {# posizione} other {# posizioni}}: poi scrivi una casella',
  'choice.more': '… altre {count}: scrivi una casella per restringere',
  'choice.noGame': 'Nessuna partita in corso qui. Iniziane una con /blokus nuova.',
  'choice.notRunning': 'Questa partita {status, select, lobby {non è ancora iniziata} other {è finita}}.',
  'choice.notYourTurn': 'Non è il tuo turno: {name} gioca {color}.',
  'choice.notPlaying': 'Non stai giocando in questa partita.',
  'choice.noneFits': 'Non ci sta più nessun pezzo: usa /abbandona.',
  'choice.noPrefix': 'Nessun pezzo che ci sta comincia con «{text}». Cancella per vederli tutti.',
  'choice.noMatch': 'Nessuna mossa valida corrisponde a «{text}». Cancella per vedere i pezzi che ci stanno.',
  'error.oldMenu': 'Questo menu non è più in uso.',
  'error.oldButton': 'Questo pulsante non è più in uso.',
  'announce.hostCannotPost':
    '⚠️ La tua partita di Blokus #{id} in {place} è salvata, ma non posso pubblicarne gli aggiornamenti: {gone, select, yes {il suo canale non esiste più} other {lì ho bisogno di {need}}}. Un moderatore può sistemarlo; tutto ciò che è in attesa sarà pubblicato allora, in ordine.',
  'button.confirm': 'Conferma',
  'button.rotate': 'Ruota ↻',
  'button.flip': 'Capovolgi ⇋',
  'button.cancel': 'Annulla',
  'button.chooseAgain': 'Scegli di nuovo',
  'button.resign': 'Abbandona {color}',
  'button.keepPlaying': 'Continua a giocare',
};
