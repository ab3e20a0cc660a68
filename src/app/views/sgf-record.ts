import { err, ok, type Result } from '../../engine/result.ts';
import { exportSgf } from '../../notation/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import { type Context, load } from '../game/load-and-commit.ts';

/** A file to attach: Pentobi's Blokus SGF. */
export interface GameRecordFile {
  readonly filename: string;
  readonly text: string;
  readonly mimeType: string;
}

/** The game as a Pentobi `.blksgf` record (opens in Pentobi for analysis), for a download button. */
export function exportRecord(ctx: Context, ref: GameRef): Result<GameRecordFile, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const record = stored.game;
  if (record.status === 'lobby') return err({ kind: 'not-started', gameId: record.id });
  const players = Array.from(
    { length: game.variant.seats },
    (_, seat) => stored.seats.find((s) => s.seat === seat)?.displayName ?? '',
  );
  const started = record.startedAt ?? record.createdAt;
  const text = exportSgf(game, {
    players,
    date: new Date(started).toISOString().slice(0, 10),
    gameName: `Game #${record.id}`,
    place: 'Discord',
  });
  return ok({ filename: `blokus-${record.id}.blksgf`, text, mimeType: 'application/x-blokus-sgf' });
}
