import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/DownloadOutlined';
import Pause from '@mui/icons-material/PauseOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, logLineMatches, type LogLine, type LogQuery } from '@alvorada/contracts';
import { useDebounced } from '@/shared/hooks/use-debounced.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { SearchField } from '@/shared/ui/search-field.tsx';
import { MAX_LINES, exportLogs, useLiveLogs, useRecentLogs } from '@/features/development/api/logs-api.ts';
import { LogLineRow } from '@/features/development/components/log-line-row.tsx';

const lineKey = (line: LogLine) => `${line.instance}|${line.time}|${line.request_id}|${line.msg}`;

/**
 * /development/logs: the recent lines of this server, then every instance's lines live as they are written,
 * filtered by level, module, user and text; pause keeps the view still; export downloads the filtered lines.
 */
export default function LogsPage() {
  const { t } = useTranslation();
  const [level, setLevel] = useState('');
  const [module, setModule] = useState('');
  const [user, setUser] = useState('');
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const typed = useDebounced(search, 300);
  const query = useMemo<LogQuery>(
    () => ({
      level: (level || undefined) as LogQuery['level'],
      module: module || undefined,
      user_id: /^\d+$/.test(user) ? Number(user) : undefined,
      search: typed || undefined,
    }),
    [level, module, user, typed],
  );
  const recent = useRecentLogs(query);
  const live = useLiveLogs();
  const { paused, setPaused } = live;
  const lines = useMemo(() => {
    // A line written while the recent ones were read arrives both ways: it is shown once.
    const seen = new Set<string>();
    return [...(recent.data ?? []), ...live.lines.filter((line) => logLineMatches(line, query))]
      .filter((line) => {
        const key = lineKey(line);
        return !seen.has(key) && Boolean(seen.add(key));
      })
      .slice(-MAX_LINES)
      .reverse();
  }, [recent.data, live.lines, query]);
  const modules = useMemo(
    () => [...new Set([...(recent.data ?? []), ...live.lines].map((l) => l.module))].sort(),
    [recent.data, live.lines],
  );
  const onExport = async () => {
    setExporting(true);
    try {
      await exportLogs(query);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('page.logs')}
        subtitle={t('development.logs.subtitle')}
        actions={
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={paused ? <PlayArrow /> : <Pause />}
              onClick={() => setPaused(!paused)}
              aria-pressed={paused}
            >
              {paused ? t('development.logs.resume') : t('development.logs.pause')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Download />}
              onClick={() => void onExport()}
              loading={exporting}
            >
              {t('development.logs.export')}
            </Button>
          </Stack>
        }
      />
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 2 }}>
              <OptionSelect
                label={t('development.logs.level')}
                options={LOG_LEVELS.map((l) => ({ value: l, label: l }))}
                value={level}
                onChange={setLevel}
                emptyLabel={t('dataTable.all')}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <OptionSelect
                label={t('development.logs.module')}
                options={[...new Set([...modules, ...(module ? [module] : [])])].map((m) => ({
                  value: m,
                  label: m,
                }))}
                value={module}
                onChange={setModule}
                emptyLabel={t('dataTable.all')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 2 }}>
              <TextField
                fullWidth
                label={t('development.logs.user')}
                value={user}
                onChange={(e) => setUser(e.target.value.replace(/\D/g, ''))}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <SearchField
                fullWidth
                label={t('development.logs.search')}
                value={search}
                onSearch={setSearch}
              />
            </Grid>
          </Grid>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
            {paused
              ? t('development.logs.pausedStatus', { n: live.missed })
              : t('development.logs.liveStatus', { n: lines.length })}
          </Typography>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {recent.isError && (
            <LoadError message={t('development.logs.loadError')} onRetry={() => void recent.refetch()} />
          )}
          {recent.isPending && <Skeleton variant="rounded" height={240} />}
          {!recent.isPending && lines.length === 0 && (
            <EmptyState title={t('development.logs.emptyTitle')} body={t('development.logs.emptyBody')} />
          )}
          <Box
            role="log"
            aria-live="off"
            aria-label={t('page.logs')}
            tabIndex={0}
            data-log-lines
            sx={{ maxHeight: '70vh', overflow: 'auto' }}
          >
            {lines.map((line, i) => (
              <LogLineRow key={`${line.instance}-${line.time}-${i}`} line={line} />
            ))}
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}
