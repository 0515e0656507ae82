import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { StaffConfigName } from '@config/registry';
import { describeChange, fileWords } from '../model/describe-change';
import type { ReviewedChange } from '../model/review-changes';

/**
 * Changes in Korean sentences after the tab that edits their file, each that needs review with
 * the rule that says so: "광고 상품 | 일반 올인원 · 30일 가격: 3,300원 → 3,600원 — 상품 가격".
 */
export function ReviewChangeList({
  changes,
  label,
}: {
  changes: readonly ReviewedChange[];
  label: string;
}) {
  const text = useConfig(messages.studioReview).request;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}
    >
      {changes.map((c) => (
        <Box
          component="li"
          key={`${c.file}#${c.op}#${c.path}`}
          data-path={`${c.file}#${c.path}`}
          sx={{ display: 'flex', gap: 1, alignItems: 'baseline', fontSize: 14, lineHeight: 1.6 }}
        >
          <Box
            component="span"
            sx={{
              flex: 'none',
              fontSize: 12,
              fontWeight: 700,
              color: 'scale.brand.700',
              bgcolor: 'scale.brand.50',
              borderRadius: 1,
              px: 0.75,
            }}
          >
            {fileWords(c.file as StaffConfigName)}
          </Box>
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {c.rule === null
              ? describeChange(c)
              : fmt(text.change, { change: describeChange(c), rule: c.rule || text.settingRule })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
