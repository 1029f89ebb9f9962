import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import {
  API_TEST_ASSERTION_KINDS,
  API_TEST_METHODS,
  type ApiTestAssertion,
  type ApiTestAssertionKind,
  type ApiTestRequest,
} from '@alvorada/contracts';

/** A request as the form holds it: its captures as `name=$.path` lines. */
export type RequestDraft = Omit<ApiTestRequest, 'captures'> & { captures: string };

/** The form's assertion of `kind`, with the fields it needs. */
const blank = (kind: ApiTestAssertionKind): ApiTestAssertion => {
  switch (kind) {
    case 'status':
      return { kind, equals: 200 };
    case 'duration_below':
      return { kind, ms: 1000 };
    case 'json_exists':
      return { kind, path: '$.' };
    default:
      return { kind, path: '$.', value: '' };
  }
};

/**
 * One request of a collection in the editor: method and path (offered from the OpenAPI document's
 * operations, under `{{base}}`), body, captures and assertions.
 */
export function RequestEditor({
  index,
  value,
  operations,
  onChange,
  onRemove,
}: {
  index: number;
  value: RequestDraft;
  operations: { method: string; path: string }[];
  onChange: (value: RequestDraft) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<RequestDraft>) => onChange({ ...value, ...patch });
  const setAssertion = (i: number, assertion: ApiTestAssertion) =>
    set({ assertions: value.assertions.map((a, j) => (j === i ? assertion : a)) });
  const label = (key: string) => t(`development.collections.${key}`);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-request={index}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
            {t('development.collections.requestNumber', { number: index + 1 })}
          </Typography>
          {onRemove && (
            <IconButton aria-label={label('removeRequest')} onClick={onRemove} size="small">
              <DeleteOutlined />
            </IconButton>
          )}
        </Stack>
        <TextField
          label={label('requestName')}
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            label={label('method')}
            value={value.method}
            onChange={(e) => set({ method: e.target.value as RequestDraft['method'] })}
            sx={{ minWidth: 120 }}
          >
            {API_TEST_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            freeSolo
            fullWidth
            options={operations.filter((o) => o.method === value.method).map((o) => o.path)}
            inputValue={value.path}
            onInputChange={(_, path) => set({ path })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label('path')}
                helperText={t('development.collections.pathHelp', { variable: '{{name}}' })}
                required
              />
            )}
          />
        </Stack>
        {value.method !== 'GET' && (
          <TextField
            label={label('body')}
            value={value.body ?? ''}
            onChange={(e) => set({ body: e.target.value || null })}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
        )}
        <TextField
          label={label('captures')}
          helperText={label('capturesHelp')}
          value={value.captures}
          onChange={(e) => set({ captures: e.target.value })}
          multiline
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
        <Typography variant="subtitle2" component="h4">
          {label('assertions')}
        </Typography>
        {value.assertions.map((assertion, i) => (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} data-assertion={i}>
            <TextField
              select
              label={label('assertionKind')}
              value={assertion.kind}
              onChange={(e) => setAssertion(i, blank(e.target.value as ApiTestAssertionKind))}
              sx={{ minWidth: 220 }}
            >
              {API_TEST_ASSERTION_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`development.collections.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            {'path' in assertion && (
              <TextField
                label={label('jsonPath')}
                value={assertion.path}
                onChange={(e) => setAssertion(i, { ...assertion, path: e.target.value })}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            )}
            {'value' in assertion && (
              <TextField
                label={label('expected')}
                value={assertion.value}
                onChange={(e) => setAssertion(i, { ...assertion, value: e.target.value })}
              />
            )}
            {assertion.kind === 'status' && (
              <TextField
                label={label('expectedStatus')}
                type="number"
                value={assertion.equals}
                onChange={(e) => setAssertion(i, { ...assertion, equals: Number(e.target.value) })}
              />
            )}
            {assertion.kind === 'duration_below' && (
              <TextField
                label={label('maxMs')}
                type="number"
                value={assertion.ms}
                onChange={(e) => setAssertion(i, { ...assertion, ms: Number(e.target.value) })}
              />
            )}
            <IconButton
              aria-label={label('removeAssertion')}
              onClick={() => set({ assertions: value.assertions.filter((_, j) => j !== i) })}
              sx={{ alignSelf: 'center' }}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<Add />}
          onClick={() => set({ assertions: [...value.assertions, blank('status')] })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {label('addAssertion')}
        </Button>
      </Stack>
    </Paper>
  );
}
