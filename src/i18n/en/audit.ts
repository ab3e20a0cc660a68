/**
 * Small words the bot shows outside its messages: reasons it leaves in the server's audit log (which
 * moderators read in the server's language) and answers to buttons whose state is gone.
 */
export const audit = {
  'audit.threadWoken': 'A Blokus game continues here',
  'audit.gameNotCreated': 'The game could not be created',
  'audit.lobbyNotPosted': 'The lobby could not be posted',
  'error.staleButton': 'This button is out of date. Use </board> to see the game.',
} as const;
