import type { APIEmbed } from 'discord-api-types/v10';
import { textHtml } from './emoji-html.ts';
import { escapeHtml } from './html.ts';
import { markdownToHtml, type NameLookup } from './markdown.ts';

/** Turns an embed's `attachment://name` into the address the page serves the file at. */
export type AttachmentResolver = (url: string) => string | undefined;

/** An embed as Discord draws it: a coloured bar, author, title, description, fields, image, footer. */
export function embedHtml(embed: APIEmbed, names: NameLookup, resolve: AttachmentResolver): string {
  const parts: string[] = [];
  if (embed.author?.name) parts.push(`<div class="embed-author">${textHtml(embed.author.name)}</div>`);
  if (embed.title) parts.push(`<div class="embed-title">${markdownToHtml(embed.title, names)}</div>`);
  if (embed.description) {
    parts.push(`<div class="embed-description">${markdownToHtml(embed.description, names)}</div>`);
  }
  if (embed.fields?.length) {
    const fields = embed.fields.map(
      (f) =>
        `<div class="embed-field${f.inline ? ' inline' : ''}"><div class="embed-field-name">${markdownToHtml(f.name, names)}</div><div class="embed-field-value">${markdownToHtml(f.value, names)}</div></div>`,
    );
    parts.push(`<div class="embed-fields">${fields.join('')}</div>`);
  }
  const image = embed.image?.url ? resolve(embed.image.url) : undefined;
  if (image) parts.push(`<img class="embed-image" src="${escapeHtml(image)}" alt="" loading="lazy">`);
  const thumbnail = embed.thumbnail?.url ? resolve(embed.thumbnail.url) : undefined;
  if (thumbnail) parts.push(`<img class="embed-thumbnail" src="${escapeHtml(thumbnail)}" alt="">`);
  const footer = [embed.footer?.text, embed.timestamp ? new Date(embed.timestamp).toUTCString() : undefined]
    .filter(Boolean)
    .join(' • ');
  if (footer) parts.push(`<div class="embed-footer">${textHtml(footer)}</div>`);
  const color = typeof embed.color === 'number' ? `#${embed.color.toString(16).padStart(6, '0')}` : '#1e1f22';
  return `<div class="embed" style="border-left-color:${color}">${parts.join('')}</div>`;
}
