import { DiscordSDK } from '@discord/embedded-app-sdk';
import type { SessionAnswer } from '../wire.ts';
import { type ActivityHost, SignInUnavailable } from './live.ts';

/** What the page asks Discord for: who the person is, and their servers. */
const SCOPES: ('identify' | 'guilds')[] = ['identify', 'guilds'];

/**
 * The page's host, Discord (or the local table, which answers its side of the SDK's handshake the same
 * way): `ready`, then `authorize` gives the code the server exchanges, then `authenticate` with the access
 * token the server hands back. The channel is the one Discord opened the Activity in.
 */
export class DiscordHost implements ActivityHost {
  readonly placeId = new URLSearchParams(location.search).get('channel_id') ?? '';
  private sdk: DiscordSDK | undefined;
  private clientId = '';

  async grant(): Promise<string> {
    if (!this.sdk) {
      // The application id comes from the server: the page's files are the same for every host.
      const config = await fetch('api/config').catch(() => undefined);
      // The wait is the page's to choose (`Live` backs off while the server stays out of reach).
      if (!config?.ok) throw new SignInUnavailable(0);
      this.clientId = ((await config.json()) as { clientId: string }).clientId;
      // Console lines stay in the page: the SDK would otherwise send each to Discord.
      this.sdk = new DiscordSDK(this.clientId, { disableConsoleLogOverride: true });
      await this.sdk.ready();
    }
    const { code } = await this.sdk.commands.authorize({
      client_id: this.clientId,
      response_type: 'code',
      prompt: 'none',
      scope: SCOPES,
    });
    return code;
  }

  async signedIn(answer: SessionAnswer): Promise<void> {
    if (answer.accessToken) await this.sdk?.commands.authenticate({ access_token: answer.accessToken });
  }
}
