import Alert from '@mui/material/Alert';

/** The error alert of ServerError, in its own chunk (see there). */
export default function ServerErrorAlert({ text }: { text: string }) {
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
