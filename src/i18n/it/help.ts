import type { help as en } from '../en/help.ts';
import type { Area } from '../keys.ts';

export const help: Area<typeof en> = {
  'help.title': 'Come si gioca a {variant} qui',
  'help.titleGeneral': 'Come si gioca a Blokus qui',
  'help.lead':
    'Premi **{play}** sotto il messaggio del turno per posare un pezzo a tocchi: un angolo, un pezzo, una posizione, poi **{confirm}**. Non sai che fare? </hint> ti mostra le posizioni migliori secondo il computer.{computer, select, yes { Nessuno con cui giocare? Apri una partita con </blokus new> e il computer come avversario (livelli da {min} a {max}), o aggiungi giocatori computer dalla sala d’attesa.} other {}}',
  'help.gameTitle': 'Il gioco',
  'help.who':
    '{seats, plural, one {Un solo giocatore gioca {colors, plural, one {un colore} other {tutti i # colori}}} other {# giocatori, {each, plural, one {un colore ciascuno} other {# colori ciascuno}}}}{shared, select, yes {; un colore in più è giocato a turno da tutti e non conta per nessuno} other {}}{teams, select, yes {; i compagni sommano i punteggi ({pairs})} other {}}.',
  'help.pieces':
    'Ogni colore ha **{count} pezzi**{copies, plural, one {} other { ({shapes} forme, # per forma)}}, {same, select, yes {di {max} {cell, select, triangle {triangoli} other {caselle}} ciascuno} other {da {min} a {max} {cell, select, triangle {triangoli} other {caselle}}}}.',
  'help.figure': 'Il tabellone è la figura: le sue {count} caselle, e nessuna casella fuori.',
  'help.startOwn': 'Il **primo pezzo** di un colore copre la sua casella di partenza: {starts}.',
  'help.startShared':
    'Il **primo pezzo** di un colore copre uno dei {count} punti di partenza comuni a tutti ancora libero: {starts}.',
  'help.startAnywhere': 'Il **primo pezzo** di un colore va dove vuoi.',
  'help.fastContact':
    'Con `contatto-rapido:True` le caselle di partenza sono più vicine al centro: {starts}.',
  'help.rulesTitle': 'Le regole',
  'help.corner':
    'Poi ogni nuovo pezzo deve toccare un pezzo **dello stesso colore angolo contro angolo**, e **mai lungo un lato**. Toccare gli altri colori va benissimo.',
  'help.end':
    'Un colore che non può più posare pezzi passa fino alla fine della partita; ci pensa il bot. Quando nessuno può più muovere, la partita finisce.',
  'help.endPuzzle':
    'Scegli il colore a ogni mossa, e </undo> è sempre permesso. È risolto quando tutti i {count} pezzi sono posati. Bloccato? Ritira dei pezzi, o chiudi con </resign>.',
  'help.score':
    '**Punteggio**: −1 per {cell, select, triangle {triangolo rimasto} other {casella rimasta}}{bonuses, select, yes {; +15 se posi tutti i pezzi, +20 se l’ultimo era {cell, select, triangle {il triangolo singolo} other {il quadratino}} `{single}`} other {, senza bonus}}.',
  'help.placingTitle': 'Posare un pezzo',
  'help.notationSquare':
    '</place> `P5-L e5` — il pezzo, poi la casella dove va il suo **perno** (il punto nella tabella).\n</place> `P5-L e5 rot90 flip` — `flip` (o `specchio`) prima lo capovolge sinistra↔destra, poi `rot90`/`rot180`/`rot270` lo ruotano in senso orario (vanno bene anche `r90` o `90`).\n</place> `e5,f5,g5,g6,g7` — oppure scrivi le caselle che copre; il bot riconosce il pezzo.\nNomi: `P5-L` o `L5`, `P4-O` o `O`, `P` da solo è il pentamino P, `1` e `2` i pezzi piccoli. Il completamento di `mossa` mostra solo le posizioni valide.',
  'help.notationTrigon':
    '</place> `V s14 rot240` — il nome del pezzo (`{names}`), la cella dove va il suo **perno**, poi una rotazione `rot60` … `rot300` (in senso orario) e `flip` (specchiato prima sinistra↔destra).\nOgni triangolo punta in su ▲ o in giù ▼. Una rotazione di 60°, 180° o 300° li scambia, quindi la cella del perno deve puntare come chiede la rotazione; se non è così, il bot te lo dice.\n</place> `r12,r13,s13,r14,s14,r15` — oppure elenca i triangoli che copre. </board> `zoom:r12` mostra i triangoli intorno a una cella con i loro nomi. Il completamento di `mossa` mostra solo le posizioni valide.',
  'help.notationColor':
    '</place> `rosso P4-T c3` — il colore, poi il pezzo e la casella del suo **perno** (`rot90`, `flip` … lo ruotano).\n</place> `a1,b1,a2,b2 verde` — oppure le caselle che copre, con il colore prima o dopo. Senza colore si gioca il colore indicato come prossimo.',
  'help.range':
    'Le colonne sono lettere da sinistra (a…{lastColumn}), le righe numeri dal basso (1…{rows}){cell, select, triangle {} other {: **a1** è l’angolo in basso a sinistra}}.',
  'help.commandsTitle': 'Comandi',
  'help.commands':
    '</blokus new> apri una partita · </blokus join> · </blokus start> · </blokus leave> · </blokus cancel>\n</place> gioca (con `anteprima:True` la vedi prima in privato, con Ruota/Capovolgi) · </hint> il consiglio del computer · </resign> abbandona il colore con cui devi muovere\n</board> il tabellone · </pieces> i tuoi pezzi · </undo> ritira l’ultima mossa\n</blokus replace> cedi un posto a qualcun altro (il tuo se devi andare; l’host o un moderatore: quello di un giocatore sparito) · </blokus remove> togli un giocatore sparito\n</blokus games> dove tocca a te · </blokus leaderboard> · </blokus settings> promemoria (canale o messaggio privato), ore di silenzio, immagini per daltonici',
  'help.moreTitle': 'Gli altri giochi qui',
  'help.more':
    '{variants}. </blokus help> con `variante` spiega ciascuno; </blokus new> con `variante` lo apre.',
  'help.chartAlt':
    'I {count} pezzi con il loro nome (da {first} a {last}), ognuno disegnato con {cell, select, triangle {i suoi triangoli} other {le sue caselle}}; un punto segna il perno, che va sulla casella che indichi.',
  'picture.used': 'usato',
  'picture.piecesLeftSubtitle':
    '{count, plural, one {# pezzo rimasto} other {# pezzi rimasti}}, {squares} caselle · punto bianco: il perno',
  'picture.sameShape': 'stessa forma di {transform}',
  'picture.orientationsTitle': '{piece} · i suoi 8 orientamenti',
  'picture.orientationsSubtitle':
    'Punto bianco: il perno. «{piece} e5 rot90 flip» mette il perno su e5, ruotato come mostrato',
  'picture.chartTitle': 'I {count} pezzi',
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
