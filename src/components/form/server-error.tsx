import Alert from '@mui/material/Alert';
import { errorMessage } from '@/api/errors';

export interface ServerErrorProps {
  /** The failed write's error (`mutation.error`); nothing is shown while it is null. */
  error: unknown;
  /** Shown when the server sent no message of its own. */
  fallback: string;
}

/** The one place a form shows why the server refused it: above the fields, announced at once. */
export function ServerError({ error, fallback }: ServerErrorProps) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {errorMessage(error, fallback) || fallback}
    </Alert>
  );
}
