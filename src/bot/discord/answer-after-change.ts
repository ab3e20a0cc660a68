import type { BotContext, PlaceOutcome } from '../bot-context.ts';
import { privateWords } from '../messages/locale.ts';
import { postNeeds, postNeedsText } from './permissions.ts';
import { answerPrivately, type Repliable } from './replies.ts';

/**
 * How long a handler waits for the announcements of its change before answering the user anyway. The
 * change is saved and the outbox goes on delivering; the wait only lets the private answer say how it went.
 */
export const SETTLE_WAIT_MS = 4000;

/** Where the announcements of a change stand when the handler answers. */
export type Settled = PlaceOutcome | { readonly state: 'slow' };

/** Waits (up to `SETTLE_WAIT_MS`) for what the interaction's change announced in its place. */
export async function settle(ctx: BotContext, placeId: string, waitMs = SETTLE_WAIT_MS): Promise<Settled> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<Settled>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'slow' }), waitMs);
  });
  try {
    return await Promise.race([ctx.outbox.flush(placeId), slow]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A sentence for the private answer when the public announcement is not out yet: honest about why (a
 * slow or failing Discord is never called a permission problem) and about what happens next. Null when
 * everything was posted.
 */
export function settledNote(settled: Settled, interaction: Repliable): string | null {
  const tr = privateWords(interaction);
  switch (settled.state) {
    case 'delivered':
      return null;
    case 'slow':
    case 'retrying':
      return tr.t('reply.slow');
    case 'blocked': {
      return tr.t('reply.blocked', { need: postNeedsText(tr, missingHere(settled, interaction)) });
    }
    default: {
      const never: never = settled;
      return never;
    }
  }
}

/**
 * The permissions the bot lacks where the interaction came from (flags, `SendMessages`): Discord says so
 * with every interaction (`app_permissions`), which beats what the cache can work out.
 */
function missingHere(settled: Extract<Settled, { state: 'blocked' }>, interaction: Repliable): string[] {
  const needs = postNeeds(interaction.channel?.isThread() ?? false);
  const fromInteraction = interaction.appPermissions.missing(needs);
  return fromInteraction.length > 0 ? fromInteraction : [...settled.missing];
}

/**
 * After a saved change: waits for what it announced in `placeId` (default: where the interaction came
 * from), then answers the user privately with `done` and, if the public update is not out yet, why and
 * what happens next. With `done` null, only a problem is worth a private answer.
 */
export async function answerAfterChange(
  interaction: Repliable,
  ctx: BotContext,
  done: string | null,
  placeId: string = interaction.channelId,
  /** Said first only when there is a problem to report (a quiet success says nothing). */
  doneIfNotDelivered: string | null = done,
): Promise<Settled> {
  const settled = await settle(ctx, placeId);
  if (settled.state === 'blocked') {
    ctx.logger.warn('a change is saved but cannot be posted where it was made', {
      place: placeId,
      reason: settled.reason,
      missingPermissions: missingHere(settled, interaction),
    });
  }
  const note = settledNote(settled, interaction);
  const text = [note === null ? done : doneIfNotDelivered, note].filter((line) => line !== null).join('\n');
  if (text !== '') await answerPrivately(interaction, text);
  return settled;
}
