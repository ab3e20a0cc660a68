import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inviteUrl, REQUIRED_PERMISSIONS } from '../../src/bot/discord/invite.ts';

describe('the invite link', () => {
  it('asks for the bot and commands scopes and the permissions the bot uses, as the hosting guide says', () => {
    const url = inviteUrl('123456789012345678');
    expect(url).toBe(
      `https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot+applications.commands&permissions=${REQUIRED_PERMISSIONS.bitfield}`,
    );
    const guide = readFileSync(new URL('../../docs/hosting.md', import.meta.url), 'utf8');
    expect(guide).toContain(url.replace('123456789012345678', 'YOUR_APPLICATION_ID'));
    expect(REQUIRED_PERMISSIONS.toArray().sort()).toEqual(
      [
        'AttachFiles',
        'CreatePublicThreads',
        'EmbedLinks',
        'SendMessages',
        'SendMessagesInThreads',
        'ViewChannel',
      ].sort(),
    );
    expect(REQUIRED_PERMISSIONS.has('MentionEveryone')).toBe(false);
  });
});
