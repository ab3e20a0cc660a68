import { describe, expect, it } from 'vitest';
import { emojiOfFileName } from '../../src/local/table/emoji-html.ts';
import { markdownToHtml, type NameLookup } from '../../src/local/table/markdown.ts';

const names: NameLookup = {
  user: (id) => ({ '11': 'Alice', '12': 'Bob <b>' })[id],
  channel: (id) => (id === '2' ? 'blokus' : undefined),
  role: (id) => (id === '1' ? 'everyone' : undefined),
};
const html = (text: string) => markdownToHtml(text, names);

describe('markdownToHtml', () => {
  it('writes emphasis as Discord does', () => {
    expect(html('**bold** *it* _also_ __under__ ~~gone~~ ||secret||')).toBe(
      '<p><strong>bold</strong> <em>it</em> <em>also</em> <u>under</u> <s>gone</s> <span class="spoiler" tabindex="0">secret</span></p>',
    );
    expect(html('***both***')).toBe('<p><strong><em>both</em></strong></p>');
    // Underscores inside words and lone stars stay as typed.
    expect(html('snake_case_name and 2 * 3')).toBe('<p>snake_case_name and 2 * 3</p>');
  });

  it('shows mentions by name, never by id', () => {
    expect(html('<@11>, your turn with <@!12>')).toBe(
      '<p><span class="mention user" data-user-id="11">@Alice</span>, your turn with <span class="mention user" data-user-id="12">@Bob &lt;b&gt;</span></p>',
    );
    expect(html('<@99> in <#2>, <#3> and <@&1>')).toBe(
      '<p><span class="mention user" data-user-id="99">@unknown-user</span> in <span class="mention channel" data-channel-id="2">#blokus</span>, <span class="mention channel" data-channel-id="3">#unknown-channel</span> and <span class="mention role">@everyone</span></p>',
    );
  });

  it('escapes everything the bot (or a player name) could smuggle in', () => {
    expect(html('<script>alert(1)</script> & "quotes"')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p>',
    );
    expect(html('[x](https://example.com/"onmouseover="alert(1))')).not.toContain('"onmouseover');
    expect(html('\uE0000\uE001 stays out')).toBe('<p>0 stays out</p>');
  });

  it('keeps code as typed: inline, and in blocks with a language line', () => {
    expect(html('Type `/place **move**` <@11>')).toBe(
      '<p>Type <code>/place **move**</code> <span class="mention user" data-user-id="11">@Alice</span></p>',
    );
    expect(html('before\n```txt\n<@11> **x**\n```\nafter')).toBe(
      '<p>before</p><pre><code>&lt;@11&gt; **x**</code></pre><p>after</p>',
    );
  });

  it('groups lines into paragraphs, quotes, headings, subtext and lists', () => {
    expect(html('one\ntwo')).toBe('<p>one<br>two</p>');
    expect(html('> quoted\n> more\nafter')).toBe(
      '<blockquote><p>quoted<br>more</p></blockquote><p>after</p>',
    );
    expect(html('# Title\n-# small print')).toBe('<h1>Title</h1><p class="subtext">small print</p>');
    expect(html('Seats:\n- Alice\n- Bob')).toBe('<p>Seats:</p><ul><li>Alice</li><li>Bob</li></ul>');
    // "•" is text in Discord, not a list.
    expect(html('• <#2> — Duo')).toMatch(/^<p>• <span class="mention channel"/);
  });

  it('links, masked links, timestamps and custom emoji', () => {
    expect(html('[the rules](https://example.com/rules) https://example.com/x.')).toBe(
      '<p><a href="https://example.com/rules" target="_blank" rel="noopener noreferrer">the rules</a> <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">https://example.com/x</a>.</p>',
    );
    expect(html('since <t:1764590400:R>')).toBe(
      '<p>since <time class="stamp" datetime="2025-12-01T12:00:00.000Z" data-style="R">2025-12-01 12:00 UTC</time></p>',
    );
    expect(html('<:blokus:123456>')).toBe('<p><span class="emoji">:blokus:</span></p>');
  });

  it("draws emoji as the table's pictures of them, and leaves text symbols and code as they are", () => {
    const img = (name: string, alt: string) =>
      `<img class="emoji" src="/emoji/${name}.png" alt="${alt}" draggable="false">`;
    expect(html('🤖 **won** 🇫🇷 1️⃣ ⚠️ 👍🏽 © #5 `🤖`')).toBe(
      `<p>${img('1f916', '🤖')} <strong>won</strong> ${img('1f1eb-1f1f7', '🇫🇷')} ${img('31-fe0f-20e3', '1️⃣')} ${img('26a0-fe0f', '⚠️')} ${img('1f44d-1f3fd', '👍🏽')} © #5 <code>🤖</code></p>`,
    );
    expect(emojiOfFileName('1f468-200d-1f469-200d-1f467')).toBe('👨‍👩‍👧');
    for (const name of ['41', '1f916-1f916', '110000', '']) expect(emojiOfFileName(name)).toBeUndefined();
  });

  it('keeps the bidirectional isolates around names', () => {
    expect(html('played by \u2068Alice\u2069.')).toBe('<p>played by \u2068Alice\u2069.</p>');
  });
});
