import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { messages } from '@/generated/config/messages';

const titles = messages.studioEditors.ui.fields as Readonly<Record<string, string>>;

/**
 * The uiSchema of the ui.json form: every property titled in Korean by its name (the same name
 * means the same thing wherever it sits), `$schema` hidden.
 */
export function formUiSchema(schema: RJSFSchema): UiSchema {
  const walk = (node: RJSFSchema): UiSchema => {
    const ui: UiSchema = {};
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (name === '$schema') {
        ui[name] = { 'ui:widget': 'hidden' };
        continue;
      }
      const sub = typeof child === 'object' ? walk(child) : {};
      ui[name] = { ...sub, 'ui:title': titles[name] ?? name };
    }
    const items = node.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) {
      ui.items = {
        ...walk(items as RJSFSchema),
        'ui:title': messages.studioEditors.ui.actions.item,
      };
    }
    return ui;
  };
  return { ...walk(schema), 'ui:title': messages.studioEditors.ui.title };
}
