import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import {
  API_TEST_SCHEDULES,
  type ApiTestCollection,
  type ApiTestCollectionInput,
  type ApiTestSchedule,
} from '@alvorada/contracts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';
import { operationsByTag, useOpenApi } from '@/features/development/api/openapi-api.ts';
import { useSaveTestCollection } from '@/features/development/api/test-collections-api.ts';
import { RequestEditor, type RequestDraft } from './request-editor.tsx';

const lines = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${v}`).join('\n');
/** `name=value` lines as pairs; a line without `=` is left out. */
const pairs = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1).trim()]);

const newRequest = (): RequestDraft => ({
  name: '',
  method: 'GET',
  path: '{{base}}/',
  body: null,
  captures: '',
  assertions: [{ kind: 'status', equals: 200 }],
});

function draftOf(collection: ApiTestCollection | null) {
  return {
    name: collection?.name ?? '',
    schedule: collection?.schedule_minutes ?? null,
    variables: lines(Object.entries(collection?.variables ?? {})),
    requests: collection?.requests.map((r) => ({
      ...r,
      captures: lines(r.captures.map((c) => [c.name, c.path])),
    })) ?? [newRequest()],
  };
}

function inputOf(draft: ReturnType<typeof draftOf>): ApiTestCollectionInput {
  return {
    name: draft.name,
    schedule_minutes: draft.schedule,
    variables: Object.fromEntries(pairs(draft.variables)),
    requests: draft.requests.map((r) => ({
      ...r,
      captures: pairs(r.captures).map(([name, path]) => ({ name: name!, path: path! })),
    })),
  };
}

/** The error of a refused save: its message and each field's, one line each. */
function saveError(error: unknown, fallback: string) {
  if (!(error instanceof ApiRequestError)) return error ? fallback : null;
  const fields = Object.entries(error.fields ?? {}).map(
    ([field, messages]) => `${field}: ${messages.join(' ')}`,
  );
  return [error.detail ?? fallback, ...fields].join('\n');
}

/** Creates a collection (`collection` null) or changes one: its name, variables and requests. */
export function CollectionEditorDialog({
  collection,
  onClose,
}: {
  collection: ApiTestCollection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(collection));
  const save = useSaveTestCollection();
  const openapi = useOpenApi();
  const operations = useMemo(
    () =>
      openapi.data
        ? operationsByTag(openapi.data).flatMap(([, list]) =>
            list.map((o) => ({ method: o.method, path: o.path.replace(/^\/api/, '{{base}}') })),
          )
        : [],
    [openapi.data],
  );
  const setRequest = (i: number, request: RequestDraft) =>
    setDraft({ ...draft, requests: draft.requests.map((r, j) => (j === i ? request : r)) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="collection-editor-title">
      <DialogTitle id="collection-editor-title">
        {t(collection ? 'development.collections.editTitle' : 'development.collections.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('development.collections.name')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            required
            autoFocus
          />
          <TextField
            select
            label={t('development.collections.schedule')}
            helperText={t('development.collections.scheduleHelp')}
            value={draft.schedule ?? ''}
            onChange={(e) =>
              setDraft({
                ...draft,
                schedule: e.target.value ? (Number(e.target.value) as ApiTestSchedule) : null,
              })
            }
          >
            <MenuItem value="">{t('development.collections.onDemand')}</MenuItem>
            {API_TEST_SCHEDULES.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {t(`development.collections.every.${minutes}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('development.collections.variables')}
            helperText={t('development.collections.variablesHelp', { base: '{{base}}' })}
            value={draft.variables}
            onChange={(e) => setDraft({ ...draft, variables: e.target.value })}
            multiline
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
          {draft.requests.map((request, i) => (
            <RequestEditor
              key={i}
              index={i}
              value={request}
              operations={operations}
              onChange={(value) => setRequest(i, value)}
              onRemove={
                draft.requests.length > 1
                  ? () => setDraft({ ...draft, requests: draft.requests.filter((_, j) => j !== i) })
                  : undefined
              }
            />
          ))}
          <Button
            startIcon={<Add />}
            onClick={() => setDraft({ ...draft, requests: [...draft.requests, newRequest()] })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('development.collections.addRequest')}
          </Button>
          <ErrorAlert
            error={saveError(save.error, t('development.collections.saveError'))}
            sx={{ whiteSpace: 'pre-line' }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('development.collections.cancel')}</Button>
        <Button
          variant="contained"
          loading={save.isPending}
          onClick={() =>
            save.mutate({ id: collection?.id ?? null, input: inputOf(draft) }, { onSuccess: onClose })
          }
        >
          {t('development.collections.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
