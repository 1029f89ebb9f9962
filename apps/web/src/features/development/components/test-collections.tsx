import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { useTranslation } from 'react-i18next';
import { isJobFinished, type ApiTestCollection } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import {
  useDeleteTestCollection,
  useRunTestCollection,
  useTestCollections,
} from '@/features/development/api/test-collections-api.ts';
import { CollectionEditorDialog } from './collection-editor-dialog.tsx';
import { RunOutcome } from './run-outcome.tsx';
import { TestRunHistory } from './test-run-history.tsx';
import { ListStates } from './list-states.tsx';

/**
 * The saved API test collections: each one's requests, owner and last run; run one (as yourself), change or
 * delete your own, and read a collection's runs with each request's outcome.
 */
export function TestCollections() {
  const { t } = useTranslation();
  const format = useFormatters();
  const ability = useAbility();
  const collections = useTestCollections();
  const run = useRunTestCollection();
  const remove = useDeleteTestCollection();
  const [editing, setEditing] = useState<ApiTestCollection | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ApiTestCollection | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const me = sessionStore.get().userData?.id;
  const mayChange = (c: ApiTestCollection) => c.owner_id === me || ability.can('manage', 'Development');
  const selected =
    collections.data?.find((c) => c.id === selectedId) ?? collections.data?.find((c) => c.last_run) ?? null;
  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader
          title={t('development.collections.title')}
          subheader={t('development.collections.subtitle')}
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          action={
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              {t('development.collections.new')}
            </Button>
          }
        />
        <CardContent sx={{ overflowX: 'auto' }}>
          <ErrorAlert error={run.isError ? t('development.collections.runError') : null} />
          <ListStates
            query={collections}
            loadError={t('development.collections.loadError')}
            emptyTitle={t('development.collections.emptyTitle')}
            emptyBody={t('development.collections.emptyBody')}
          />
          {!!collections.data?.length && (
            <SimpleTable
              size="small"
              label={t('development.collections.title')}
              head={
                <>
                  <TableCell>{t('development.collections.name')}</TableCell>
                  <TableCell>{t('development.collections.owner')}</TableCell>
                  <TableCell>{t('development.collections.lastRun')}</TableCell>
                  <TableCell align="right">{t('development.collections.actions')}</TableCell>
                </>
              }
            >
              {collections.data.map((c) => (
                <TableRow key={c.id} selected={c.id === selected?.id} data-collection={c.name}>
                  <TableCell>
                    <Button variant="text" onClick={() => setSelectedId(c.id)} sx={{ textAlign: 'start' }}>
                      {c.name}
                    </Button>
                    <div>{t('development.collections.requestCount', { count: c.requests.length })}</div>
                    {c.next_run_at && (
                      <div data-next-run>
                        {t('development.collections.nextRun', {
                          every: t(`development.collections.every.${c.schedule_minutes}`),
                          when: format.dateTime(c.next_run_at),
                        })}
                      </div>
                    )}
                  </TableCell>
                  <TableCell>{c.owner_name}</TableCell>
                  <TableCell>
                    {c.last_run ? (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <RunOutcome run={c.last_run} />
                        <span>{format.dateTime(c.last_run.created_at)}</span>
                      </Stack>
                    ) : (
                      t('development.collections.never')
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<PlayArrow />}
                      disabled={!!c.last_run && !isJobFinished(c.last_run.state)}
                      onClick={() => run.mutate(c.id, { onSuccess: () => setSelectedId(c.id) })}
                    >
                      {t('development.collections.run')}
                    </Button>
                    {mayChange(c) && (
                      <>
                        <Tooltip title={t('development.collections.edit')}>
                          <IconButton
                            aria-label={t('development.collections.edit')}
                            onClick={() => setEditing(c)}
                          >
                            <EditOutlined />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('development.collections.delete')}>
                          <IconButton
                            aria-label={t('development.collections.delete')}
                            onClick={() => setDeleting(c)}
                          >
                            <DeleteOutlined />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </SimpleTable>
          )}
        </CardContent>
      </Card>
      {selected && <TestRunHistory collection={selected} />}
      {editing && (
        <CollectionEditorDialog
          collection={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('development.collections.deleteTitle')}
        body={t('development.collections.deleteBody', { name: deleting?.name })}
        confirmLabel={t('development.collections.delete')}
        pending={remove.isPending}
        error={remove.isError ? t('development.collections.deleteError') : null}
        onConfirm={() => remove.mutate(deleting!.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
