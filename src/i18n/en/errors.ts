/** The game service's refusals, as sentences (what was wrong and what would work). */
export const errors = {
  'error.noMoves': 'There is no move to take back yet.',
  'error.notAPlacement':
    'The last entry is a pass or a resignation, which cannot be taken back; only placements can.',
  'error.game-not-found': "There is no game #{id}. Use </board> in the game's channel to find it.",
  'error.no-game-here':
    "There is no open game in this channel. Open one with </blokus new>, or play in the game's own thread.",
  'error.channel-busy':
    'This channel already has an open game (#{id}, {status, select, lobby {waiting for players} other {being played}}). Finish it or cancel it (</blokus cancel>) first, or open the game in its own thread (</blokus new> thread:True).',
  'error.bad-option': "''{value}'' does not work for {option}: use {expected}.",
  'error.ambiguous-move':
    "''{text}'' reads two ways, and both fit: `{first}` or `{second}`. Type the one you mean.",
  'error.startedAlready': 'Game #{id} has already started: players can only join or leave before the start.',
  'error.not-in-lobby': 'Game #{id} is {status}: open a new one with </blokus new> to play again.',
  'error.not-started':
    'Game #{id} has not started yet: its creator starts it (Start, or </blokus start>) once everyone has joined.',
  'error.game-over':
    'Game #{id} is {status, select, cancelled {cancelled} other {over}}: open a new one with </blokus new> to play again.',
  'error.already-seated': 'You are already in game #{id}. To ask for a colour, use </blokus join> colour:… .',
  'error.game-full':
    'Game #{id} is full ({seats, plural, one {# player} other {# players}}). Wait for the next one, or start your own in another channel.',
  'error.unknown-color': "''{text}'' is not a colour of this game: choose {valid}.",
  'error.shared-color': '{color} is shared: everyone plays it in turn. Choose {valid}.',
  'error.color-taken': '{color} is already taken by {name}. Choose another colour, or join without one.',
  'error.not-in-game':
    'You are not playing in game #{id}. Join a game while it waits for players (</blokus join>), or open your own with </blokus new>.',
  'error.left-game':
    'You left game #{id}, so your colours stopped there; the others play on. You can still follow it with </board>.',
  'error.creator-cannot-leave':
    'You created game #{id}, so you cannot leave its lobby: cancel the game instead (</blokus cancel>).',
  'error.not-allowed.start': 'Only the player who created the game can start it.',
  'error.not-allowed.cancel':
    'Only the player who created the game, or a moderator (Manage Channels), can cancel it.',
  'error.not-allowed.remove':
    'Only the host of the game or a moderator (Manage Channels) can remove a player.',
  'error.not-allowed.offer-seat':
    'Only the player themselves, the host of the game or a moderator (Manage Channels) can offer a seat to someone else.',
  'error.not-allowed.withdraw-offer':
    'Only the seat’s player, whoever offered it, the host of the game or a moderator (Manage Channels) can withdraw the offer.',
  'error.too-many-players':
    '{variant} has {seats, plural, one {# seat} other {# seats}}, not enough for {players} players: challenge fewer, or choose a variant for {players} (see </blokus help>).',
  'error.seat-reserved':
    'The free seats of game #{id} are held for the players challenged to it. Open your own game with </blokus new>.',
  'error.undo-not-yours':
    'Your colours are out of game #{id}, so taking a move back is for the players still in it to decide.',
  'error.not-admin':
    "Only the server's admins (Manage Server) can change its Blokus settings; </blokus settings> changes your own.",
  'error.rematch-not-player':
    'Only the players of game #{id} can open its rematch. </blokus new> opens a game of your own.',
  'error.not-a-player': 'That person is not playing in game #{id}.',
  'error.remove-self': 'To leave the game yourself, use </blokus leave>.',
  'error.host-in-lobby':
    'The host cannot be removed from the lobby of game #{id}: cancel the game instead (</blokus cancel>).',
  'error.seat-finished':
    'Every colour of that seat is already out of game #{id}: there is nothing left to hand over.',
  'error.no-seat-offer':
    'That seat is no longer on offer in game #{id}: it was taken or withdrawn, or its player left.',
  'error.already-playing': 'You already play in game #{id}: one seat per player.',
  'error.player-count':
    '{variant} needs exactly {need, plural, one {# player} other {# players}}; {have} joined so far.',
  'error.not-your-turn':
    'It is not your turn: {color} is to move, played by {name}. You will be pinged when it is yours.',
  'error.unknown-piece':
    "There is no piece called ''{text}''.{suggestion, select, none {} other { Did you mean {suggestion}?}} Pieces: {valid}.",
  'error.piece-not-in-set': '{piece} is not played in {variant}. Its pieces: {valid}.',
  'error.legalNearby': '{problem} Legal nearby: {moves}.',
  'error.already-applied':
    'That request was already carried out (move {ply}); nothing changed. Use </board> to see the game.',
  'error.not-your-color': '{color} is not yours: you play {yours}.',
  'error.not-your-color-none': '{color} is not yours to resign.',
  'error.color-out':
    '{color} is already out of the game ({reason, select, blocked {no piece fits any more} other {resigned}}).',
  'error.nothing-to-resign': 'All your colours are already out of the game.',
  'error.undo-off': 'Game #{id} does not allow taking moves back.',
  'error.undo-not-mover':
    'Only the player who made the last move can take it back, and only before the next move.',
  'error.undo-pending': 'A request to take back the last move is already waiting for answers.',
  'error.no-undo-request':
    'There is no open request to take back a move: it was answered, or a move was made since. Ask again with </undo>.',
  'error.own-undo-request': 'You asked to take the move back yourself: the other players answer the request.',
  'error.stale':
    'The board changed in the meantime, so nothing was done. Look at the new position and try again.',
  'error.bad-preview': 'That preview is out of date. Place the piece again with </place>.',
  'error.deadline-not-due': 'The turn deadline of game #{id} has not passed (or the turn already moved on).',
  'error.bad-quiet-hours':
    "''{text}'' are not quiet hours: write them as 22-7 or 22:30-07:00 (local time), or off.",
  'error.generic': 'Something went wrong on our side. The game is safe; please try again in a moment.',
} as const;
