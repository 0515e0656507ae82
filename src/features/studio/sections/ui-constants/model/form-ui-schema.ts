import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';

/**
 * The uiSchema of the ui.json form. Field names come from the schema's own Korean `title`s
 * (spec/config/ui.schema.json), so they stay out of the broker pages' messages; here only the
 * form's name, list items' name and the hidden `$schema`.
 */
export function formUiSchema(schema: RJSFSchema): UiSchema {
  const t = readConfig(messages.studioEditors).ui;

  const walk = (node: RJSFSchema): UiSchema => {
    const t = readConfig(messages.studioEditors).ui;

    const ui: UiSchema = {};
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (name === '$schema') ui[name] = { 'ui:widget': 'hidden' };
      else if (typeof child === 'object') ui[name] = walk(child);
    }
    const items = node.items;
    if (items && typeof items === 'object' && !Array.isArray(items))
      ui.items = { ...walk(items as RJSFSchema), 'ui:title': t.actions.item };
    return ui;
  };
  return { ...walk(schema), 'ui:title': t.title };
}
