import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { messages } from '@/generated/config/messages-studio';

const KOREAN: Partial<Record<TranslatableString, string>> = {
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

/** rjsf's button and label texts in Korean (the rest as rjsf writes them). */
export function koreanStrings(key: TranslatableString, params?: string[]): string {
  return KOREAN[key] ?? englishStringTranslator(key, params);
}
