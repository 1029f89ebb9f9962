import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';

/**
 * The record a list page opens from its address (`?report=12`, where the bell's notices lead), whether or not
 * the list's page shows it: whether one is asked for, its id (null for one that is not a number) and closing
 * it, which takes it out of the address (with `change`, the address changes further in the same step).
 */
export function useOpenedRecord(param: string) {
  const [params, updateQuery] = useQueryUpdate();
  const asked = params.get(param);
  return {
    open: asked !== null,
    id: asked !== null && /^\d+$/.test(asked) ? Number(asked) : null,
    close: (change?: (query: URLSearchParams) => void) =>
      updateQuery((query) => {
        query.delete(param);
        change?.(query);
      }),
  };
}

/**
 * One record of a list in a dialog: its `fields` once it is read, that it does not exist (a wrong id, or a
 * record since deleted), or that it could not be read, with a retry.
 */
export function RecordPanel({
  id,
  title,
  query,
  notFound,
  fields,
  onClose,
}: {
  id: number | null;
  title: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  notFound: string;
  /** Each line's label and value; null until the record is read. */
  fields: [label: string, value: ReactNode][] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const missing = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return (
    <Dialog open onClose={() => onClose()} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {missing ? (
          <Alert severity="info">{notFound}</Alert>
        ) : query.isError ? (
          <LoadError message={t('energy.loadError')} onRetry={() => void query.refetch()} />
        ) : !fields ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}
          >
            {fields.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Box component="dd" sx={{ m: 0, typography: 'body2', minWidth: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
