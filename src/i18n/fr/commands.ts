import type { CommandWords } from '../command-words.ts';

/** The slash commands in French (names lower case, as Discord requires). */
export const commands: CommandWords = {
  blokus: { name: 'blokus', description: 'Jouer au Blokus dans ce salon' },
  'blokus new': {
    name: 'nouvelle',
    description: 'Ouvrir une nouvelle partie ici ; tu prends la première place',
  },
  'blokus new variant': {
    name: 'variante',
    description: 'Quel jeu (par défaut : Classique à 4, ou selon le nombre de joueurs défiés)',
  },
  'blokus new fast-contact': {
    name: 'contact-rapide',
    description: 'Cases de départ à 5 cases des coins (plateau classique seulement)',
  },
  'blokus new reminder-hours': {
    name: 'heures-rappel',
    description:
      'Rappeler au joueur de jouer après tant d’heures d’attente (0 = jamais, par défaut {reminderHours})',
  },
  'blokus new thread': { name: 'fil', description: 'Donner à la partie son propre fil' },
  'blokus new invite': {
    name: 'défier',
    description: 'Défier un joueur : il est mentionné et une place lui est réservée',
  },
  'blokus new invite-2': { name: 'défier-2', description: 'Défier un deuxième joueur' },
  'blokus new invite-3': { name: 'défier-3', description: 'Défier un troisième joueur' },
  'blokus new auto-start': {
    name: 'lancement-auto',
    description: 'Lancer tout seul quand la dernière place est prise (par défaut : tu appuies sur Lancer)',
  },
  'blokus new deadline-hours': {
    name: 'délai-heures',
    description: 'Un délai par tour, en heures (par défaut aucun)',
  },
  'blokus new deadline-action': {
    name: 'action-délai',
    description: 'À la fin du délai : un dernier rappel (par défaut), ou la couleur en retard abandonne',
  },
  'blokus new deadline-action=remind': { name: 'un dernier rappel' },
  'blokus new deadline-action=pass': { name: 'la couleur en retard abandonne' },
  'blokus new undo': {
    name: 'reprise',
    description: 'Qui peut reprendre un coup (par défaut : si les autres sont d’accord)',
  },
  'blokus new undo=agree': { name: 'si les autres sont d’accord' },
  'blokus new undo=mover': { name: 'le joueur, avant le coup suivant' },
  'blokus new undo=off': { name: 'jamais' },
  'blokus new opponent': {
    name: 'adversaire',
    description:
      'Jouer contre l’ordinateur : il prend toutes les autres places et la partie commence aussitôt',
  },
  'blokus new opponent=computer': { name: 'l’ordinateur' },
  'blokus new level': {
    name: 'niveau',
    description:
      'Le niveau de l’ordinateur, de {levelMin} (débutant) à {levelMax} (par défaut {levelDefault})',
  },
  'blokus new hints': {
    name: 'conseils',
    description: 'Permettre aux joueurs de demander des conseils avec /hint (par défaut oui)',
  },
  hint: {
    name: 'conseil',
    description: 'En privé : les meilleures poses selon l’ordinateur, à prévisualiser ou jouer',
  },
  'blokus join': { name: 'rejoindre', description: 'Prendre une place dans la partie ici' },
  'blokus join colour': {
    name: 'couleur',
    description: 'La couleur que tu veux (pour une place à deux couleurs, l’une ou l’autre choisit la place)',
  },
  'blokus leave': {
    name: 'quitter',
    description: 'Quitter la partie ici (une partie en cours continue sans toi)',
  },
  'blokus start': {
    name: 'lancer',
    description: 'Lancer la partie ici (l’hôte, une fois les places prises)',
  },
  'blokus cancel': { name: 'annuler', description: 'Annuler la partie ici (l’hôte ou un modérateur)' },
  'blokus remove': {
    name: 'retirer',
    description: 'Retirer de la partie un joueur disparu (l’hôte ou un modérateur)',
  },
  'blokus remove player': { name: 'joueur', description: 'Le joueur à retirer' },
  'blokus replace': {
    name: 'remplacer',
    description: 'Céder une place à quelqu’un : celle d’un joueur disparu, ou la tienne si tu dois partir',
  },
  'blokus replace player': {
    name: 'joueur',
    description: 'La place de qui (la tienne, ou celle de n’importe qui pour l’hôte ou un modérateur)',
  },
  'blokus help': { name: 'aide', description: 'Comment jouer, la notation des coups et les pièces' },
  'blokus help variant': {
    name: 'variante',
    description: 'Quel jeu (par défaut : celui de la partie de ce salon, ou le jeu classique)',
  },
  'blokus games': { name: 'parties', description: 'Tes parties sur ce serveur, et celles où c’est ton tour' },
  'blokus leaderboard': { name: 'classement', description: 'Les meilleurs joueurs de ce serveur' },
  'blokus server': {
    name: 'serveur',
    description: 'Les réglages Blokus de ce serveur (admins : Gérer le serveur)',
  },
  'blokus server colour-blind': {
    name: 'daltonien',
    description: 'Repères pour daltoniens sur les images de toutes les parties ici, pour tout le monde',
  },
  'blokus server language': {
    name: 'langue',
    description: 'La langue des messages publics du bot sur ce serveur',
  },
  'blokus server language=en': { name: 'English' },
  'blokus server language=fr': { name: 'Français' },
  'blokus server language=it': { name: 'Italiano' },
  'blokus server language=discord': { name: 'celle du serveur Discord' },
  'blokus settings': {
    name: 'réglages',
    description: 'Tes rappels (salon ou message privé, heures calmes) et images pour daltoniens',
  },
  'blokus settings reminders': { name: 'rappels', description: 'Où les rappels te parviennent' },
  'blokus settings reminders=channel': { name: 'dans le salon de la partie' },
  'blokus settings reminders=dm': { name: 'par message privé' },
  'blokus settings quiet-hours': {
    name: 'heures-calmes',
    description: 'Pas de rappels entre ces heures, p. ex. 22-07, ou off',
  },
  'blokus settings utc-offset': {
    name: 'décalage-utc',
    description: 'Ton fuseau horaire pour les heures calmes, en heures depuis UTC (p. ex. 1 ou -5)',
  },
  'blokus settings colour-blind': {
    name: 'daltonien',
    description: 'Images avec une forme sur chaque couleur, pas la couleur seule',
  },
  place: { name: 'poser', description: 'Poser une pièce : P5-L e5 rot90 flip, ou les cases qu’elle couvre' },
  'place move': {
    name: 'coup',
    description: 'Pièce, case du pivot, orientation (P5-L e5 rot90 flip) ou cases (e5,f5,g5,g6,g7)',
  },
  'place preview': {
    name: 'aperçu',
    description: 'La voir d’abord en privé, la tourner ou la retourner, puis confirmer',
  },
  resign: {
    name: 'abandonner',
    description: 'Abandonner la couleur avec laquelle tu joues : elle ne pose plus aucune pièce',
  },
  board: { name: 'plateau', description: 'Afficher le plateau de la partie ici' },
  'board private': { name: 'privé', description: 'Toi seul le vois' },
  'board numbers': {
    name: 'numéros',
    description: 'Numéroter les pièces dans l’ordre où elles ont été posées',
  },
  'board corners': { name: 'coins', description: 'Marquer où la couleur qui joue peut s’accrocher ensuite' },
  'board moves': {
    name: 'coups',
    description: 'Les coups joués en texte, {movesPerPage} par page : quelle page (1 = les premiers coups)',
  },
  'board record': {
    name: 'fichier',
    description: 'Joindre le fichier de la partie (.blksgf, s’ouvre dans Pentobi)',
  },
  'board zoom': {
    name: 'zoom',
    description: 'Une case (par ex. r12) : le plateau autour, en grand, chaque case vide nommée',
  },
  'board replay': { name: 'rediffusion', description: 'Joindre une animation de la partie jusqu’ici' },
  pieces: {
    name: 'pièces',
    description: 'En privé : tes pièces restantes, et comment une pièce tourne et se retourne',
  },
  'pieces piece': { name: 'pièce', description: 'Montrer cette pièce sous chaque rot/flip, p. ex. P5-L' },
  undo: { name: 'reprendre', description: 'Demander à reprendre le dernier coup' },
  'Challenge to Blokus': { name: 'Défier au Blokus' },
};
