/** The lobby message: seats, rules, status, buttons. */
export const lobby = {
  'lobby.undo.off': 'no take-backs',
  'lobby.undo.mover': 'the mover may take back a move until the next one',
  'lobby.undo.agree': 'take-backs when the other players agree',
  'lobby.undo.solo': 'take back any of your pieces, whenever you like',
  'lobby.challenge':
    '{count, plural, other {⚔️ {who}: {host} challenges you to Blokus ({title})! Press **Join** to take your seat.}}',
  'lobby.rematch':
    '{count, plural, other {🔁 {who}: a rematch ({title}), and you are seated again. Press **Leave** if you cannot play.}}',
  'lobby.seat':
    '{n}. {name}{host, select, yes { (host)} other {}}{wish, select, none {} other { — wants {wish}}}',
  'lobby.held': '{n}. *held for* {mention} *until* {time}',
  'lobby.open': '{n}. *open seat*',
  'lobby.board':
    '**Board** {shape, select, hexagon {hexagon of {width}} other {{width} × {height}}}, colours {colors}',
  'lobby.fast': '**Fast contact**: start squares 5 in from the corners',
  'lobby.autoStart': '**Starts by itself** when the last seat is taken',
  'lobby.colorBlind': '**Colour-blind marks** on the pictures (each colour has its own shape)',
  'lobby.reminders': '**Reminders** every {hours} h of waiting',
  'lobby.remindersOff': '**Reminders** off',
  'lobby.deadline':
    '**Deadline** {hours} h per turn, then {action, select, pass {the late colour resigns} other {a last reminder}}',
  'lobby.undo': '**Undo**: {rule}',
  'lobby.ready': 'Ready: {host} can press **Start**.',
  'lobby.waiting':
    '{count, plural, one {Waiting for # more player: press **Join**.} other {Waiting for # more players: press **Join**.}}',
  'lobby.started': 'The game has started.',
  'lobby.over': 'The game is over.',
  'lobby.cancelled': 'This game was cancelled.',
  'lobby.threadName': 'Blokus · {variant} · {name}',
  'lobby.threadReason': 'A Blokus game',
  'lobby.title': 'Blokus · {variant} · {count, plural, one {# player} other {# players}}',
  'lobby.seats': 'Seats',
  'lobby.rules': 'Rules',
  'lobby.footer': 'Game #{id}',
  'server.colorBlind':
    "⚙️ Colour-blind marks on every game's pictures in this server: **{on, select, yes {on} other {off}}**. (Players can also turn them on for themselves with </blokus settings>, and for one game with the lobby's button.)",
  'server.language':
    "🌐 This server's public messages (turns, lobbies, results) are in **{language}**{chosen, select, no { (the server's Discord language)} other {}}. Private answers speak each player's own Discord language.",
  'button.join': 'Join',
  'button.leave': 'Leave',
  'button.start': 'Start',
  'button.cancelGame': 'Cancel game',
  'button.endGame': 'End the game',
  'button.colorBlind': 'Colour-blind marks: {on, select, yes {on} other {off}}',
} as const;
