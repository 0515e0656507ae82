import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';

/** The Korean name of a step type (its id when the type is new to the studio). */
export const stepLabel = (type: string): string =>
  (readConfig(messages.studioEditors).chain.types as Readonly<Record<string, string>>)[type] ??
  type;
