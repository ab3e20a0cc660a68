import type { sgf as en } from '../en/sgf.ts';
import type { Area } from '../keys.ts';

export const sgf: Area<typeof en> = {
  'sgf.token': '«{token}»',
  'sgf.too-long':
    'Il file della partita è troppo lungo ({length, number} caratteri, al massimo {max, number}).',
  'sgf.syntax':
    'Il file della partita non è SGF valido al carattere {offset, number}: qui mi aspettavo {tokens}{purpose, select, record { per iniziare il file} node { (un nodo)} value { (un valore di {property})} close { per chiudere il valore aperto al carattere {open}} other {}}, {found, select, end {ma il file finisce} space {ma trovo uno spazio} other {ma trovo «{found}»}}.',
  'sgf.not-blokus':
    '{game, select, none {Il file non ha la proprietà GM, quindi non è una partita di Blokus.} other {GM[{game}] non è un gioco che so giocare.}} Giochi supportati: {valid}.',
  'sgf.unknown-variant': 'Variante sconosciuta «{value}». Varianti conosciute: {valid}.',
  'sgf.variant-mismatch':
    'Il file è GM[{game}] ma indica la variante {variant}{expected, select, none {} other {, che si gioca in GM[{expected}]}}.',
  'sgf.bad-option':
    '{property}[{value}] non è valido qui (il contatto rapido si scrive XBF[1], solo per le varianti sul tabellone classico).',
  'sgf.unsupported': 'Il file usa {property} (una posizione iniziale preparata), che non so leggere.',
  'sgf.wrong-property': 'Mossa {move}: {property} non è un colore di questa partita; usa {valid}.',
  'sgf.two-moves': 'Mossa {move}: uno stesso nodo contiene più mosse ({properties}).',
  'sgf.bad-move': 'Mossa {move}: {problem}',
  'sgf.illegal': 'Mossa {move} ({color}): {problem}',
};
