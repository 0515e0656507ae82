import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { problemKey, problemMessage } from '../model/problems';
import type { StudioProblem } from '../model/studio-section';

/**
 * Every problem of the saved draft in Korean, each with the field it names and a button that
 * opens that field; where it sits and its code stay visible for developers.
 */
export function ProblemSummary({
  problems,
  onOpen,
}: {
  problems: readonly StudioProblem[];
  onOpen: (problem: StudioProblem) => void;
}) {
  const text = useConfig(messages.studio).problems;

  if (problems.length === 0)
    return (
      <Alert severity="success" data-testid="problem-summary">
        {text.none}
      </Alert>
    );
  return (
    <Alert severity="error" data-testid="problem-summary">
      <AlertTitle>{fmt(text.title, { n: problems.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {problems.map((p) => (
          <Box component="li" key={problemKey(p)}>
            <Box component="span" sx={{ mr: 1 }}>
              {problemMessage(p)}
            </Box>
            <Box
              component="code"
              sx={{ mr: 1, fontSize: 12, color: 'text.secondary', wordBreak: 'break-all' }}
            >
              {`${p.file ? `${p.file}.json` : ''}#${p.pointer || '/'} [${p.code}]`}
            </Box>
            {p.file && (
              <Button size="sm" kind="link" onClick={() => onOpen(p)}>
                {text.goTo}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
