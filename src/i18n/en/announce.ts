/** Announcements in a game's channel (and reminders by DM): lobby full, removals, offers, undo, reminders. */
export const announce = {
  'announce.lobbyFull':
    '✅ Game #{id} is full: {host}, press **Start** on the lobby (or </blokus start>) when everyone is ready.',
  'announce.removed': '🚪 {name} was removed from the game by {by}.',
  'announce.removedByModerator': '🚪 {name} was removed from the game by a moderator.',
  'announce.expired':
    '⌛ Game #{id} expired: nobody started it within {days} days, so this channel is free again. </blokus new> opens a new game.',
  'announce.seatOfferSelf':
    '🔁 {holder} has to go and offers their seat ({colors}) to a new player. Anyone not in this game can take it over and play on from here.',
  'announce.seatOfferBy':
    "🔁 {name} offers {holder}'s seat ({colors}) to a new player. Anyone not in this game can take it over and play on from here.",
  'announce.undoRequest': '↩️ {asker} asks to take back **{move}**. {waiting}: accept or decline?',
  'announce.undoDeclined': '✋ {asker} asked to take back **{move}**; {name} declined, so it stays.',
  'announce.undoAccepted': '↩️ {asker} asked to take back **{move}**; {names} accepted, so it is taken back.',
  'announce.undoLapsed':
    '↩️ {asker} asked to take back **{move}**; a move was made since, so the request lapsed.',
  'announce.reminderFor':
    '⏰ {mention}, it has been your turn with {color} for {duration}.{late, select, yes { The turn deadline has passed.} other {}} Use </place>; </board> shows the board.',
  'announce.reminderSince':
    '⏰ {mention}, it has been your turn with {color} since {time}.{late, select, yes { The turn deadline has passed.} other {}} Use </place>; </board> shows the board.',
  'announce.reminderDmFor':
    '⏰ It has been your turn with {color} for {duration} in the Blokus game in {channel}.{late, select, yes { The turn deadline has passed.} other {}} Use </place> there.',
  'announce.reminderDmSince':
    '⏰ It has been your turn with {color} since {time} in the Blokus game in {channel}.{late, select, yes { The turn deadline has passed.} other {}} Use </place> there.',
  'seat.onOfferYours': '✅ Your seat is on offer to a new player.',
  'seat.onOffer': "✅ {name}'s seat is on offer to a new player.",
  'seat.youPlay': '✅ You play {colors} now. I will ping you when it is your turn; </board> shows the game.',
  'seat.withdrawn': '🔁 {by} withdrew the offer: {holder} keeps their seat.',
  'button.accept': 'Accept',
  'button.decline': 'Decline',
  'button.takeSeat': 'Take seat',
  'button.withdraw': 'Withdraw',
} as const;
