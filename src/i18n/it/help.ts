import type { help as en } from '../en/help.ts';
import type { Area } from '../keys.ts';

export const help: Area<typeof en> = {
  'help.title': 'Come si gioca a Blokus qui',
  'help.rulesTitle': 'Le regole',
  'help.placingTitle': 'Piazzare un pezzo',
  'help.commandsTitle': 'Comandi',
  'help.rules':
    'Ogni colore piazza i suoi 21 pezzi, uno alla volta. Il **primo pezzo** deve coprire la sua casella di partenza (un angolo del tabellone; in Duo e Junior, e10 o j5).\nPoi ogni nuovo pezzo deve toccare un pezzo **dello stesso colore solo con un angolo**, e **mai lungo un lato**. Toccare i pezzi degli altri colori è permesso.\nUn colore che non può più piazzare nessun pezzo passa fino alla fine della partita; ci pensa il bot. Quando nessuno può più muovere, la partita finisce.\n**Punteggio**: −1 per ogni casella rimasta; +15 se hai piazzato tutti i pezzi, +20 se l’ultimo era il quadratino (P1).',
  'help.notation':
    '`/posa P5-L e5` — il pezzo, poi la casella dove va il suo **perno** (il punto nella tabella).\n`/posa P5-L e5 rot90 flip` — `flip` (o `specchio`) prima lo capovolge sinistra↔destra, poi `rot90`/`rot180`/`rot270` lo ruotano in senso orario (vanno bene anche `r90` o `90`).\n`/posa e5,f5,g5,g6,g7` — oppure scrivi le caselle che copre; il bot riconosce il pezzo.\nLe colonne sono lettere da sinistra (a…t), le righe numeri dal basso (1…20): **a1** è l’angolo in basso a sinistra.\nNomi: `P5-L` o `L5`, `P4-O` o `O`, `P` da solo è il pentamino P, `1` e `2` i pezzi piccoli. Il completamento automatico di `mossa` propone solo mosse valide.',
  'help.commands':
    '`/blokus nuova` apri una partita · `/blokus entra` · `/blokus inizia` · `/blokus esci` · `/blokus annulla`\n`/posa` gioca (con `anteprima:True` la vedi prima in privato, con Ruota/Capovolgi) · `/abbandona` abbandona il colore con cui devi muovere\n`/tabellone` il tabellone · `/pezzi` i tuoi pezzi · `/ritira` ritira l’ultima mossa\n`/blokus sostituisci` cedi un posto a qualcuno di nuovo (il tuo se devi andare; organizzatore o moderatore: quello di chi è sparito) · `/blokus rimuovi` togli un giocatore sparito\n`/blokus partite` dove tocca a te · `/blokus classifica` · `/blokus impostazioni` promemoria (canale o messaggio diretto), ore di silenzio, immagini per daltonici',
  'help.chartAlt':
    'I 21 pezzi di Blokus con il loro nome (da P1 a P5-Z), ognuno disegnato con le sue caselle; un punto segna il perno, che va sulla casella che indichi.',
  'help.topic.trigon': 'Blokus Trigon',
  'help.topic.puzzle': 'Il rompicapo dei tetramini e le figure',
  'help.trigon.title': 'Come si gioca a Blokus Trigon qui',
  'help.trigon.rules':
    'Il tabellone è un esagono di triangoli; ogni colore ha 22 pezzi da 1 a 6 triangoli. Ci sono **sei punti di partenza**, comuni a tutti: il **primo pezzo** di un colore deve coprirne uno ancora libero (il messaggio del turno li elenca). Poi, come in Blokus, ogni nuovo pezzo deve toccare un pezzo **dello stesso colore per un angolo** e **mai lungo un lato**; gli altri colori puoi toccarli liberamente.\nVarianti: `trigon` a 4, `trigon-2` (due colori a testa), `trigon-3` sul tabellone piccolo, `trigon-teams`, `trigon-solo`.\n**Punteggio**: −1 per ogni triangolo rimasto; +15 se posi tutti i 22 pezzi, +20 se l’ultimo era il triangolo singolo `1`.',
  'help.trigon.notation':
    '`/posa V s14 rot240` — il nome del pezzo (`I6 L6 V S P6 F W A6 G Y X O I5 L5 C5 P5 I4 C4 A4 I3 2 1`), la casella dove va il suo **perno**, poi una rotazione `rot60` … `rot300` (in senso orario) e `flip` (specchiato sinistra↔destra prima).\nOgni triangolo punta in su ▲ o in giù ▼. Una rotazione di 60°, 180° o 300° li scambia: la casella del perno deve puntare nel verso che la rotazione chiede; altrimenti il bot te lo dice.\n`/posa r12,r13,s13,r14,s14,r15` — oppure elenca i triangoli che copre.\nLe colonne sono lettere da sinistra (a … z, poi aa … ai), le righe numeri dal basso. `/tabellone zoom:r12` mostra i triangoli intorno a una casella con i loro nomi. Il completamento di `mossa` propone solo piazzamenti legali.',
  'help.puzzle.title': 'Il rompicapo dei tetramini e le figure',
  'help.puzzle.rules':
    'Da solo, posa i 20 pezzi di quattro quadrati (i cinque tetramini di ciascuno dei quattro colori) nel **rettangolo 8 × 10**. Vale la regola di Blokus: i pezzi dello stesso colore si toccano solo **per gli angoli, mai lungo un lato**, e ogni nuovo pezzo tocca il suo colore per un angolo (il primo pezzo di un colore va dove vuoi). Scegli tu il colore a ogni mossa. È risolto quando tutti i 20 sono dentro: il bot te lo dice, con il tempo impiegato.\nInizialo con `/blokus nuova variante:puzzle-tetrominoes`. Qui `/ritira` è sempre permesso. Bloccato (nessun colore può posare un altro pezzo)? Il rompicapo aspetta: ritira dei pezzi, o chiudilo con `/abbandona`.\n**Figure**: riempi un cuore, una croce, una scala, una casa o una freccia (`variant:figure-heart` …) con i pezzi dati a ogni colore, con la stessa regola; le caselle fuori dalla figura non fanno parte del tabellone.',
  'help.puzzle.notation':
    '`/posa rosso P4-T c3` — il colore, poi il pezzo e il suo perno come in Blokus (`rot90`, `flip` …).\n`/posa a1,b1,a2,b2 verde` — oppure le caselle che copre, con il colore prima o dopo. Senza colore gioca il colore indicato come prossimo.',
  'picture.used': 'usato',
  'picture.piecesLeftSubtitle':
    '{count, plural, one {# pezzo rimasto} other {# pezzi rimasti}}, {squares} caselle · punto bianco: il perno',
  'picture.sameShape': 'stessa forma di {transform}',
  'picture.orientationsTitle': '{piece} · i suoi 8 orientamenti',
  'picture.orientationsSubtitle':
    'Punto bianco: il perno. «{piece} e5 rot90 flip» mette il perno su e5, ruotato come mostrato',
  'picture.chartTitle': 'I 21 pezzi',
  'picture.chartTitleJunior': 'I 12 pezzi del Junior, due per tipo',
  'picture.chartSubtitle':
    'Punto bianco: il perno, che va sulla casella che indichi (P5-L e5 lo mette su e5)',
  'picture.chartTitleTrigon': 'I 22 pezzi del Trigon',
  'picture.chartSubtitleTrigon':
    'Punto bianco: il perno, che va sul triangolo che indichi (perno ▲ su ▲, ▼ su ▼)',
  'picture.pivotUp': 'perno ▲',
  'picture.pivotDown': 'perno ▼',
  'picture.piecesLeftSubtitleTrigon':
    '{count, plural, one {# pezzo rimasto} other {# pezzi rimasti}}, {squares} triangoli · punto bianco: il perno',
  'picture.orientationsTitleTrigon': '{piece} · le sue 12 posizioni',
  'picture.orientationsSubtitleTrigon':
    'Punto bianco: il perno. «{piece} r15 rot60 flip» mette il perno su r15, ruotato come mostrato',
  'picture.zoomTitle': 'Intorno a {cell}',
  'picture.zoomSubtitle': 'I triangoli vuoti portano il loro nome',
};
