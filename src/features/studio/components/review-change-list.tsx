import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { StaffConfigName } from '@config/registry';
import { fieldWords } from '../model/field-words';
import type { DraftFiles } from '../model/studio-section';

interface Change {
  file: string;
  path: string;
  /** The label of the rule that sends it to review ('' for the setting itself). */
  rule: string | null;
}

/**
 * Changes in the words staff know the fields by ("일반 올인원 · 기간별 가격 · 30일 — 상품 가격"),
 * each with the rule that sends it to review.
 */
export function ReviewChangeList({
  changes,
  files,
  label,
}: {
  changes: readonly Change[];
  /** The versions to name elements from (the request's files, then its base). */
  files: readonly Partial<DraftFiles>[];
  label: string;
}) {
  const text = useConfig(messages.studioReview).request;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
      {changes.map((c) => {
        const field = fieldWords(c.file as StaffConfigName, c.path, files);
        return (
          <li key={`${c.file}#${c.path}`} data-path={`${c.file}#${c.path}`}>
            {c.rule === null
              ? field
              : fmt(text.change, { field, rule: c.rule || text.settingRule })}
          </li>
        );
      })}
    </Box>
  );
}
