import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OptopUsageQuery, OptopUsageReport } from '@alvorada/contracts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useOptopUsage } from '@/features/optop/api/usage-api.ts';

type Figures = OptopUsageReport['totals'];

/** The month so far: where the report opens. */
const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;

/**
 * /optop/usage (administrators): what the agent's answers cost, per day, person and model, with the period,
 * a person and a model to filter by, and the totals of what the filters keep.
 */
export default function UsagePage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const dollars = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 4,
  });
  const [query, setQuery] = useState<OptopUsageQuery>({ from: monthStart() });
  const usage = useOptopUsage(query);
  const report = usage.data;
  const set = (change: Partial<OptopUsageQuery>) => setQuery((q) => ({ ...q, ...change }));
  const setDate = (key: 'from' | 'to') => (value: string) => {
    if (value !== INVALID_DATE) set({ [key]: value || undefined });
  };
  const usd = (value: number | null) => (value === null ? '—' : dollars.format(value));
  const figures = (f: Figures) => [
    format.number(f.answers),
    format.number(f.input_tokens),
    format.number(f.output_tokens),
    usd(f.cost_usd),
  ];

  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.optopUsage')} subtitle={t('optop.usageReport.subtitle')} />
      <Card>
        <CardContent>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <DateField
              label={t('optop.usageReport.from')}
              value={query.from ?? ''}
              onChange={setDate('from')}
            />
            <DateField label={t('optop.usageReport.to')} value={query.to ?? ''} onChange={setDate('to')} />
            <TextField
              select
              label={t('optop.usageReport.person')}
              value={query.user ?? ''}
              onChange={(e) => set({ user: e.target.value ? Number(e.target.value) : undefined })}
            >
              <MenuItem value="">{t('optop.usageReport.everyone')}</MenuItem>
              {report?.users.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('optop.model')}
              value={query.model ?? '*'}
              onChange={(e) => set({ model: e.target.value === '*' ? undefined : e.target.value })}
            >
              <MenuItem value="*">{t('optop.usageReport.everyModel')}</MenuItem>
              {report?.models.map((m) => (
                <MenuItem key={m} value={m}>
                  {m || t('optop.usageReport.offline')}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </CardContent>
      </Card>
      {usage.isError && (
        <LoadError message={t('optop.usageReport.error')} onRetry={() => void usage.refetch()} />
      )}
      {usage.isPending && <Skeleton variant="rounded" height={240} />}
      {report && report.rows.length === 0 && (
        <EmptyState title={t('optop.usageReport.empty')} body={t('optop.usageReport.emptyBody')} />
      )}
      {report && report.rows.length > 0 && (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('page.optopUsage')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('optop.usageReport.day')}</TableCell>
                <TableCell>{t('optop.usageReport.person')}</TableCell>
                <TableCell>{t('optop.model')}</TableCell>
                <TableCell align="right">{t('optop.usageReport.answers')}</TableCell>
                <TableCell align="right">{t('optop.usageReport.input')}</TableCell>
                <TableCell align="right">{t('optop.usageReport.output')}</TableCell>
                <TableCell align="right">{t('optop.usageReport.cost')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={`${row.day}-${row.user_id}-${row.model}`} data-usage-row>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(`${row.day}T12:00:00Z`)}</TableCell>
                  <TableCell>{row.user_name}</TableCell>
                  <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                    {row.model || t('optop.usageReport.offline')}
                  </TableCell>
                  {figures(row).map((value, i) => (
                    <TableCell key={i} align="right">
                      {value}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow data-usage-totals>
                <TableCell colSpan={3}>
                  <Typography variant="subtitle2" component="span">
                    {t('optop.usageReport.totals')}
                  </Typography>
                </TableCell>
                {figures(report.totals).map((value, i) => (
                  <TableCell key={i} align="right" sx={{ fontWeight: 600 }}>
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
