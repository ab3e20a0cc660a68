import type { APIAllowedMentions, APIEmbed, APIMessageTopLevelComponent } from 'discord-api-types/v10';
import { badLength, type FormFieldError, fieldError, tooLong } from '../errors.ts';
import { validateAllowedMentions } from './mentions.ts';

/** The message fields the fake reads from create/edit bodies (channel message, webhook, callback data). */
export interface MessageBody {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: APIMessageTopLevelComponent[] | null;
  flags?: number | null;
  allowed_mentions?: APIAllowedMentions | null;
  attachments?: { id: string | number; filename?: string; description?: string }[] | null;
  poll?: unknown;
  sticker_ids?: string[] | null;
}

/** MessageFlags.IsComponentsV2: components are a layout tree instead of action rows. */
export const COMPONENTS_V2_FLAG = 1 << 15;
const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);

type Path = (string | number)[];
/** A component of any kind, seen loosely: the fake only reads a few fields. */
export interface LooseComponent {
  type: number;
  custom_id?: string;
  style?: number;
  url?: string;
  label?: string;
  disabled?: boolean;
  options?: { value: string }[];
  min_values?: number;
  max_values?: number;
  placeholder?: string;
  components?: LooseComponent[];
  accessory?: LooseComponent;
}

/** Checks content, embeds, components and allowed_mentions against Discord's limits. */
export function validateMessageBody(body: MessageBody, path: Path): FormFieldError[] {
  const errors: FormFieldError[] = [];
  if (typeof body.content === 'string' && body.content.length > 2000)
    errors.push(tooLong([...path, 'content'], 2000));
  if (body.embeds) {
    if (body.embeds.length > 10) errors.push(tooLong([...path, 'embeds'], 10));
    body.embeds.forEach((embed, i) => {
      errors.push(...validateEmbed(embed, [...path, 'embeds', i]));
    });
  }
  if (body.components) {
    const v2 = ((body.flags ?? 0) & COMPONENTS_V2_FLAG) !== 0;
    errors.push(
      ...validateComponents(body.components as unknown as LooseComponent[], v2, [...path, 'components']),
    );
  }
  errors.push(...validateAllowedMentions(body.allowed_mentions ?? undefined, [...path, 'allowed_mentions']));
  return errors;
}

function validateEmbed(embed: APIEmbed, path: Path): FormFieldError[] {
  const errors: FormFieldError[] = [];
  const limit = (value: string | undefined, max: number, field: Path) => {
    if (value !== undefined && value.length > max) errors.push(tooLong([...path, ...field], max));
  };
  limit(embed.title, 256, ['title']);
  limit(embed.description, 4096, ['description']);
  limit(embed.footer?.text, 2048, ['footer', 'text']);
  limit(embed.author?.name, 256, ['author', 'name']);
  if ((embed.fields ?? []).length > 25) errors.push(tooLong([...path, 'fields'], 25));
  (embed.fields ?? []).forEach((f, i) => {
    limit(f.name, 256, ['fields', i, 'name']);
    limit(f.value, 1024, ['fields', i, 'value']);
  });
  return errors;
}

