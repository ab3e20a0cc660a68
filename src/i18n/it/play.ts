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
  'button.confirm': 'Conferma',
  'button.rotate': 'Ruota ↻',
  'button.flip': 'Capovolgi ⇋',
  'button.cancel': 'Annulla',
  'button.chooseAgain': 'Scegli di nuovo',
  'button.resign': 'Abbandona {color}',
  'button.keepPlaying': 'Continua a giocare',
};
