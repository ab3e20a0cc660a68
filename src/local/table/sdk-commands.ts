import type { LocalDiscord } from '../discord/index.ts';

/** A command the Activity's SDK sent its host (Discord's client; here, the table's page). */
export interface SdkCommand {
  readonly cmd: string;
  readonly args: Record<string, unknown>;
}

/** The host's answer: the command's data, or an error as Discord's client words one. */
export type SdkAnswer = { readonly data: unknown } | { readonly error: { code: number; message: string } };

/** What Discord's client answers a command it refuses (`RPCErrorCodes`: invalid payload, OAuth2 error). */
const INVALID_PAYLOAD = 4000;
const OAUTH2_ERROR = 5000;

/**
 * Discord's client side of the two commands an Activity signs in with, for the person a page of the table
 * acts as: `AUTHORIZE` (the person agrees at once, as with `prompt: 'none'` once they have: a code of the
 * local Discord) and `AUTHENTICATE` (the access token must be theirs). Anything else is refused.
 */
export function answerSdkCommand(
  discord: LocalDiscord,
  application: { id: string; name: string },
  userId: string,
  command: SdkCommand,
): SdkAnswer {
  if (command.cmd === 'AUTHORIZE') {
    if (command.args.client_id !== application.id) {
      return { error: { code: OAUTH2_ERROR, message: 'Unknown application' } };
    }
    return { data: { code: discord.oauthCode(userId) } };
  }
  if (command.cmd === 'AUTHENTICATE') {
    const token = command.args.access_token;
    const user = typeof token === 'string' ? discord.oauthUser(token) : undefined;
    if (user?.id !== userId || typeof token !== 'string') {
      return { error: { code: OAUTH2_ERROR, message: 'Invalid access token' } };
    }
    return {
      data: {
        access_token: token,
        user: {
          id: user.id,
          username: user.username,
          discriminator: user.discriminator,
          avatar: user.avatar,
          public_flags: user.public_flags ?? 0,
          global_name: user.global_name,
        },
        scopes: ['identify', 'guilds'],
        expires: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        application: { id: application.id, name: application.name, description: '', icon: null },
      },
    };
  }
  return { error: { code: INVALID_PAYLOAD, message: `The local table does not answer ${command.cmd}.` } };
}
