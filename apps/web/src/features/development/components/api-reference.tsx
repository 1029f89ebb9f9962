import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { SearchField } from '@/shared/ui/search-field.tsx';
import { operationsByTag, useOpenApi, type ApiOperation } from '@/features/development/api/openapi-api.ts';
import { JsonBlock } from './json-block.tsx';
import { MethodChip } from './method-chip.tsx';
import { TryOperation } from './try-operation.tsx';

function OperationDetails({ op }: { op: ApiOperation }) {
  const { t } = useTranslation();
  const { parameters, requestBody, responses } = op.operation;
  const body = requestBody?.content?.['application/json']?.schema;
  return (
    <Stack spacing={2}>
      {op.operation.description && <Typography variant="body2">{op.operation.description}</Typography>}
      {parameters?.length ? (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('development.reference.parameters')}
          </Typography>
          {parameters.map((p) => (
            <Typography key={`${p.in}-${p.name}`} variant="body2" dir="ltr" sx={{ fontFamily: 'monospace' }}>
              {p.name} ({p.in}){p.required ? ' *' : ''}
            </Typography>
          ))}
        </Box>
      ) : null}
      {body !== undefined && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('development.reference.body')}
          </Typography>
          <JsonBlock value={body} label={t('development.reference.body')} />
        </Box>
      )}
      {responses && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('development.reference.responses')}
          </Typography>
          <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace' }}>
            {Object.keys(responses).join(' · ')}
          </Typography>
        </Box>
      )}
      <TryOperation op={op} />
    </Stack>
  );
}

/**
 * The server's OpenAPI reference, grouped by tag and path, drawn with the app's own components; each
 * operation can be tried with the signed-in user's session.
 */
export function ApiReference() {
  const { t } = useTranslation();
  const doc = useOpenApi();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => {
    if (!doc.data) return [];
    const needle = filter.trim().toLowerCase();
    return operationsByTag(doc.data)
      .map(
        ([tag, ops]) =>
          [tag, ops.filter((op) => `${op.method} ${op.path}`.toLowerCase().includes(needle))] as const,
      )
      .filter(([, ops]) => ops.length > 0);
  }, [doc.data, filter]);
  if (doc.isError)
    return <LoadError message={t('development.reference.loadError')} onRetry={() => void doc.refetch()} />;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <SearchField
            fullWidth
            label={t('development.reference.filter')}
            value={filter}
            onSearch={setFilter}
          />
        </CardContent>
      </Card>
      {doc.isPending && <Skeleton variant="rounded" height={320} />}
      {doc.data && groups.length === 0 && <EmptyState title={t('development.reference.noMatch')} />}
      {groups.map(([tag, ops]) => (
        <Box key={tag} component="section" aria-label={tag}>
          <Typography variant="h6" component="h2" sx={{ mb: 1, textTransform: 'capitalize' }}>
            {tag}{' '}
            <Typography component="span" color="text.secondary">
              ({ops.length})
            </Typography>
          </Typography>
          {ops.map((op) => (
            <Accordion
              key={`${op.method} ${op.path}`}
              disableGutters
              slotProps={{ transition: { unmountOnExit: true } }}
            >
              <AccordionSummary expandIcon={<ExpandMore />} data-operation={`${op.method} ${op.path}`}>
                <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }}>
                  <MethodChip method={op.method} />
                  <Typography dir="ltr" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {op.path}
                  </Typography>
                  {op.operation.summary && (
                    <Typography variant="body2" color="text.secondary">
                      {op.operation.summary}
                    </Typography>
                  )}
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <OperationDetails op={op} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
