import type { lobby as en } from '../en/lobby.ts';
import type { Area } from '../keys.ts';

export const lobby: Area<typeof en> = {
  'lobby.undo.off': 'le mosse non si possono ritirare',
  'lobby.undo.mover': 'chi ha mosso può ritirare la mossa fino alla successiva',
  'lobby.undo.agree': 'una mossa si può ritirare se gli altri giocatori sono d’accordo',
  'lobby.undo.solo': 'ritiri i tuoi pezzi quando vuoi',
  'lobby.challenge':
    '{count, plural, one {⚔️ {who}: {host} ti sfida a Blokus ({title})! Premi **Entra** per prendere il tuo posto.} other {⚔️ {who}: {host} vi sfida a Blokus ({title})! Premete **Entra** per prendere i vostri posti.}}',
  'lobby.rematch':
    '{count, plural, one {🔁 {who}: una rivincita ({title}), e il tuo posto ti aspetta. Premi **Esci** se non puoi giocare.} other {🔁 {who}: una rivincita ({title}), e i vostri posti vi aspettano. Premete **Esci** se non potete giocare.}}',
  'lobby.seat':
    '{n}. {name}{host, select, yes { (organizzatore)} other {}}{wish, select, none {} other { — vuole {wish}}}',
  'lobby.held': '{n}. *riservato a* {mention} *fino a* {time}',
  'lobby.open': '{n}. *posto libero*',
  'lobby.board':
    '**Tabellone** {shape, select, hexagon {esagono di {width}} other {{width} × {height}}}, colori {colors}',
  'lobby.fast': '**Contatto rapido**: caselle di partenza a 5 caselle dagli angoli',
  'lobby.autoStart': '**Parte da sola** quando l’ultimo posto è preso',
  'lobby.colorBlind': '**Segni per daltonici** sulle immagini (ogni colore ha la sua forma)',
  'lobby.reminders': '**Promemoria** ogni {hours} h di attesa',
  'lobby.remindersOff': '**Promemoria** disattivati',
  'lobby.deadline':
    '**Tempo limite** di {hours} h per turno, poi {action, select, pass {il colore in ritardo si ritira} other {un ultimo promemoria}}',
  'lobby.undo': '**Ritirare una mossa**: {rule}',
  'lobby.ready': 'Tutto pronto: {host} può premere **Inizia**.',
  'lobby.waiting':
    '{count, plural, one {Manca # giocatore: premi **Entra**.} other {Mancano # giocatori: premi **Entra**.}}',
  'lobby.started': 'La partita è iniziata.',
  'lobby.over': 'La partita è finita.',
  'lobby.cancelled': 'Questa partita è stata annullata.',
  'lobby.threadName': 'Blokus · {variant} · {name}',
  'lobby.threadReason': 'Una partita di Blokus',
  'lobby.title': 'Blokus · {variant} · {count, plural, one {# giocatore} other {# giocatori}}',
  'lobby.seats': 'Posti',
  'lobby.rules': 'Regole',
  'lobby.footer': 'Partita #{id}',
  'server.colorBlind':
    '⚙️ Segni per daltonici sulle immagini di ogni partita di questo server: **{on, select, yes {attivi} other {disattivati}}**. (Ogni giocatore può attivarli anche per sé con </blokus settings>, e per una partita con il pulsante della sala d’attesa.)',
  'server.language':
    '🌐 I messaggi pubblici di questo server (turni, sale d’attesa, risultati) sono in **{language}**{chosen, select, no { (la lingua Discord del server)} other {}}. Le risposte private usano la lingua Discord di ciascun giocatore.',
  'button.join': 'Entra',
  'button.leave': 'Esci',
  'button.start': 'Inizia',
  'button.endGame': 'Termina la partita',
  'button.cancelGame': 'Annulla partita',
  'button.colorBlind': 'Segni per daltonici: {on, select, yes {sì} other {no}}',
};
