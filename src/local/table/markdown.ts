import { EMOJI, emojiImage } from './emoji-html.ts';
import { escapeHtml } from './html.ts';

/** How ids in a message read for people: `<@id>` → a display name, `<#id>` → a channel name. */
export interface NameLookup {
  user(id: string): string | undefined;
  channel(id: string): string | undefined;
  role(id: string): string | undefined;
}

/*
 * Discord's markdown, the part the bot writes: **bold**, *italic* / _italic_, __underline__,
 * ~~strike~~, ||spoiler||, `code`, ``` blocks ```, "> " quotes, "# " headings, "-# " subtext,
 * "- " lists, [masked](links), bare links, mentions, <t:unix:style> timestamps, <:custom:emoji>, and
 * emoji as pictures.
 *
 * Everything is escaped: the inline pass first lifts out what must not be touched (code, mentions,
 * links, backslash escapes) as numbered placeholders between two private-use characters, escapes
 * the rest, applies the emphasis rules, and puts the lifted HTML back.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

const TIME_STYLES = new Set(['t', 'T', 'd', 'D', 'f', 'F', 'R']);

/** The HTML of a message's content (or an embed's text), every character of it escaped. */
export function markdownToHtml(text: string, names: NameLookup): string {
  const clean = text.replace(/[\uE000\uE001]/g, '');
  const parts = clean.split(/```/);
  return parts
    .map((part, index) =>
      index % 2 === 1 && index < parts.length - 1 ? codeBlock(part) : blocks(part, names),
    )
    .join('');
}

function codeBlock(part: string): string {
  // ```lang\ncode``` names a language on its first line; the page does not colour code.
  const body = /^[\w+-]*\n/.test(part) ? part.slice(part.indexOf('\n') + 1) : part;
  return `<pre><code>${escapeHtml(body.replace(/\n$/, ''))}</code></pre>`;
}

/** Lines grouped into paragraphs, quotes, headings, subtext and lists. */
function blocks(text: string, names: NameLookup): string {
  const out: string[] = [];
  let lines: string[] = [];
  let list: string[] = [];
  let quote: string[] = [];
  const flush = () => {
    while (lines.at(-1) === '') lines.pop();
    if (lines.length) out.push(`<p>${lines.map((l) => inline(l, names)).join('<br>')}</p>`);
    if (list.length) out.push(`<ul>${list.map((l) => `<li>${inline(l, names)}</li>`).join('')}</ul>`);
    if (quote.length) out.push(`<blockquote>${blocks(quote.join('\n'), names)}</blockquote>`);
    lines = [];
    list = [];
    quote = [];
  };
  const all = text.split('\n');
  for (const [index, line] of all.entries()) {
    if (line.startsWith('>>> ')) {
      flush();
      quote = [line.slice(4), ...all.slice(index + 1)];
      break;
    }
    const quoted = /^> ?(.*)$/.exec(line);
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    const subtext = /^-# (.+)$/.exec(line);
    const item = /^\s*[-*] (.+)$/.exec(line);
    if (quoted) {
      if (lines.length || list.length) flush();
      quote.push(quoted[1]!);
    } else if (heading) {
      flush();
      const level = heading[1]!.length;
      out.push(`<h${level}>${inline(heading[2]!, names)}</h${level}>`);
    } else if (subtext) {
      flush();
      out.push(`<p class="subtext">${inline(subtext[1]!, names)}</p>`);
    } else if (item) {
      if (lines.length || quote.length) flush();
      list.push(item[1]!);
    } else {
      if (list.length || quote.length) flush();
      if (line !== '' || lines.length) lines.push(line);
    }
  }
  flush();
  return out.join('');
}

/** One line: emphasis, code, links and mentions. */
function inline(text: string, names: NameLookup): string {
  const lifted: string[] = [];
  const lift = (html: string) => {
    lifted.push(html);
    return `${OPEN}${lifted.length - 1}${CLOSE}`;
  };
  let s = text
    .replace(/\\([\\*_~|`>#[\]()<@:-])/g, (_, ch: string) => lift(escapeHtml(ch)))
    .replace(/`([^`]+)`/g, (_, code: string) => lift(`<code>${escapeHtml(code)}</code>`))
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, (_, label: string, url: string) =>
      lift(link(url, inline(label, names))),
    )
    .replace(/<?(https?:\/\/[^\s<>]+[^\s<>.,;:!?)'"])>?/g, (_, url: string) =>
      lift(link(url, escapeHtml(url))),
    )
    .replace(/<(@!?|@&|#)(\d+)>/g, (_, kind: string, id: string) => lift(mention(kind, id, names)))
    .replace(/<t:(-?\d+)(?::([a-zA-Z]))?>/g, (whole, seconds: string, style = 'f') =>
      TIME_STYLES.has(style) ? lift(timestamp(Number(seconds), style)) : whole,
    )
    .replace(/<a?:(\w+):\d+>/g, (_, name: string) => lift(`<span class="emoji">:${escapeHtml(name)}:</span>`))
    .replace(/@(everyone|here)\b/g, (whole) => lift(`<span class="mention">${whole}</span>`))
    .replace(EMOJI, (emoji) => lift(emojiImage(emoji)));
  s = escapeHtml(s)
    .replace(/\*\*\*(.+?)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/\*([^*\s](?:[^*]*[^*\s])?)\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_([^_\s](?:[^_]*[^_\s])?)_(?![\w])/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" tabindex="0">$1</span>');
  // Lifted pieces may hold placeholders of their own (a masked link's label): restore until none is left.
  let previous = '';
  while (previous !== s) {
    previous = s;
    s = s.replace(PLACEHOLDER, (_, n: string) => lifted[Number(n)] ?? '');
  }
  return s;
}

function link(url: string, labelHtml: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${labelHtml}</a>`;
}

function mention(kind: string, id: string, names: NameLookup): string {
  if (kind === '#') {
    const name = names.channel(id);
    return `<span class="mention channel" data-channel-id="${id}">#${escapeHtml(name ?? 'unknown-channel')}</span>`;
  }
  if (kind === '@&')
    return `<span class="mention role">@${escapeHtml(names.role(id) ?? 'unknown-role')}</span>`;
  return `<span class="mention user" data-user-id="${id}">@${escapeHtml(names.user(id) ?? 'unknown-user')}</span>`;
}

/** A Discord timestamp: the page's script writes it in the reader's time zone and style. */
function timestamp(seconds: number, style: string): string {
  const date = new Date(seconds * 1000);
  const iso = Number.isNaN(date.getTime()) ? '' : date.toISOString();
  return `<time class="stamp" datetime="${iso}" data-style="${style}">${iso.slice(0, 16).replace('T', ' ')} UTC</time>`;
}
