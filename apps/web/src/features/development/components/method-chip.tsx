import Chip from '@mui/material/Chip';

const COLORS: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'error',
};

/** An HTTP method, coloured by kind, read the same in every language. */
export function MethodChip({ method }: { method: string }) {
  return (
    <Chip
      label={method}
      size="small"
      color={COLORS[method] ?? 'default'}
      variant="outlined"
      sx={{ fontFamily: 'monospace', minWidth: 64 }}
    />
  );
}

/** An HTTP status, coloured by class. */
export function StatusCode({ status }: { status: number }) {
  const color = status >= 500 ? 'error' : status >= 400 ? 'warning' : status >= 300 ? 'info' : 'success';
  return <Chip label={status} size="small" color={color} sx={{ fontFamily: 'monospace' }} />;
}
