import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useBenchFigures } from '@/features/development/api/self-checks-api.ts';
import { benchFigureName } from './bench-figure-name.ts';

/**
 * The committed bench figures beside the last local run (when the server has one: the run's columns show
 * only then), each named in words with its raw name under it.
 */
export function BenchFiguresCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const bench = useBenchFigures();
  const d = bench.data;
  const value = (v: number | null, unit: string) => (v === null ? '—' : format.withUnit(v, unit).trim());
  const ran = Boolean(d?.latest_date);
  return (
    <Card>
      <CardHeader
        title={t('development.tests.bench')}
        subheader={
          d?.baseline_date &&
          t(d.latest_date ? 'development.tests.benchDates' : 'development.tests.benchBaselineOnly', {
            baseline: format.date(d.baseline_date),
            latest: d.latest_date ? format.date(d.latest_date) : '',
          })
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        {bench.isError && (
          <LoadError message={t('development.tests.benchError')} onRetry={() => void bench.refetch()} />
        )}
        {bench.isPending && <Skeleton variant="rounded" height={200} />}
        {d && d.figures.length === 0 && <EmptyState title={t('development.tests.noBench')} />}
        {d && d.figures.length > 0 && (
          <Table size="small" aria-label={t('development.tests.bench')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('development.tests.benchFile')}</TableCell>
                <TableCell>{t('development.tests.benchFigure')}</TableCell>
                <TableCell align="right">{t('development.tests.baseline')}</TableCell>
                {ran && <TableCell align="right">{t('development.tests.latest')}</TableCell>}
                {ran && <TableCell align="right">{t('development.tests.change')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {d.figures.map((f) => (
                <TableRow key={`${f.file}-${f.name}`}>
                  <TableCell>{f.file}</TableCell>
                  <TableCell>
                    {benchFigureName(f.name, t)}
                    <Typography
                      component="div"
                      variant="caption"
                      color="text.secondary"
                      dir="ltr"
                      sx={{ fontFamily: 'monospace', textAlign: 'start' }}
                    >
                      {f.name}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{value(f.baseline, f.unit)}</TableCell>
                  {ran && <TableCell align="right">{value(f.latest, f.unit)}</TableCell>}
                  {ran && (
                    <TableCell align="right">
                      {f.baseline && f.latest !== null
                        ? format.percent((f.latest - f.baseline) / f.baseline)
                        : '—'}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
