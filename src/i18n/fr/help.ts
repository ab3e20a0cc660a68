import type { help as en } from '../en/help.ts';
import type { Area } from '../keys.ts';

export const help: Area<typeof en> = {
  'help.title': 'Comment jouer au Blokus ici',
  'help.rulesTitle': 'La règle du jeu',
  'help.placingTitle': 'Poser une pièce',
  'help.commandsTitle': 'Commandes',
  'help.rules':
    'Chaque couleur pose ses 21 pièces, une à la fois. La **première pièce** doit couvrir sa case de départ (un coin du plateau ; en Duo et en Junior, e10 ou j5).\nEnsuite, chaque nouvelle pièce doit toucher une pièce de **la même couleur par un coin**, et **jamais par un côté**. Les autres couleurs, tu peux les toucher comme tu veux.\nUne couleur qui ne peut plus poser de pièce passe jusqu’à la fin de la partie ; le bot s’en charge pour toi. Quand plus personne ne peut jouer, la partie est finie.\n**Score** : −1 par case restante ; +15 si tu as posé toutes tes pièces, +20 si la dernière était le petit carré (P1).',
  'help.notation':
    '`/poser P5-L e5` — la pièce, puis la case où va son **pivot** (le point sur le tableau).\n`/poser P5-L e5 rot90 flip` — `flip` (ou `miroir`) la retourne d’abord gauche↔droite, puis `rot90`/`rot180`/`rot270` la tournent dans le sens des aiguilles d’une montre (`r90` ou `90` marchent aussi).\n`/poser e5,f5,g5,g6,g7` — ou écris simplement les cases qu’elle couvre ; le bot trouve la pièce.\nLes colonnes sont des lettres depuis la gauche (a…t), les lignes des nombres depuis le bas (1…20) : **a1** est le coin en bas à gauche.\nNoms : `P5-L` ou `L5`, `P4-O` ou `O`, `P` seul est le pentomino P, `1` et `2` les petites pièces. L’autocomplétion de `coup` ne propose que les placements permis.',
  'help.commands':
    '`/blokus nouvelle` ouvrir une partie · `/blokus rejoindre` · `/blokus lancer` · `/blokus quitter` · `/blokus annuler`\n`/poser` jouer (avec `aperçu:True`, tu la vois d’abord en privé, avec Tourner/Retourner) · `/abandonner` abandonner la couleur avec laquelle tu dois jouer\n`/plateau` le plateau · `/pièces` tes pièces · `/reprendre` reprendre le dernier coup\n`/blokus remplacer` céder une place à quelqu’un (la tienne si tu dois partir ; l’hôte ou un modérateur : celle d’un joueur disparu) · `/blokus retirer` retirer un joueur disparu\n`/blokus parties` où c’est ton tour · `/blokus classement` · `/blokus réglages` rappels (salon ou message privé), heures calmes, images pour daltoniens',
  'help.chartAlt':
    'Les 21 pièces du Blokus avec leur nom (de P1 à P5-Z), chacune dessinée avec ses cases ; un point marque le pivot, qui va sur la case que tu indiques.',
  'picture.used': 'posée',
  'picture.piecesLeftSubtitle':
    '{count, plural, one {# pièce restante} other {# pièces restantes}}, {squares} cases · point blanc : le pivot',
  'picture.sameShape': 'même forme que {transform}',
  'picture.orientationsTitle': '{piece} · ses 8 orientations',
  'picture.orientationsSubtitle':
    'Point blanc : le pivot. « {piece} e5 rot90 flip » met le pivot sur e5, tourné comme montré',
  'picture.chartTitle': 'Les 21 pièces',
  'picture.chartTitleJunior': 'Les 12 pièces du Junior, deux de chaque',
  'picture.chartSubtitle':
    'Point blanc : le pivot, qui va sur la case que tu indiques (P5-L e5 le pose sur e5)',
  'picture.chartTitleTrigon': 'Les 22 pièces du Trigon',
  'picture.chartSubtitleTrigon':
    'Point blanc : le pivot, qui va sur le triangle que tu indiques (pivot ▲ sur ▲, ▼ sur ▼)',
  'picture.pivotUp': 'pivot ▲',
  'picture.pivotDown': 'pivot ▼',
  'picture.piecesLeftSubtitleTrigon':
    '{count, plural, one {# pièce restante} other {# pièces restantes}}, {squares} triangles · point blanc : le pivot',
  'picture.orientationsTitleTrigon': '{piece} · ses 12 positions',
  'picture.orientationsSubtitleTrigon':
    'Point blanc : le pivot. « {piece} r15 rot60 flip » met le pivot sur r15, tourné comme montré',
  'picture.zoomTitle': 'Autour de {cell}',
  'picture.zoomSubtitle': 'Les triangles vides portent leur nom',
};
