import { type Color, colorLabel, pieceName, variantOf } from '../engine/index.ts';
import { describeNotationError, describePlacementError } from '../notation/index.ts';
import type { AppError } from './errors.ts';

/**
 * The one place where the service's errors become sentences (DESIGN.md section 2): each says what was
 * wrong and what would work. The switch is exhaustive, so a new error kind does not compile until it has
 * its sentence. Mentions are left to the bot: users appear as `<@id>`-free names or "the creator".
 */

function colors(list: readonly Color[]): string {
  const labels = list.map(colorLabel);
  return labels.length <= 1
    ? labels.join('')
    : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

function undoReason(reason: 'no-moves' | 'not-a-placement'): string {
  return reason === 'no-moves'
    ? 'There is no move to take back yet.'
    : 'The last entry is a pass or a resignation, which cannot be taken back; only placements can.';
}

/** A clear sentence for any error of the game service. */
export function describeAppError(e: AppError): string {
  switch (e.kind) {
    case 'game-not-found':
      return `There is no game #${e.gameId}. Use /board in the game's channel to find it.`;
    case 'no-game-here':
      return "There is no open game in this channel. Open one with /blokus new, or play in the game's own thread.";
    case 'channel-busy':
      return `This channel already has an open game (#${e.gameId}, ${e.status === 'lobby' ? 'waiting for players' : 'being played'}). Finish it or cancel it (/blokus cancel) first, or open the game in its own thread (/blokus new thread:True).`;
    case 'bad-option':
      return `'${e.value}' does not work for ${e.option}: use ${e.expected}.`;
    case 'not-in-lobby':
      return e.status === 'active'
        ? `Game #${e.gameId} has already started: players can only join or leave before the start.`
        : `Game #${e.gameId} is ${e.status}: open a new one with /blokus new to play again.`;
    case 'not-started':
      return `Game #${e.gameId} has not started yet: its creator starts it (Start, or /blokus start) once everyone has joined.`;
    case 'game-over':
      return `Game #${e.gameId} is ${e.status === 'cancelled' ? 'cancelled' : 'over'}: open a new one with /blokus new to play again.`;
    case 'already-seated':
      return `You are already in game #${e.gameId}. To ask for a colour, use /blokus join colour:… .`;
    case 'game-full':
      return `Game #${e.gameId} is full (${e.seats} player${e.seats === 1 ? '' : 's'}). Wait for the next one, or start your own in another channel.`;
    case 'unknown-color':
      return `'${e.text}' is not a colour of this game: choose ${colors(e.valid)}.`;
    case 'shared-color':
      return `${colorLabel(e.color)} is shared: everyone plays it in turn. Choose ${colors(e.valid)}.`;
    case 'color-taken':
      return `${colorLabel(e.color)} is already taken by ${e.byName}. Choose another colour, or join without one.`;
    case 'not-in-game':
      return `You are not playing in game #${e.gameId}. Join a game while it waits for players (/blokus join), or open your own with /blokus new.`;
    case 'left-game':
      return `You left game #${e.gameId}, so your colours stopped there; the others play on. You can still follow it with /board.`;
    case 'creator-cannot-leave':
      return `You created game #${e.gameId}, so you cannot leave its lobby: cancel the game instead (/blokus cancel).`;
    case 'not-allowed':
      return {
        start: 'Only the player who created the game can start it.',
        cancel: 'Only the player who created the game, or a moderator (Manage Channels), can cancel it.',
        remove: 'Only the host of the game or a moderator (Manage Channels) can remove a player.',
        'offer-seat':
          'Only the player themselves, the host of the game or a moderator (Manage Channels) can offer a seat to someone else.',
        'withdraw-offer':
          'Only the seat’s player, whoever offered it, the host of the game or a moderator (Manage Channels) can withdraw the offer.',
      }[e.action];
    case 'too-many-players':
      return `${variantOf(e.variant).title} has ${e.seats} seat${e.seats === 1 ? '' : 's'}, not enough for ${e.players} players: challenge fewer, or choose a variant for ${e.players} (see /blokus help).`;
    case 'seat-reserved':
      return `The free seats of game #${e.gameId} are held for the players challenged to it. Open your own game with /blokus new.`;
    case 'undo-not-yours':
      return `Your colours are out of game #${e.gameId}, so taking a move back is for the players still in it to decide.`;
    case 'not-admin':
      return "Only the server's admins (Manage Server) can change its Blokus settings; /blokus settings changes your own.";
    case 'rematch-not-player':
      return `Only the players of game #${e.gameId} can open its rematch. /blokus new opens a game of your own.`;
    case 'not-a-player':
      return `That person is not playing in game #${e.gameId}.`;
    case 'remove-self':
      return 'To leave the game yourself, use /blokus leave.';
    case 'host-in-lobby':
      return `The host cannot be removed from the lobby of game #${e.gameId}: cancel the game instead (/blokus cancel).`;
    case 'seat-finished':
      return `Every colour of that seat is already out of game #${e.gameId}: there is nothing left to hand over.`;
    case 'no-seat-offer':
      return `That seat is no longer on offer in game #${e.gameId}: it was taken or withdrawn, or its player left.`;
    case 'already-playing':
      return `You already play in game #${e.gameId}: one seat per player.`;
    case 'player-count':
      return `${variantOf(e.variant).title} needs exactly ${e.need} player${e.need === 1 ? '' : 's'}; ${e.have} joined so far.`;
    case 'not-your-turn':
      return `It is not your turn: ${colorLabel(e.toMove.color)} is to move, played by ${e.toMove.displayName}. You will be pinged when it is yours.`;
    case 'unknown-piece':
      return `There is no piece called '${e.text}'.${e.suggestion ? ` Did you mean ${e.suggestion}?` : ''} Pieces: ${e.valid.join(', ')}.`;
    case 'piece-not-in-set':
      return `${pieceName(e.piece)} is not played in ${variantOf(e.variant).title}. Its pieces: ${e.valid.join(', ')}.`;
    case 'bad-notation':
      return describeNotationError(e.error);
    case 'illegal-placement': {
      const hint = e.nearby.length > 0 ? ` Legal nearby: ${e.nearby.map((s) => s.text).join('; ')}.` : '';
      return `${describePlacementError(e.error, e.boardSize)}${hint}`;
    }
    case 'already-applied':
      return `That request was already carried out (move ${e.ply}); nothing changed. Use /board to see the game.`;
    case 'not-your-color':
      return e.yours.length > 0
        ? `${colorLabel(e.color)} is not yours: you play ${colors(e.yours)}.`
        : `${colorLabel(e.color)} is not yours to resign.`;
    case 'color-out':
      return `${colorLabel(e.color)} is already out of the game (${e.reason === 'blocked' ? 'no piece fits any more' : 'resigned'}).`;
    case 'nothing-to-resign':
      return 'All your colours are already out of the game.';
    case 'undo-off':
      return `Game #${e.gameId} does not allow taking moves back.`;
    case 'nothing-to-undo':
      return undoReason(e.reason);
    case 'undo-not-mover':
      return 'Only the player who made the last move can take it back, and only before the next move.';
    case 'undo-pending':
      return 'A request to take back the last move is already waiting for answers.';
    case 'no-undo-request':
      return 'There is no open request to take back a move: it was answered, or a move was made since. Ask again with /undo.';
    case 'own-undo-request':
      return 'You asked to take the move back yourself: the other players answer the request.';
    case 'stale':
      return 'The board changed in the meantime, so nothing was done. Look at the new position and try again.';
    case 'bad-preview':
      return 'That preview is out of date. Place the piece again with /place.';
    case 'deadline-not-due':
      return `The turn deadline of game #${e.gameId} has not passed (or the turn already moved on).`;
    case 'bad-quiet-hours':
      return `'${e.text}' are not quiet hours: write them as 22-7 or 22:30-07:00 (local time), or off.`;
  }
}
