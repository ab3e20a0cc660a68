import type { InteractionSummary, StoredAttachment, StoredMessage } from '../discord/index.ts';
import { componentsHtml, type PageComponent } from './components-html.ts';
import { embedHtml } from './embed-html.ts';
import { emojiImage } from './emoji-html.ts';
import { escapeHtml } from './html.ts';
import { markdownToHtml, type NameLookup } from './markdown.ts';

/** What drawing a message needs besides the message: who looks, names, and where files are served. */
export interface MessageContext {
  viewerId: string;
  names: NameLookup;
  botName: string;
  /** The interaction the message answers, for the "Alice used /place" line above it. */
  interaction?: InteractionSummary | undefined;
  attachmentUrl(attachment: StoredAttachment): string;
}

const IMAGE = /\.(png|gif|jpe?g|webp)$/i;

/** Whether `viewerId` sees the message at all: public ones, and ephemeral ones meant for them. */
export function isVisibleTo(message: StoredMessage, viewerId: string): boolean {
  return !message.deleted && (!message.ephemeral || message.visibleTo === viewerId);
}

/**
 * One message as the page shows it, as Discord's app would show it to the viewer: the bot's name, the
 * content, embeds, pictures, files and components, "(edited)", and for an ephemeral answer the
 * "Only you can see this" line. The article's id lets the page replace it when the message changes.
 */
export function messageHtml(message: StoredMessage, ctx: MessageContext): string {
  const classes = ['message'];
  if (message.ephemeral) classes.push('ephemeral');
  if (message.mentions.includes(ctx.viewerId) || message.mentionEveryone) classes.push('mentioned');
  const byFile = new Map(message.attachments.map((a) => [a.filename, a]));
  const resolve = (url: string) => {
    if (!url.startsWith('attachment://')) return undefined;
    const attachment = byFile.get(url.slice('attachment://'.length));
    if (!attachment) return undefined;
    byFile.delete(attachment.filename);
    return ctx.attachmentUrl(attachment);
  };
  const embeds = message.embeds.map((e) => embedHtml(e, ctx.names, resolve)).join('');
  const files = [...byFile.values()].map((a) => attachmentHtml(a, ctx.attachmentUrl(a))).join('');
  const body = message.loading
    ? `<div class="content thinking">${escapeHtml(ctx.botName)} is thinking…</div>`
    : `<div class="content">${withEdited(markdownToHtml(message.content, ctx.names), message.editedAt !== undefined)}</div>`;
  const components = componentsHtml(message.components as unknown as PageComponent[], ctx.names);
  return [
    `<article class="${classes.join(' ')}" id="m-${message.id}" data-message-id="${message.id}">`,
    usedLine(ctx),
    '<div class="avatar bot" aria-hidden="true">B</div>',
    '<div class="main">',
    `<header><span class="author">${escapeHtml(ctx.botName)}</span><span class="tag">APP</span>`,
    `<time class="sent" datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString().slice(11, 16)}</time></header>`,
    body,
    embeds ? `<div class="embeds">${embeds}</div>` : '',
    files ? `<div class="files">${files}</div>` : '',
    components ? `<div class="components">${components}</div>` : '',
    message.ephemeral
      ? `<div class="only-you">${emojiImage('👁️')} Only you can see this · <button type="button" class="dismiss">Dismiss message</button></div>`
      : '',
    '</div></article>',
  ].join('');
}

/** "(edited)" at the end of the text's last paragraph, as Discord writes it. */
function withEdited(html: string, edited: boolean): string {
  if (!edited) return html;
  const mark = '<span class="edited">(edited)</span>';
  return html.endsWith('</p>') ? `${html.slice(0, -'</p>'.length)}${mark}</p>` : `${html}${mark}`;
}

/** "Alice used /place": Discord's line above a command's answer. */
function usedLine(ctx: MessageContext): string {
  const used = ctx.interaction;
  if (used?.kind !== 'command') return '';
  const who = ctx.names.user(used.userId) ?? 'Someone';
  // The label reads `/blokus new variant:duo`: Discord names the command and subcommand, not the options.
  const words = used.label.split(' ');
  const firstOption = words.findIndex((word) => word.includes(':'));
  const command = words.slice(0, firstOption < 0 ? undefined : firstOption).join(' ');
  return `<div class="used"><span class="who">${escapeHtml(who)}</span> used <span class="command" title="${escapeHtml(used.label)}">${escapeHtml(command)}</span></div>`;
}

function attachmentHtml(attachment: StoredAttachment, url: string): string {
  const name = escapeHtml(attachment.filename);
  if (IMAGE.test(attachment.filename)) {
    const alt = escapeHtml(attachment.description ?? attachment.filename);
    return `<a class="picture" href="${escapeHtml(url)}" target="_blank"><img src="${escapeHtml(url)}" alt="${alt}" title="${alt}" loading="lazy"></a>`;
  }
  const size = `${Math.max(1, Math.round(attachment.data.length / 1024))} KB`;
  return `<a class="file" href="${escapeHtml(url)}" download="${name}"><span class="file-icon">${emojiImage('📄')}</span><span class="file-name">${name}</span><span class="file-size">${size}</span></a>`;
}
