import type { sgf as en } from '../en/sgf.ts';
import type { Area } from '../keys.ts';

export const sgf: Area<typeof en> = {
  'sgf.token': '« {token} »',
  'sgf.too-long': 'Le fichier de partie est trop long ({length, number} caractères, {max, number} au plus).',
  'sgf.syntax':
    'Le fichier de partie n’est pas du SGF valide au caractère {offset, number} : j’attendais {tokens}{purpose, select, record { pour commencer le fichier} node { (un nœud)} value { (une valeur de {property})} close { pour fermer la valeur ouverte au caractère {open}} other {}} à cet endroit, {found, select, end {mais le fichier s’arrête là} space {mais j’y trouve un espace} other {mais j’y trouve « {found} »}}.',
  'sgf.not-blokus':
    '{game, select, none {Le fichier n’a pas de propriété GM : ce n’est donc pas une partie de Blokus.} other {GM[{game}] n’est pas un jeu auquel je sais jouer.}} Jeux reconnus : {valid}.',
  'sgf.unknown-variant': 'Variante inconnue « {value} ». Variantes connues : {valid}.',
  'sgf.variant-mismatch':
    'Le fichier est en GM[{game}] mais annonce la variante {variant}{expected, select, none {} other {, qui se joue en GM[{expected}]}}.',
  'sgf.bad-option':
    '{property}[{value}] n’est pas valable ici (le contact rapide s’écrit XBF[1], et seulement pour les variantes sur le plateau classique).',
  'sgf.unsupported':
    'Le fichier utilise {property} (une position de départ préparée), ce que je ne sais pas lire.',
  'sgf.wrong-property': 'Coup {move} : {property} n’est pas une couleur de cette partie ; utilise {valid}.',
  'sgf.two-moves': 'Coup {move} : un même nœud contient plusieurs coups ({properties}).',
  'sgf.bad-move': 'Coup {move} : {problem}',
  'sgf.illegal': 'Coup {move} ({color}) : {problem}',
};
