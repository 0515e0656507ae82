import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import type { ConfigChange } from '@config/change-list';
import type { StaffConfigName } from '@config/registry';
import { describeChange, fileWords } from '../model/describe-change';

/**
 * Changes of the config in Korean sentences, each after the name of the tab that edits its file:
 * "광고 상품 | 일반 올인원 · 기본 기간: 30일 → 60일". `label` names the list for screen readers;
 * with `onOpen`, each sentence is a link to its field.
 */
export function ChangeList({
  changes,
  label,
  testId = 'change-list',
  onOpen,
}: {
  changes: readonly ConfigChange[];
  label?: string;
  testId?: string;
  onOpen?: (change: ConfigChange) => void;
}) {
  const text = useConfig(messages.studio).changes;
  if (!changes.length)
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {text.none}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={label ?? text.label}
      data-testid={testId}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}
    >
      {changes.map((c) => (
        <Box
          component="li"
          key={`${c.file}#${c.op}#${c.path}`}
          data-file={c.file}
          data-path={c.path}
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
          {onOpen ? (
            <Link
              component="button"
              type="button"
              onClick={() => onOpen(c)}
              sx={{ minWidth: 0, overflowWrap: 'anywhere', textAlign: 'left', fontSize: 14 }}
            >
              {describeChange(c)}
            </Link>
          ) : (
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {describeChange(c)}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
