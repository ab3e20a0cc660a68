import type { announce as en } from '../en/announce.ts';
import type { Area } from '../keys.ts';

export const announce: Area<typeof en> = {
  'announce.lobbyFull':
    '✅ La partita #{id} è al completo: {host}, premi **Inizia** nella sala d’attesa (o </blokus start>) quando sono tutti pronti.',
  'announce.removed': '🚪 {name} è stato rimosso dalla partita da {by}.',
  'announce.removedByModerator': '🚪 {name} è stato rimosso dalla partita da un moderatore.',
  'announce.expired':
    '⌛ La partita #{id} è scaduta: nessuno l’ha iniziata entro {days} giorni, quindi il canale è di nuovo libero. </blokus new> apre una nuova partita.',
  'announce.seatOfferSelf':
    '🔁 {holder} deve andare e offre il suo posto ({colors}) a un nuovo giocatore. Chiunque non giochi questa partita può prenderlo e continuare da qui.',
  'announce.seatOfferBy':
    '🔁 {name} offre il posto di {holder} ({colors}) a un nuovo giocatore. Chiunque non giochi questa partita può prenderlo e continuare da qui.',
  'announce.undoRequest': '↩️ {asker} chiede di ritirare **{move}**. {waiting}: accettate o rifiutate?',
  'announce.undoDeclined':
    '✋ {asker} ha chiesto di ritirare **{move}**; {name} ha rifiutato, quindi la mossa resta.',
  'announce.undoAccepted':
    '↩️ {asker} ha chiesto di ritirare **{move}**; {names} hanno accettato, quindi è ritirata.',
  'announce.undoLapsed':
    '↩️ {asker} ha chiesto di ritirare **{move}**; nel frattempo è stata giocata una mossa, quindi la richiesta è decaduta.',
  'announce.reminderFor':
    '⏰ {mention}, è il tuo turno con {color} da {duration}.{late, select, yes { Il tempo limite del turno è scaduto.} other {}} Usa </place>; </board> mostra il tabellone.',
  'announce.reminderSince':
    '⏰ {mention}, il tuo turno con {color} è iniziato {time}.{late, select, yes { Il tempo limite del turno è scaduto.} other {}} Usa </place>; </board> mostra il tabellone.',
  'announce.reminderDmFor':
    '⏰ È il tuo turno con {color} da {duration} nella partita di Blokus in {channel}.{late, select, yes { Il tempo limite del turno è scaduto.} other {}} Usa </place> lì.',
  'announce.reminderDmSince':
    '⏰ Il tuo turno con {color} è iniziato {time} nella partita di Blokus in {channel}.{late, select, yes { Il tempo limite del turno è scaduto.} other {}} Usa </place> lì.',
  'seat.onOfferYours': '✅ Il tuo posto è offerto a un nuovo giocatore.',
  'seat.onOffer': '✅ Il posto di {name} è offerto a un nuovo giocatore.',
  'seat.youPlay': '✅ Ora giochi {colors}. Ti menzionerò quando tocca a te; </board> mostra la partita.',
  'seat.withdrawn': '🔁 {by} ha ritirato l’offerta: {holder} tiene il suo posto.',
  'button.accept': 'Accetta',
  'button.decline': 'Rifiuta',
  'button.takeSeat': 'Prendi il posto',
  'button.withdraw': 'Ritira l’offerta',
};
