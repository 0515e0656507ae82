import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { visibleLines, type FileDiff } from '../model/file-diff';

/** Per-file line diff: removed lines red, added lines green, long unchanged runs folded. */
export function FileDiffView({ diffs }: { diffs: FileDiff[] }) {
  const text = useConfig(messages.studio).diff;

  if (diffs.length === 0) return <Typography color="text.secondary">{text.none}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {diffs.map((d) => (
        <Box
          key={d.file}
          component="section"
          aria-label={fmt(text.fileLabel, { file: `${d.file}.json` })}
          data-testid={`diff-${d.file}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          <Box sx={{ display: 'flex', gap: 2, px: 2, py: 1, bgcolor: 'action.hover' }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {`${d.file}.json`}
            </Typography>
            <Typography color="text.secondary">
              {fmt(text.counts, { added: d.added, removed: d.removed })}
            </Typography>
          </Box>
          <Box
            component="pre"
            sx={{ m: 0, p: 1, fontSize: 13, lineHeight: 1.5, overflowX: 'auto', maxHeight: 420 }}
          >
            {visibleLines(d.lines).map((l, i) =>
              l === null ? (
                <Box key={i} component="div" sx={{ color: 'text.secondary', px: 1 }}>
                  {text.fold}
                </Box>
              ) : (
                <Box
                  key={i}
                  component="div"
                  data-kind={l.kind}
                  sx={{
                    px: 1,
                    whiteSpace: 'pre',
                    bgcolor:
                      l.kind === 'added'
                        ? 'scale.green.50'
                        : l.kind === 'removed'
                          ? 'scale.red.50'
                          : undefined,
                  }}
                >
                  <Box component="span" aria-hidden sx={{ userSelect: 'none', mr: 1 }}>
                    {l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '}
                  </Box>
                  {l.kind !== 'same' && (
                    <Box component="span" sx={visuallyHidden}>
                      {l.kind === 'added' ? text.addedLine : text.removedLine}
                    </Box>
                  )}
                  {l.text}
                </Box>
              ),
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

// Pixels as strings: MUI's sx reads a width or height of 1 as 100%, which made each marker as
// large as the viewport and pushed the page 73 px wider than 1280.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
