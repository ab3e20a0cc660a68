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
  'help.topic.trigon': 'Blokus Trigon',
  'help.topic.puzzle': 'Le casse-tête des tétrominos et les figures',
  'help.trigon.title': 'Comment jouer à Blokus Trigon ici',
  'help.trigon.rules':
    'Le plateau est un hexagone de triangles ; chaque couleur a 22 pièces de 1 à 6 triangles. Il y a **six points de départ**, communs à tous : la **première pièce** d’une couleur doit en couvrir un qui est encore libre (le message du tour les indique). Ensuite, comme au Blokus, chaque nouvelle pièce doit toucher une pièce de **la même couleur par un coin**, et **jamais par un côté** ; les autres couleurs, tu peux les toucher comme tu veux.\nVariantes : `trigon` à 4, `trigon-2` (deux couleurs chacun), `trigon-3` sur le petit plateau, `trigon-teams`, `trigon-solo`.\n**Score** : −1 par triangle restant ; +15 si tu poses tes 22 pièces, +20 si la dernière était le triangle seul `1`.',
  'help.trigon.notation':
    '`/poser V s14 rot240` — le nom de la pièce (`I6 L6 V S P6 F W A6 G Y X O I5 L5 C5 P5 I4 C4 A4 I3 2 1`), la case où va son **pivot**, puis un tour `rot60` … `rot300` (sens des aiguilles d’une montre) et `flip` (retournée gauche↔droite d’abord).\nChaque triangle pointe vers le haut ▲ ou vers le bas ▼. Un tour de 60°, 180° ou 300° les échange : la case du pivot doit pointer dans le sens que le tour demande ; le bot te le dit sinon.\n`/poser r12,r13,s13,r14,s14,r15` — ou écris les triangles qu’elle couvre.\nLes colonnes sont des lettres depuis la gauche (a … z, puis aa … ai), les rangées des nombres depuis le bas. `/plateau zoom:r12` montre les triangles autour d’une case avec leur nom. L’autocomplétion de `coup` ne propose que des placements légaux.',
  'help.puzzle.title': 'Le casse-tête des tétrominos et les figures',
  'help.puzzle.rules':
    'Seul, pose les 20 pièces de quatre carrés (les cinq tétrominos de chacune des quatre couleurs) dans le **rectangle de 8 × 10**. La règle du Blokus s’applique : les pièces d’une même couleur ne se touchent que **par les coins, jamais par un côté**, et chaque nouvelle pièce touche sa couleur par un coin (la première pièce d’une couleur va n’importe où). Tu choisis la couleur à chaque coup. C’est résolu quand les 20 sont posées : le bot te le dit, avec le temps qu’il t’a fallu.\nLance-le avec `/blokus nouvelle variante:puzzle-tetrominoes`. Ici, `/reprendre` est toujours permis. Bloqué (aucune couleur ne peut poser une autre pièce) ? Le casse-tête attend : reprends des pièces, ou termine-le avec `/abandonner`.\n**Figures** : remplis un cœur, une croix, un escalier, une maison ou une flèche (`variant:figure-heart` …) avec les pièces données à chaque couleur, selon la même règle ; les cases hors de la figure ne font pas partie du plateau.',
  'help.puzzle.notation':
    '`/poser rouge P4-T c3` — la couleur, puis la pièce et son pivot comme au Blokus (`rot90`, `flip` …).\n`/poser a1,b1,a2,b2 vert` — ou les cases qu’elle couvre, avec la couleur avant ou après. Sans couleur, c’est la couleur annoncée comme suivante qui joue.',
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
