import type { rules as en } from '../en/rules.ts';
import type { Area } from '../keys.ts';

export const rules: Area<typeof en> = {
  'rule.game-over': 'La partie est terminée : plus personne ne peut jouer.',
  'rule.not-turn': 'C’est au tour de {toMove}, pas de {color}.',
  'rule.piece-used': '{color} a déjà posé {piece}.',
  'rule.off-board':
    'Hors du plateau en {cells}{edges, select, none {} left {, et au-delà du bord gauche} bottom {, et au-delà du bord du bas} other {, et au-delà des bords du bas et de gauche}}.{range, select, none {} other { Le plateau va de {range}.}}',
  'rule.off-board-edge':
    'La pièce dépasse {edges, select, left {du bord gauche} bottom {du bord du bas} other {des bords du bas et de gauche}} du plateau.{range, select, none {} other { Le plateau va de {range}.}}',
  'rule.outside-figure':
    'Hors de la figure en {cells} : seules les cases de la figure peuvent être couvertes.',
  'rule.outside-figure-edge': 'Hors de la figure : seules ses cases peuvent être couvertes.',
  'rule.not-a-piece': 'Les cases {cells} ne forment pas cette pièce.',
  'rule.overlap': 'La case {cell} est déjà occupée par {color}.',
  'rule.own-edge':
    'La pièce touche une de tes pièces par un côté en {cell} (interdit avec ta propre couleur : seuls les coins peuvent se toucher).',
  'rule.missing-start': 'La première pièce de {color} doit couvrir la case {cell}.',
  'rule.no-start-point': 'La première pièce de {color} doit couvrir un point de départ libre : {cells}.',
  'rule.first-piece': 'La première pièce doit couvrir la case {cell}.',
  'rule.no-corner': 'La pièce doit toucher une pièce {color} par un coin.',
  'rule.already-out': '{color} est déjà sorti de la partie.',
  'rule.forms':
    'Écris une pièce, sa case et une orientation (p. ex. P5-L e5 rot90 flip), ou les cases qu’elle couvre (p. ex. e5,f5,g5,g6,g7).',
  'rule.bad-cell':
    '« {text} » n’est pas une case. Une case, c’est une lettre de colonne et un numéro de ligne ({range}).',
  'rule.cell-off-board': '{text} est hors du plateau : ses cases vont de {range}.',
  'rule.unknown-piece':
    'Pièce inconnue : « {text} ».{suggestion, select, none {} other { Voulais-tu dire {suggestion} ?}} Pièces valables : {valid}.',
  'rule.piece-not-in-set': '{piece} ne fait pas partie des pièces {set}. Pièces valables : {valid}.',
  'rule.unknown-orientation':
    '« {text} » n’est pas une orientation. Utilise {valid} (rotation dans le sens des aiguilles d’une montre), et flip (ou miroir) pour retourner d’abord la pièce.',
  'rule.conflicting-orientation': 'Donne au plus une rotation et un retournement, pas {words}.',
  'rule.empty': 'Rien à poser. {forms}',
  'rule.duplicate-cell': 'La case {cell} apparaît deux fois.',
  'rule.too-many-cells': '{count} cases, c’est trop : une pièce en couvre au plus {max}.',
  'rule.not-a-piece-cells': 'Les cases {cells} ne forment pas une pièce de Blokus.',
  'rule.mixed-forms':
    '« {text} » n’a rien à faire dans une liste de cases. Écris seulement les cases (p. ex. e5,f5,g5,g6,g7), ou la pièce sans virgules (p. ex. P5-L e5 rot90).',
  'rule.too-long': 'C’est trop long ({length} caractères, {max} au plus). {forms}',
  'rule.unknown-word': 'Je ne comprends pas « {text} ». {forms}',
  'rule.missing-piece': 'Quelle pièce ? Ajoute son nom, p. ex. P5-L {cell} rot90.',
  'rule.missing-square':
    'Où poser {piece} ? Ajoute la case de son pivot, p. ex. {piece} e5 rot90.{cell, select, none {} other { Pour le monomino en {cell}, écris P1 {cell}.}}',
  'rule.two-squares':
    'Donne une seule case pour le pivot de la pièce, pas {cells}. Pour écrire toutes les cases de la pièce, sépare-les par des virgules.',
  'rule.two-pieces': 'Donne une seule pièce, pas {pieces}.',
  'rule.cell-off-row': '{text} est hors du plateau : la ligne {row} va de {from} à {to}.',
  'rule.unknown-trigon-piece':
    'Pièce Trigon inconnue : « {text} ».{suggestion, select, none {} other { Voulais-tu dire {suggestion} ?}} Pièces valables : {valid}.',
  'rule.bad-turn':
    '« {text} » n’est pas une rotation Trigon : on tourne par multiples de 60° ({valid}, dans le sens des aiguilles d’une montre), et flip retourne d’abord la pièce.',
  'rule.wrong-direction':
    'La case {cell} est {cellKind}, mais le pivot de {piece} est {pivotKind} avec {same} ; sur une case {cellKind}, utilise {keeps}.',
  'rule.cells-not-piece': 'Les cases {cells} ne forment pas {piece}.',
  'rule.record': 'Ce fichier de partie est illisible.',
};
