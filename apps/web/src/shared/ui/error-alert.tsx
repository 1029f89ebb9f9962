import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** An error message in red, or nothing while there is none; `onClose` adds a button that dismisses it. */
export function ErrorAlert({
  error,
  sx,
  onClose,
}: {
  error: string | null | undefined;
  sx?: SxProps<Theme>;
  onClose?: () => void;
}) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={sx} onClose={onClose}>
      {error}
    </Alert>
  );
}
