import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { developerOwnedNote } from '../../../model/ownership';

/**
 * The uiSchema of the ui.json form. Field names come from the schema's own Korean `title`s
 * (spec/config/ui.schema.json), so they stay out of the broker pages' messages; here only the
 * form's name, list items' name, the hidden `$schema`, and the fields the schema marks
 * `"x-owner": "developer"`, shown read-only with the reason (config/ownership.ts refuses a
 * change to them at publish).
 */
export function formUiSchema(schema: RJSFSchema): UiSchema {
  const t = readConfig(messages.studioEditors).ui;

  const walk = (node: RJSFSchema): UiSchema => {
    const ui: UiSchema = {};
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (name === '$schema') ui[name] = { 'ui:widget': 'hidden' };
      else if (typeof child === 'object') ui[name] = walk(child);
    }
    const items = node.items;
    if (items && typeof items === 'object' && !Array.isArray(items))
      ui.items = { ...walk(items as RJSFSchema), 'ui:title': t.actions.item };
    if ((node as Record<string, unknown>)['x-owner'] === 'developer') {
      ui['ui:readonly'] = true;
      ui['ui:help'] = developerOwnedNote();
    }
    return ui;
  };
  return { ...walk(schema), 'ui:title': t.title };
}
