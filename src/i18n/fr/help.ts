import type { help as en } from '../en/help.ts';
import type { Area } from '../keys.ts';

export const help: Area<typeof en> = {
  'help.title': 'Comment jouer à {variant} ici',
  'help.titleGeneral': 'Comment jouer au Blokus ici',
  'help.lead':
    'Appuie sur **{play}** sous le message du tour pour poser une pièce en touchant l’écran : un coin, une pièce, un placement, puis **{confirm}**. Tu sèches ? </hint> te montre les meilleurs placements selon l’ordinateur.{computer, select, yes { Personne pour jouer ? Ouvre une partie avec </blokus new> et l’ordinateur comme adversaire (niveaux {min} à {max}), ou ajoute des joueurs ordinateur depuis le salon d’attente.} other {}}',
  'help.gameTitle': 'Le jeu',
  'help.who':
    '{seats, plural, one {Un seul joueur joue {colors, plural, one {une couleur} other {les # couleurs}}} other {# joueurs, {each, plural, one {une couleur chacun} other {# couleurs chacun}}}}{shared, select, yes { ; une couleur de plus est jouée à tour de rôle par tous et ne compte pour personne} other {}}{teams, select, yes { ; les partenaires additionnent leurs scores ({pairs})} other {}}.',
  'help.pieces':
    'Chaque couleur a **{count} pièces**{copies, plural, one {} other { ({shapes} formes, # de chaque)}}, {same, select, yes {de {max} {cell, select, triangle {triangles} other {cases}} chacune} other {de {min} à {max} {cell, select, triangle {triangles} other {cases}}}}.',
  'help.figure': 'Le plateau, c’est la figure : ses {count} cases, et aucune case en dehors.',
  'help.startOwn': 'La **première pièce** d’une couleur couvre sa case de départ : {starts}.',
  'help.startShared':
    'La **première pièce** d’une couleur couvre l’un des {count} points de départ communs à tous qui est encore libre : {starts}.',
  'help.startAnywhere': 'La **première pièce** d’une couleur va n’importe où.',
  'help.fastContact': 'Avec `contact-rapide:True`, les cases de départ sont plus près du centre : {starts}.',
  'help.rulesTitle': 'La règle du jeu',
  'help.corner':
    'Ensuite, chaque nouvelle pièce doit toucher une pièce de **la même couleur par un coin**, et **jamais par un côté**. Les autres couleurs, tu peux les toucher comme tu veux.',
  'help.end':
    'Une couleur qui ne peut plus poser de pièce passe jusqu’à la fin de la partie ; le bot s’en charge pour toi. Quand plus personne ne peut jouer, la partie est finie.',
  'help.endPuzzle':
    'Tu choisis la couleur à chaque coup, et </undo> est toujours permis. C’est résolu quand les {count} pièces sont posées. Bloqué ? Reprends des pièces, ou termine avec </resign>.',
  'help.score':
    '**Score** : −1 par {cell, select, triangle {triangle restant} other {case restante}}{bonuses, select, yes { ; +15 si toutes les pièces sont posées, +20 si la dernière était {cell, select, triangle {le triangle seul} other {le petit carré}} `{single}`} other {, sans bonus}}.',
  'help.placingTitle': 'Poser une pièce',
  'help.notationSquare':
    '</place> `P5-L e5` — la pièce, puis la case où va son **pivot** (le point sur le tableau).\n</place> `P5-L e5 rot90 flip` — `flip` (ou `miroir`) la retourne d’abord gauche↔droite, puis `rot90`/`rot180`/`rot270` la tournent dans le sens des aiguilles d’une montre (`r90` ou `90` marchent aussi).\n</place> `e5,f5,g5,g6,g7` — ou écris simplement les cases qu’elle couvre ; le bot trouve la pièce.\nNoms : `P5-L` ou `L5`, `P4-O` ou `O`, `P` seul est le pentomino P, `1` et `2` les petites pièces. L’autocomplétion de `coup` ne propose que les placements permis.',
  'help.notationTrigon':
    '</place> `V s14 rot240` — le nom de la pièce (`{names}`), la case où va son **pivot**, puis un tour `rot60` … `rot300` (sens des aiguilles d’une montre) et `flip` (retournée gauche↔droite d’abord).\nChaque triangle pointe vers le haut ▲ ou vers le bas ▼. Un tour de 60°, 180° ou 300° les échange : la case du pivot doit pointer dans le sens que le tour demande ; le bot te le dit sinon.\n</place> `r12,r13,s13,r14,s14,r15` — ou écris les triangles qu’elle couvre. </board> `zoom:r12` montre les triangles autour d’une case avec leur nom. L’autocomplétion de `coup` ne propose que des placements légaux.',
  'help.notationColor':
    '</place> `rouge P4-T c3` — la couleur, puis la pièce et la case où va son **pivot** (`rot90`, `flip` … la tournent).\n</place> `a1,b1,a2,b2 vert` — ou les cases qu’elle couvre, avec la couleur avant ou après. Sans couleur, c’est la couleur annoncée comme suivante qui joue.',
  'help.range':
    'Les colonnes sont des lettres depuis la gauche (a…{lastColumn}), les lignes des nombres depuis le bas (1…{rows}){cell, select, triangle {} other { : **a1** est le coin en bas à gauche}}.',
  'help.commandsTitle': 'Commandes',
  'help.commands':
    '</blokus new> ouvrir une partie · </blokus join> · </blokus start> · </blokus leave> · </blokus cancel>\n</place> jouer (avec `aperçu:True`, tu la vois d’abord en privé, avec Tourner/Retourner) · </hint> le conseil de l’ordinateur · </resign> abandonner la couleur avec laquelle tu dois jouer\n</board> le plateau · </pieces> tes pièces · </undo> reprendre le dernier coup\n</blokus replace> céder une place à quelqu’un (la tienne si tu dois partir ; l’hôte ou un modérateur : celle d’un joueur disparu) · </blokus remove> retirer un joueur disparu\n</blokus games> où c’est ton tour · </blokus leaderboard> · </blokus settings> rappels (salon ou message privé), heures calmes, images pour daltoniens',
  'help.moreTitle': 'Les autres jeux ici',
  'help.more':
    '{variants}. </blokus help> avec `variante` explique chacun ; </blokus new> avec `variante` l’ouvre.',
  'help.chartAlt':
    'Les {count} pièces avec leur nom (de {first} à {last}), chacune dessinée avec ses {cell, select, triangle {triangles} other {cases}} ; un point marque le pivot, qui va sur la case que tu indiques.',
  'picture.used': 'posée',
  'picture.piecesLeftSubtitle':
    '{count, plural, one {# pièce restante} other {# pièces restantes}}, {squares} cases · point blanc : le pivot',
  'picture.sameShape': 'même forme que {transform}',
  'picture.orientationsTitle': '{piece} · ses 8 orientations',
  'picture.orientationsSubtitle':
    'Point blanc : le pivot. « {piece} e5 rot90 flip » met le pivot sur e5, tourné comme montré',
  'picture.chartTitle': 'Les {count} pièces',
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
