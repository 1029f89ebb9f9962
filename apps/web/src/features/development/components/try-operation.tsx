import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useTryOperation, type ApiOperation } from '@/features/development/api/openapi-api.ts';
import { JsonBlock } from './json-block.tsx';
import { StatusCode } from './method-chip.tsx';

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** Fills an operation's path parameters, query and JSON body, and calls it as the signed-in user. */
export function TryOperation({ op }: { op: ApiOperation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = pathParams(op.path);
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const hasBody = Boolean(op.operation.requestBody) && op.method !== 'GET';
  const [body, setBody] = useState(hasBody ? '{}' : '');
  const [bodyError, setBodyError] = useState(false);
  const attempt = useTryOperation();

  const send = () => {
    let parsed: unknown;
    if (hasBody && body.trim()) {
      try {
        parsed = JSON.parse(body);
      } catch {
        return setBodyError(true);
      }
    }
    setBodyError(false);
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
    attempt.mutate({
      method: op.method,
      path,
      query: Object.fromEntries(new URLSearchParams(query)),
      body: parsed,
    });
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), send())}>
      <Typography variant="subtitle2" component="h4">
        {t('development.reference.tryIt')}
      </Typography>
      {names.map((name) => (
        <TextField
          key={name}
          size="small"
          label={name}
          required
          value={values[name] ?? ''}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
      ))}
      <TextField
        size="small"
        label={t('development.reference.query')}
        placeholder="page=1&page_size=10"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {hasBody && (
        <TextField
          label={t('development.reference.body')}
          multiline
          minRows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={bodyError}
          helperText={bodyError ? t('development.reference.invalidJson') : undefined}
          slotProps={{ htmlInput: { dir: 'ltr', style: { fontFamily: 'monospace' } } }}
        />
      )}
      <div>
        <Button type="submit" variant="contained" loading={attempt.isPending}>
          {t('development.reference.send')}
        </Button>
      </div>
      {attempt.isError && <Alert severity="error">{t('development.reference.sendError')}</Alert>}
      {attempt.data && (
        <Stack spacing={1} data-try-result>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <StatusCode status={attempt.data.status} />
            <Typography variant="body2" color="text.secondary">
              {format.withUnit(Math.round(attempt.data.ms), 'ms')}
            </Typography>
          </Stack>
          <JsonBlock value={attempt.data.body} label={t('development.reference.response')} />
        </Stack>
      )}
    </Stack>
  );
}
