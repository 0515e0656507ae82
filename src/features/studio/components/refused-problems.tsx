import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { isApiError } from '@/api/errors';
import { problemKey, problemMessage } from '../model/problems';
import type { StudioProblem } from '../model/studio-section';

/** The problems a refused publish or rollback names (its 400 body), structured. */
function refusedProblems(e: unknown): StudioProblem[] {
  if (!isApiError(e) || e.status !== 400) return [];
  const body = e.body as { problems?: unknown } | null | undefined;
  return Array.isArray(body?.problems) ? (body.problems as StudioProblem[]) : [];
}

/** Each problem of a refused publish or rollback: where it is and what is wrong, in Korean. */
export function RefusedProblems({ error, testId }: { error: unknown; testId: string }) {
  const problems = refusedProblems(error);
  if (!problems.length) return null;
  return (
    <Alert severity="error" data-testid={testId}>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.map((p) => (
          <li key={problemKey(p)}>
            {`${p.file ? `${p.file}.json ` : ''}${p.pointer ? `${p.pointer} — ` : ''}${problemMessage(p)}`}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
