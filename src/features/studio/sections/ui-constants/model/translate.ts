import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';

/** rjsf's button and label texts in Korean (the rest as rjsf writes them), read when shown. */
export function koreanStrings(key: TranslatableString, params?: string[]): string {
  const a = readConfig(messages.studioEditors).ui.actions;
  const korean: Partial<Record<TranslatableString, string>> = {
    [TranslatableString.AddButton]: a.add,
    [TranslatableString.AddItemButton]: a.add,
    [TranslatableString.RemoveButton]: a.remove,
    [TranslatableString.MoveUpButton]: a.moveUp,
    [TranslatableString.MoveDownButton]: a.moveDown,
    [TranslatableString.CopyButton]: a.copy,
    [TranslatableString.ArrayItemTitle]: a.item,
    [TranslatableString.EmptyArray]: a.empty,
    [TranslatableString.ErrorsLabel]: a.errors,
    [TranslatableString.YesLabel]: a.yes,
    [TranslatableString.NoLabel]: a.no,
    [TranslatableString.IncrementAriaLabel]: a.increase,
    [TranslatableString.DecrementAriaLabel]: a.decrease,
    [TranslatableString.ClearButton]: a.clear,
    [TranslatableString.ClearLabel]: a.clear,
    [TranslatableString.CloseLabel]: a.close,
  };
  return korean[key] ?? englishStringTranslator(key, params);
}
