/** Private answers to the lobby commands and buttons, new games, challenges and resigning. */
export const reply = {
  'reply.fastContactClassicOnly':
    'Fast contact is only played on the classic board ({classic}), not in {variant}.',
  'reply.challengeSelf': '❌ You cannot challenge yourself: challenge someone else.',
  'reply.challengeBot': '❌ {name} is a bot, and bots do not play Blokus: challenge people.',
  'reply.notInDm': 'Blokus games are played in a server channel, not in direct messages.',
  'reply.threadPermission':
    '❌ I cannot open a game thread here: I need the {count, plural, one {{names} permission} other {{names} permissions}} in this channel. Ask a moderator, or play without `thread:True`.',
  'reply.threadLobbyFailed':
    '❌ Discord did not let me post the lobby in the new thread, so no game was opened. Try again, or play without `thread:True`.',
  'reply.threadOpened': '🎲 {name} opened a Blokus game ({variant}) in {thread}. Join it there!',
  'reply.gameOpen':
    '🎲 Game #{id} ({variant}) is open: the others press **Join** on the lobby, then you press **Start**.',
  'reply.gameOpenSolo': '🎲 Game #{id} ({variant}) is open: press **Start** on the lobby when you are ready.',
  'reply.gameOpenFull':
    '🎲 Game #{id} ({variant}) is open with every seat taken: press **Start** on the lobby once everyone is ready.',
  'reply.joined': '✅ You joined game #{id}.',
  'reply.joinedWish': '✅ You asked for {color} in game #{id}.',
  'reply.leftLobby': '✅ You left game #{id}.',
  'reply.leftGame': '✅ You left the game; your colours stop here.',
  'reply.leaveAfterStart':
    '❌ Game #{id} has already started, so nothing changed: you are still playing. To stop playing, use </blokus leave> (your colours stop, the game goes on), or </resign> on your turn.',
  'reply.cancelAfterStart':
    '❌ Game #{id} has already started, so nothing changed: it goes on. To end it, use </blokus cancel> (it asks first).',
  'reply.removed': '✅ {name} is out of the game.',
  'reply.thePlayer': 'The player',
  'reply.started': '✅ The game has started.',
  'reply.cancelled': '✅ Game #{id} is cancelled.',
  'reply.cancelAsk':
    'End game #{id} for everyone? It stops where it stands, with no result. This cannot be undone.',
  'reply.cancelStale':
    '❌ Game #{id} changed since you asked, so it was not cancelled. Use </blokus cancel> again if you still want to end it.',
  'reply.resignNotYourTurn':
    '❌ It is not your turn: {name} is to move with {color}. You can only resign the colour you are to move with.',
  'reply.nobodyToMove': '❌ Nobody is to move in this game.',
  'reply.puzzleStuck':
    '🧩 No colour can place another piece ({placed} of {pieces} on the board). Take the last piece back, or end the puzzle here?',
  'reply.resignAsk':
    'Resign {color} for the rest of the game? It places no more pieces, and its squares left count against it. This cannot be undone.',
  'reply.blocked':
    'I cannot post in this channel: I need **{need}** here. A moderator can grant it; everything waiting will be posted then, in order.',
  'reply.slow':
    'Discord is slow to answer right now: the update will be posted here, once, as soon as it does.',
} as const;
