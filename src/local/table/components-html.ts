import { textHtml } from './emoji-html.ts';
import { escapeHtml } from './html.ts';
import { markdownToHtml, type NameLookup } from './markdown.ts';

/** A component of any kind, read loosely: the page draws what the bot sends and skips what it cannot. */
export interface PageComponent {
  type: number;
  custom_id?: string;
  style?: number;
  url?: string;
  label?: string;
  emoji?: { name?: string | null } | null;
  disabled?: boolean;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: { label: string; value: string; description?: string; default?: boolean }[];
  content?: string;
  components?: PageComponent[];
}

/** Component types (Discord's numbers). */
const T = { Row: 1, Button: 2, StringSelect: 3, TextDisplay: 10, Container: 17 } as const;

/** Button styles, by Discord's number, as CSS class names. */
const STYLE: Record<number, string> = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link' };

/**
 * A message's components: rows of buttons and select menus carry `data-custom-id`, which the page's
 * script sends back when one is used. Disabled ones are drawn disabled.
 */
export function componentsHtml(components: readonly PageComponent[], names: NameLookup): string {
  return components.map((c) => componentHtml(c, names)).join('');
}

function componentHtml(c: PageComponent, names: NameLookup): string {
  switch (c.type) {
    case T.Row:
      return `<div class="row">${componentsHtml(c.components ?? [], names)}</div>`;
    case T.Button:
      return buttonHtml(c);
    case T.StringSelect:
      return selectHtml(c);
    case T.TextDisplay:
      return `<div class="text-display">${markdownToHtml(c.content ?? '', names)}</div>`;
    case T.Container:
      return `<div class="container">${componentsHtml(c.components ?? [], names)}</div>`;
    default:
      return '';
  }
}

function buttonHtml(c: PageComponent): string {
  const emoji = c.emoji?.name ? `<span class="btn-emoji">${textHtml(c.emoji.name)}</span>` : '';
  const label = `${emoji}${textHtml(c.label ?? '')}`;
  const style = STYLE[c.style ?? 2] ?? 'secondary';
  // Discord takes only web (and discord://) addresses for link buttons; anything else is drawn inert.
  if (c.style === 5 && c.url && /^https?:\/\//.test(c.url)) {
    return `<a class="btn link" href="${escapeHtml(c.url)}" target="_blank" rel="noopener noreferrer">${label} ↗</a>`;
  }
  const disabled = c.disabled ? ' disabled' : '';
  return `<button type="button" class="btn ${style}" data-custom-id="${escapeHtml(c.custom_id ?? '')}"${disabled}>${label}</button>`;
}

function selectHtml(c: PageComponent): string {
  const multiple = (c.max_values ?? 1) > 1 ? ` multiple size="${Math.min(c.options?.length ?? 1, 6)}"` : '';
  const disabled = c.disabled ? ' disabled' : '';
  const placeholder = `<option value="" disabled selected hidden>${escapeHtml(c.placeholder ?? 'Make a selection')}</option>`;
  const options = (c.options ?? []).map(
    (o) =>
      `<option value="${escapeHtml(o.value)}"${o.description ? ` title="${escapeHtml(o.description)}"` : ''}>${escapeHtml(o.label)}${o.description ? ` — ${escapeHtml(o.description)}` : ''}</option>`,
  );
  return `<select class="menu" data-custom-id="${escapeHtml(c.custom_id ?? '')}" data-min="${c.min_values ?? 1}"${multiple}${disabled}>${placeholder}${options.join('')}</select>`;
}
