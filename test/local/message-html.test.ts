import { describe, expect, it } from 'vitest';
import type { StoredAttachment, StoredMessage } from '../../src/local/discord/index.ts';
import { isVisibleTo, type MessageContext, messageHtml } from '../../src/local/table/message-html.ts';

const png = (filename: string, description?: string): StoredAttachment => ({
  id: `a-${filename}`,
  filename,
  data: Buffer.alloc(2048),
  contentType: 'image/png',
  ...(description ? { description } : {}),
});

function message(fields: Partial<StoredMessage>): StoredMessage {
  return {
    id: '500',
    channelId: '2',
    authorId: 'bot',
    content: '',
    embeds: [],
    components: [],
    attachments: [],
    flags: 0,
    ephemeral: false,
    mentions: [],
    mentionRoles: [],
    mentionEveryone: false,
    pinged: [],
    pingedEveryone: false,
    loading: false,
    createdAt: new Date('2026-12-01T06:00:00Z'),
    ...fields,
  };
}

const ctx = (viewerId = '11', extra: Partial<MessageContext> = {}): MessageContext => ({
  viewerId,
  names: {
    user: (id) => ({ '11': 'Alice', '12': 'Bob' })[id],
    channel: () => undefined,
    role: () => undefined,
  },
  botName: 'Blokus',
  attachmentUrl: (a) => `/attachments/${a.id}/${a.filename}`,
  ...extra,
});

describe('messageHtml', () => {
  it('draws a turn message: text, the mention marked for its person, the picture with its alt text', () => {
    const turn = message({
      content: '<@11>, your turn with 🟪 **Purple**.',
      mentions: ['11'],
      attachments: [png('board.png', 'Duo board, move 2')],
    });
    const forAlice = messageHtml(turn, ctx('11'));
    expect(forAlice).toContain('class="message mentioned"');
    expect(forAlice).toContain(
      '<span class="mention user" data-user-id="11">@Alice</span>, your turn with <img class="emoji" src="/emoji/1f7ea.png" alt="🟪" draggable="false"> <strong>Purple</strong>.',
    );
    expect(forAlice).toContain('<img src="/attachments/a-board.png/board.png" alt="Duo board, move 2"');
    expect(messageHtml(turn, ctx('12'))).toContain('class="message"');
  });

  it('marks an ephemeral answer as only yours, under "Alice used /command"', () => {
    const answer = message({ content: 'Joined.', ephemeral: true, visibleTo: '11', interactionId: 'i1' });
    const html = messageHtml(
      answer,
      ctx('11', { interaction: { userId: '11', kind: 'command', label: '/blokus join colour:purple' } }),
    );
    expect(html).toContain(
      '<div class="used"><span class="who">Alice</span> used <span class="command" title="/blokus join colour:purple">/blokus join</span></div>',
    );
    expect(html).toContain('Only you can see this');
    expect(isVisibleTo(answer, '11')).toBe(true);
    expect(isVisibleTo(answer, '12')).toBe(false);
    expect(isVisibleTo({ ...answer, ephemeral: false, deleted: true }, '11')).toBe(false);
  });

  it('shows an embed image once, inside the embed, and other files as downloads', () => {
    const help = message({
      embeds: [
        {
          title: 'How to play',
          color: 0x3b82f6,
          image: { url: 'attachment://pieces.png' },
          fields: [{ name: 'Seats', value: '1. Alice', inline: true }],
        },
      ],
      attachments: [
        png('pieces.png'),
        { id: 'a-rec', filename: 'game.blksgf', data: Buffer.from('(;GM[Blokus Duo])') },
      ],
    });
    const html = messageHtml(help, ctx());
    expect(html).toContain('<div class="embed" style="border-left-color:#3b82f6">');
    expect(html.match(/<img (?!class="emoji")/g)).toHaveLength(1);
    expect(html).toContain('<img class="embed-image" src="/attachments/a-pieces.png/pieces.png"');
    expect(html).toContain(
      '<div class="embed-field inline"><div class="embed-field-name"><p>Seats</p></div>',
    );
    expect(html).toContain('<a class="file" href="/attachments/a-rec/game.blksgf" download="game.blksgf">');
  });

  it('draws buttons and menus with their custom ids, disabled ones disabled', () => {
    const lobby = message({
      content: 'Lobby',
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'Join', custom_id: 'blokus:join:1:2' },
            { type: 2, style: 3, label: 'Start', custom_id: 'blokus:start:1:2', disabled: true },
          ],
        },
        {
          type: 1,
          components: [
            {
              type: 3,
              custom_id: 'blokus:pick:1:2',
              placeholder: 'Pick a placement',
              options: [{ label: 'P5-L e5', value: 'P5-L e5', description: 'covers e5 e6' }],
            },
          ],
        },
      ],
    } as unknown as Partial<StoredMessage>);
    const html = messageHtml(lobby, ctx());
    expect(html).toContain(
      '<button type="button" class="btn primary" data-custom-id="blokus:join:1:2">Join</button>',
    );
    expect(html).toContain(
      '<button type="button" class="btn success" data-custom-id="blokus:start:1:2" disabled>Start</button>',
    );
    expect(html).toContain('<select class="menu" data-custom-id="blokus:pick:1:2" data-min="1">');
    expect(html).toContain('<option value="P5-L e5" title="covers e5 e6">P5-L e5 — covers e5 e6</option>');
  });

  it('says the bot is thinking while a deferred reply is pending, and marks edits', () => {
    expect(messageHtml(message({ loading: true }), ctx())).toContain(
      '<div class="content thinking">Blokus is thinking…</div>',
    );
    expect(messageHtml(message({ content: 'Played.', editedAt: new Date() }), ctx())).toContain(
      '<p>Played.<span class="edited">(edited)</span></p>',
    );
  });
});