/** Checks the component tree: 5 rows × 5 (classic) or 40 in all (v2), custom_id ≤ 100 and unique. */
export function validateComponents(components: LooseComponent[], v2: boolean, path: Path): FormFieldError[] {
  const errors: FormFieldError[] = [];
  if (!v2) {
    if (components.length > 5) errors.push(tooLong(path, 5));
    components.forEach((row, i) => {
      if (row.type !== 1) {
        errors.push(fieldError([...path, i, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1}.'));
        return;
      }
      const children = row.components ?? [];
      if (children.length < 1 || children.length > 5)
        errors.push(badLength([...path, i, 'components'], 1, 5));
      if (children.length > 1 && children.some((c) => SELECT_TYPES.has(c.type))) {
        errors.push(
          fieldError(
            [...path, i, 'components'],
            'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
            'The specified component exceeds the maximum width',
          ),
        );
      }
    });
  }
  const seen = new Set<string>();
  let count = 0;
  walkComponents(components, path, (component, at) => {
    count += 1;
    errors.push(...validateComponent(component, at));
    if (component.custom_id !== undefined) {
      if (seen.has(component.custom_id)) {
        errors.push(
          fieldError(
            [...at, 'custom_id'],
            'COMPONENT_CUSTOM_ID_DUPLICATED',
            'Component custom id cannot be duplicated',
          ),
        );
      }
      seen.add(component.custom_id);
    }
  });
  if (v2 && count > 40) errors.push(tooLong(path, 40));
  return errors;
}

function validateComponent(component: LooseComponent, at: Path): FormFieldError[] {
  const errors: FormFieldError[] = [];
  if (component.custom_id !== undefined && component.custom_id.length > 100) {
    errors.push(tooLong([...at, 'custom_id'], 100));
  }
  if (component.type === 2) {
    if (component.style === 5) {
      if (!component.url)
        errors.push(fieldError([...at, 'url'], 'BUTTON_COMPONENT_URL_REQUIRED', 'A url is required'));
      if (component.custom_id !== undefined) {
        errors.push(
          fieldError(
            [...at, 'custom_id'],
            'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
            'A custom id is not allowed',
          ),
        );
      }
    } else if (component.style !== 6 && !component.custom_id) {
      errors.push(
        fieldError([...at, 'custom_id'], 'BUTTON_COMPONENT_CUSTOM_ID_REQUIRED', 'A custom id is required'),
      );
    }
    if (component.label !== undefined && component.label.length > 80)
      errors.push(tooLong([...at, 'label'], 80));
  }
  if (SELECT_TYPES.has(component.type)) {
    if (!component.custom_id)
      errors.push(fieldError([...at, 'custom_id'], 'BASE_TYPE_REQUIRED', 'This field is required'));
    if (component.placeholder !== undefined && component.placeholder.length > 150) {
      errors.push(tooLong([...at, 'placeholder'], 150));
    }
    if (component.type === 3) {
      const n = component.options?.length ?? 0;
      if (n < 1 || n > 25) errors.push(badLength([...at, 'options'], 1, 25));
    }
  }
  return errors;
}

/** Visits every component (rows, containers, section accessories) depth first. */
export function walkComponents(
  components: readonly LooseComponent[],
  path: Path,
  visit: (component: LooseComponent, path: Path) => void,
): void {
  components.forEach((component, i) => {
    const at = [...path, i];
    visit(component, at);
    if (component.components) walkComponents(component.components, [...at, 'components'], visit);
    if (component.accessory) walkComponents([component.accessory], [...at, 'accessory'], visit);
  });
}

/** The interactive component with this custom_id, if the tree has one. */
export function findComponent(components: readonly unknown[], customId: string): LooseComponent | undefined {
  let found: LooseComponent | undefined;
  walkComponents(components as LooseComponent[], [], (component) => {
    if (!found && component.custom_id === customId) found = component;
  });
  return found;
}

/** Checks a modal (callback type 9). */
export function validateModal(data: {
  custom_id?: string;
  title?: string;
  components?: readonly unknown[] | null;
}): FormFieldError[] {
  const errors: FormFieldError[] = [];
  const customId = data.custom_id ?? '';
  if (customId.length < 1 || customId.length > 100) errors.push(badLength(['data', 'custom_id'], 1, 100));
  const title = data.title ?? '';
  if (title.length < 1 || title.length > 45) errors.push(badLength(['data', 'title'], 1, 45));
  const n = data.components?.length ?? 0;
  if (n < 1 || n > 5) errors.push(badLength(['data', 'components'], 1, 5));
  return errors;
}

/** Checks autocomplete choices (callback type 8): at most 25, names 1–100, string values ≤ 100. */
export function validateChoices(choices: unknown): FormFieldError[] {
  if (!Array.isArray(choices)) {
    return [fieldError(['data', 'choices'], 'BASE_TYPE_REQUIRED', 'This field is required')];
  }
  const errors: FormFieldError[] = [];
  if (choices.length > 25) errors.push(tooLong(['data', 'choices'], 25));
  choices.forEach((choice: { name?: unknown; value?: unknown }, i) => {
    const name = typeof choice.name === 'string' ? choice.name : '';
    if (name.length < 1 || name.length > 100) errors.push(badLength(['data', 'choices', i, 'name'], 1, 100));
    if (typeof choice.value === 'string') {
      if (choice.value.length > 100) errors.push(tooLong(['data', 'choices', i, 'value'], 100));
    } else if (typeof choice.value !== 'number') {
      errors.push(
        fieldError(['data', 'choices', i, 'value'], 'BASE_TYPE_REQUIRED', 'This field is required'),
      );
    }
  });
  return errors;
}
