import type { CommandWords } from '../command-words.ts';

/** The slash commands in Italian (names lower case, as Discord requires). */
export const commands: CommandWords = {
  blokus: { name: 'blokus', description: 'Gioca a Blokus in questo canale' },
  'blokus new': { name: 'nuova', description: 'Apri una nuova partita qui; prendi il primo posto' },
  'blokus new variant': {
    name: 'variante',
    description: 'Quale gioco (predefinito: Classico a 4, o in base a quanti giocatori sfidi)',
  },
  'blokus new fast-contact': {
    name: 'contatto-rapido',
    description: 'Caselle di partenza a 5 caselle dagli angoli (solo tabellone classico)',
  },
  'blokus new reminder-hours': {
    name: 'ore-promemoria',
    description:
      'Ricorda al giocatore di muovere dopo tante ore di attesa (0 = mai, predefinito {reminderHours})',
  },
  'blokus new thread': { name: 'thread', description: 'Dai alla partita un thread tutto suo' },
  'blokus new invite': {
    name: 'sfida',
    description: 'Sfida un giocatore: viene menzionato e gli si riserva un posto',
  },
  'blokus new invite-2': { name: 'sfida-2', description: 'Sfida un secondo giocatore' },
  'blokus new invite-3': { name: 'sfida-3', description: 'Sfida un terzo giocatore' },
  'blokus new auto-start': {
    name: 'avvio-automatico',
    description: 'Parte da sola quando l’ultimo posto è preso (predefinito: premi tu Inizia)',
  },
  'blokus new deadline-hours': {
    name: 'ore-limite',
    description: 'Un tempo limite per turno, in ore (predefinito: nessuno)',
  },
  'blokus new deadline-action': {
    name: 'azione-limite',
    description: 'Allo scadere: un ultimo promemoria (predefinito), o il colore in ritardo si ritira',
  },
  'blokus new deadline-action=remind': { name: 'un ultimo promemoria' },
  'blokus new deadline-action=pass': { name: 'il colore in ritardo si ritira' },
  'blokus new undo': {
    name: 'ritiro',
    description: 'Chi può ritirare una mossa (predefinito: se gli altri sono d’accordo)',
  },
  'blokus new undo=agree': { name: 'se gli altri sono d’accordo' },
  'blokus new undo=mover': { name: 'chi ha mosso, prima della mossa successiva' },
  'blokus new undo=off': { name: 'mai' },
  'blokus new opponent': {
    name: 'avversario',
    description: 'Gioca contro il computer: prende tutti gli altri posti e la partita inizia subito',
  },
  'blokus new opponent=computer': { name: 'il computer' },
  'blokus new level': {
    name: 'livello',
    description:
      'Il livello del computer, da {levelMin} (principiante) a {levelMax} (predefinito {levelDefault})',
  },
  'blokus new hints': {
    name: 'suggerimenti',
    description: 'Permetti ai giocatori di chiedere suggerimenti con /hint (predefinito sì)',
  },
  hint: {
    name: 'suggerimento',
    description: 'In privato: le mosse migliori secondo il computer, da vedere o giocare',
  },
  'blokus join': { name: 'entra', description: 'Prendi un posto nella partita qui' },
  'blokus join colour': {
    name: 'colore',
    description: 'Il colore che vorresti (nei posti a due colori, uno dei due sceglie il posto)',
  },
  'blokus leave': {
    name: 'esci',
    description: 'Lascia la partita qui (una partita in corso continua senza di te)',
  },
  'blokus start': {
    name: 'inizia',
    description: 'Inizia la partita qui (l’organizzatore, quando i posti sono pieni)',
  },
  'blokus cancel': {
    name: 'annulla',
    description: 'Annulla la partita qui (l’organizzatore o un moderatore)',
  },
  'blokus remove': {
    name: 'rimuovi',
    description: 'Rimuovi dalla partita un giocatore sparito (l’organizzatore o un moderatore)',
  },
  'blokus remove player': { name: 'giocatore', description: 'Il giocatore da rimuovere' },
  'blokus replace': {
    name: 'sostituisci',
    description: 'Offri un posto a qualcuno di nuovo: quello di chi è sparito, o il tuo se devi andare',
  },
  'blokus replace player': {
    name: 'giocatore',
    description: 'Di chi è il posto ceduto (il tuo, o di chiunque per organizzatore o moderatore)',
  },
  'blokus help': { name: 'aiuto', description: 'Come si gioca, la notazione delle mosse e i pezzi' },
  'blokus help variant': {
    name: 'variante',
    description: 'Quale gioco (predefinito: quello della partita in questo canale, o il classico)',
  },
  'blokus games': { name: 'partite', description: 'Le tue partite in questo server, e dove tocca a te' },
  'blokus leaderboard': { name: 'classifica', description: 'I migliori giocatori di questo server' },
  'blokus server': {
    name: 'server',
    description: 'Le impostazioni Blokus di questo server (amministratori: Gestisci server)',
  },
  'blokus server colour-blind': {
    name: 'daltonici',
    description: 'Segni per daltonici sulle immagini di ogni partita qui, per tutti',
  },
  'blokus server language': {
    name: 'lingua',
    description: 'La lingua dei messaggi pubblici del bot in questo server',
  },
  'blokus server language=en': { name: 'English' },
  'blokus server language=fr': { name: 'Français' },
  'blokus server language=it': { name: 'Italiano' },
  'blokus server language=discord': { name: 'quella del server Discord' },
  'blokus settings': {
    name: 'impostazioni',
    description: 'I tuoi promemoria (canale o messaggio diretto, ore di silenzio) e immagini per daltonici',
  },
  'blokus settings reminders': { name: 'promemoria', description: 'Dove ti arrivano i promemoria' },
  'blokus settings reminders=channel': { name: 'nel canale della partita' },
  'blokus settings reminders=dm': { name: 'per messaggio diretto' },
  'blokus settings quiet-hours': {
    name: 'ore-silenzio',
    description: 'Niente promemoria in queste ore, ad es. 22-07, oppure off',
  },
  'blokus settings utc-offset': {
    name: 'fuso-utc',
    description: 'Il tuo fuso orario per le ore di silenzio, in ore da UTC (ad es. 1 o -5)',
  },
  'blokus settings colour-blind': {
    name: 'daltonici',
    description: 'Immagini con una forma su ogni colore, non solo il colore',
  },
  place: { name: 'posa', description: 'Posa un pezzo: P5-L e5 rot90 flip, o le caselle che copre' },
  'place move': {
    name: 'mossa',
    description: 'Pezzo, casella del perno, orientamento (P5-L e5 rot90 flip) o caselle (e5,f5,g5,g6,g7)',
  },
  'place preview': {
    name: 'anteprima',
    description: 'Vedila prima in privato, ruotala o capovolgila, poi conferma',
  },
  resign: {
    name: 'abbandona',
    description: 'Abbandona il colore con cui devi muovere: non piazza più pezzi in questa partita',
  },
  board: { name: 'tabellone', description: 'Mostra il tabellone della partita qui' },
  'board private': { name: 'privato', description: 'Lo vedi solo tu' },
  'board numbers': { name: 'numeri', description: 'Numera i pezzi nell’ordine in cui sono stati piazzati' },
  'board corners': { name: 'angoli', description: 'Segna dove il colore di turno può attaccarsi' },
  'board moves': {
    name: 'mosse',
    description: 'Le mosse finora in testo, {movesPerPage} per pagina: quale pagina (1 = le prime mosse)',
  },
  'board record': {
    name: 'file',
    description: 'Allega il file della partita finora (.blksgf, si apre in Pentobi)',
  },
  'board zoom': {
    name: 'zoom',
    description: 'Una casella (es. r12): il tabellone intorno, in grande, con il nome di ogni casella vuota',
  },
  'board replay': { name: 'replay', description: 'Allega un replay animato della partita finora' },
  pieces: {
    name: 'pezzi',
    description: 'In privato: i tuoi pezzi rimasti, e come un pezzo ruota e si capovolge',
  },
  'pieces piece': { name: 'pezzo', description: 'Mostra questo pezzo in ogni rot/flip, ad es. P5-L' },
  undo: { name: 'ritira', description: 'Chiedi di ritirare l’ultima mossa' },
  'Challenge to Blokus': { name: 'Sfida a Blokus' },
};
