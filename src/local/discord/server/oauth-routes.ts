import { randomBytes } from 'node:crypto';
import type { DiscordState } from '../discord-state.ts';
import { discordErrors } from '../errors.ts';
import { TOKEN_SECONDS } from '../oauth-grants.ts';
import { ok, type RestRequest, type RestResult, type Router } from './router.ts';

/**
 * `POST /oauth2/token` (the authorization-code exchange, a form body, as Discord's) and `GET /users/@me`
 * with a user's `Bearer` token as well as the bot's own `Bot` token.
 */
export function addOAuthRoutes(core: DiscordState, router: Router): void {
  router.add('POST', '/oauth2/token', (r) => exchange(core, r), { auth: false });
  router.add(
    'GET',
    '/users/@me',
    (r) => {
      const authorization = r.headers.authorization ?? '';
      if (authorization === `Bot ${core.token}`) return ok(core.world.botUser);
      const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
      const user = bearer ? core.world.users.get(core.oauth.userOf(bearer) ?? '') : undefined;
      if (!user) throw discordErrors.unauthorized();
      return ok(user);
    },
    { auth: false },
  );
}

function exchange(core: DiscordState, r: RestRequest): RestResult {
  const form = (r.json ?? {}) as Record<string, unknown>;
  if (form.client_id !== core.applicationId || form.client_secret !== core.oauth.clientSecret) {
    return { status: 401, json: { error: 'invalid_client' } };
  }
  if (form.grant_type !== 'authorization_code') {
    return { status: 400, json: { error: 'unsupported_grant_type' } };
  }
  const token = typeof form.code === 'string' ? core.oauth.exchange(form.code) : undefined;
  if (!token) {
    return { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' } };
  }
  return ok({
    access_token: token,
    token_type: 'Bearer',
    expires_in: TOKEN_SECONDS,
    refresh_token: randomBytes(24).toString('base64url'),
    scope: 'identify guilds',
  });
}
