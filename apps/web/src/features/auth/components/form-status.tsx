import Alert from '@mui/material/Alert';

/** The outcome of a visitor form: the server's translated message, success or error. */
export function FormStatus({ success, error }: { success?: string | null; error?: string | null }) {
  if (error)
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  if (success)
    return (
      <Alert severity="success" role="status">
        {success}
      </Alert>
    );
  return null;
}
