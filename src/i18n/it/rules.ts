import type { rules as en } from '../en/rules.ts';
import type { Area } from '../keys.ts';

export const rules: Area<typeof en> = {
  'rule.game-over': 'La partita è finita: nessuno può più muovere.',
  'rule.not-turn': 'Tocca a {toMove}, non a {color}.',
  'rule.piece-used': '{color} ha già usato {piece}.',
  'rule.off-board':
    'Fuori dal tabellone in {cells}{edges, select, none {} left {, e oltre il bordo sinistro} bottom {, e oltre il bordo inferiore} other {, e oltre i bordi inferiore e sinistro}}.{range, select, none {} other { Il tabellone va da {range}.}}',
  'rule.off-board-edge':
    'Il pezzo esce {edges, select, left {dal bordo sinistro} bottom {dal bordo inferiore} other {dai bordi inferiore e sinistro}} del tabellone.{range, select, none {} other { Il tabellone va da {range}.}}',
  'rule.outside-figure': 'Fuori dalla figura in {cells}: si possono coprire solo le caselle della figura.',
  'rule.outside-figure-edge': 'Fuori dalla figura: si possono coprire solo le sue caselle.',
  'rule.not-a-piece': 'Le caselle {cells} non formano quel pezzo.',
  'rule.overlap': 'La casella {cell} è già occupata da {color}.',
  'rule.own-edge':
    'Il pezzo tocca un tuo pezzo lungo un lato in {cell} (con il tuo colore si possono toccare solo gli angoli).',
  'rule.missing-start': 'Il primo pezzo di {color} deve coprire la casella {cell}.',
  'rule.no-start-point': 'Il primo pezzo di {color} deve coprire un punto di partenza libero: {cells}.',
  'rule.first-piece': 'Il primo pezzo deve coprire la casella {cell}.',
  'rule.no-corner': 'Il pezzo deve toccare un pezzo {color} con un angolo.',
  'rule.already-out': '{color} è già fuori dalla partita.',
  'rule.forms':
    'Scrivi un pezzo, la sua casella e un orientamento (ad es. P5-L e5 rot90 flip), o le caselle che copre (ad es. e5,f5,g5,g6,g7).',
  'rule.bad-cell':
    '«{text}» non è una casella. Una casella è una lettera di colonna e un numero di riga ({range}).',
  'rule.cell-off-board': '{text} è fuori dal tabellone: le sue caselle vanno da {range}.',
  'rule.unknown-piece':
    'Pezzo sconosciuto: «{text}».{suggestion, select, none {} other { Intendevi {suggestion}?}} Pezzi validi: {valid}.',
  'rule.piece-not-in-set': '{piece} non è tra i pezzi {set}. Pezzi validi: {valid}.',
  'rule.unknown-orientation':
    '«{text}» non è un orientamento. Usa {valid} (rotazione in senso orario), e flip (o specchio) per capovolgere prima il pezzo.',
  'rule.conflicting-orientation': 'Indica al massimo una rotazione e un capovolgimento, non {words}.',
  'rule.empty': 'Niente da piazzare. {forms}',
  'rule.duplicate-cell': 'La casella {cell} compare due volte.',
  'rule.too-many-cells': '{count} caselle sono troppe: un pezzo ne copre al massimo {max}.',
  'rule.not-a-piece-cells': 'Le caselle {cells} non formano un pezzo di Blokus.',
  'rule.mixed-forms':
    '«{text}» non va in una lista di caselle. Scrivi solo le caselle (ad es. e5,f5,g5,g6,g7), o il pezzo senza virgole (ad es. P5-L e5 rot90).',
  'rule.too-long': 'È troppo lungo ({length} caratteri, al massimo {max}). {forms}',
  'rule.unknown-word': 'Non capisco «{text}». {forms}',
  'rule.missing-piece': 'Quale pezzo? Aggiungi il nome, ad es. P5-L {cell} rot90.',
  'rule.missing-square':
    'Dove va {piece}? Aggiungi la casella del perno, ad es. {piece} e5 rot90.{cell, select, none {} other { Per il monomino in {cell}, scrivi P1 {cell}.}}',
  'rule.two-squares':
    'Indica una sola casella per il perno del pezzo, non {cells}. Per elencare tutte le caselle del pezzo, separale con le virgole.',
  'rule.two-pieces': 'Indica un solo pezzo, non {pieces}.',
  'rule.cell-off-row': '{text} è fuori dal tabellone: la riga {row} va da {from} a {to}.',
  'rule.unknown-trigon-piece':
    'Pezzo Trigon sconosciuto: «{text}».{suggestion, select, none {} other { Intendevi {suggestion}?}} Pezzi validi: {valid}.',
  'rule.bad-turn':
    '«{text}» non è una rotazione Trigon: si ruota di multipli di 60° ({valid}, in senso orario), e flip ribalta prima il pezzo.',
  'rule.wrong-direction':
    'La casella {cell} è {cellKind}, ma il perno di {piece} è {pivotKind} con {same}; su una casella {cellKind} usa {keeps}.',
  'rule.cells-not-piece': 'Le caselle {cells} non formano {piece}.',
  'rule.record': 'Questo file di partita non si può leggere.',
};
