import type { activity as en } from '../en/activity.ts';
import type { Area } from '../keys.ts';

export const activity: Area<typeof en> = {
  'activity.noGame':
    'Ancora nessuna partita in questo canale: avviane una dalla chat, poi riapri il tabellone.',
  'activity.lobby': 'La partita {id} aspetta i suoi giocatori.',
  'activity.yourTurn': 'Tocca a te: {color}.',
  'activity.theirTurn': 'Tocca a {name}: {color}.',
  'activity.over': 'La partita {id} è finita.',
  'activity.pickPiece': 'Tocca un pezzo, poi una casella illuminata.',
  'activity.pickCell': 'Tocca una casella illuminata per metterci il pezzo.',
  'activity.ready': 'Posalo, o tocca un’altra casella.',
  'activity.place': 'Posa',
  'activity.turn': 'Ruota',
  'activity.flip': 'Capovolgi',
  'activity.wholeBoard': 'Tutto il tabellone',
  'activity.sending': 'Sto posando…',
  'activity.reconnecting': 'Connessione persa: riprovo…',
  'activity.tooFast': 'Troppo veloce: riprova tra {seconds, plural, one {# secondo} other {# secondi}}.',
  'activity.signInLater':
    'Non è stato possibile confermare chi sei per ora: riprovo tra {seconds, plural, one {# secondo} other {# secondi}}.',
  'activity.signInFailed': 'Questa pagina non ha potuto sapere chi sei. Riaprila dal canale.',
  'activity.board': 'Plancia della partita {id}',
  'activity.tray': 'I tuoi pezzi',
  'activity.left':
    '{pieces, plural, one {# pezzo} other {# pezzi}} e {squares, plural, one {# casella} other {# caselle}} rimasti',
  'activity.final': 'Punteggio finale',
  'activity.scoreLine': '{rank}. {name}: {score}',
  'activity.teamLine': 'Squadra {names}: {score} (posizione {rank})',
  'activity.placedLine':
    '{name}: {placed} caselle posate su {total}{bonus, plural, =0 {} other {, e un bonus di +#}}: {score} punti',
  'activity.puzzleSolved': 'Risolto: tutti i {pieces} pezzi sono sul tabellone.',
  'activity.puzzleUnsolved': '{placed} pezzi su {pieces} sono sul tabellone.',
  'activity.replayBack': 'Mossa precedente',
  'activity.replayNext': 'Mossa successiva',
  'activity.replayAt': 'Mossa {n} di {total}',
  'activity.shared': 'a turno',
  'activity.empty': 'vuota',
  'activity.lit': 'il pezzo sta qui',
  'activity.held': 'il tuo pezzo',
  'activity.out': '{reason, select, blocked {non ci sta più nulla} other {ritirato}}',
};
