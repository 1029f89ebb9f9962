import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '@alvorada/contracts';

const LEVEL_COLORS: Record<LogLine['level'], 'default' | 'info' | 'warning' | 'error'> = {
  trace: 'default',
  debug: 'default',
  info: 'info',
  warn: 'warning',
  error: 'error',
  fatal: 'error',
};

/** A log line's time to the millisecond: lines a few ms apart must read apart. */
const clock = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  });

/** The explorer records API calls other than its own: a line of another request has nothing to open. */
const recordable = (url: string | undefined) =>
  url === undefined || (url.startsWith('/api/') && !url.startsWith('/api/development/'));

/** One log line: time, level, instance, module, message, and a link to its request when it has one. */
export function LogLineRow({ line, showInstance = true }: { line: LogLine; showInstance?: boolean }) {
  const { t, i18n } = useTranslation();
  const request = (line.data as { req?: { method?: string; url?: string } } | null)?.req;
  return (
    <Box
      data-log-line
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        fontSize: 13,
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {clock(i18n.language).format(line.time)}
      </Typography>
      <Chip label={line.level} size="small" color={LEVEL_COLORS[line.level]} sx={{ minWidth: 56 }} />
      {showInstance && (
        <Typography variant="caption" color="text.secondary">
          {line.instance}
        </Typography>
      )}
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {line.module}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 200, wordBreak: 'break-word' }} dir="auto">
        {line.msg}
        {request && ` · ${request.method ?? ''} ${request.url ?? ''}`}
      </Typography>
      {line.request_id && recordable(request?.url) && (
        <Link
          component={RouterLink}
          to={`/development/api-debug?request=${encodeURIComponent(line.request_id)}`}
          variant="caption"
        >
          {t('development.logs.openRequest')}
        </Link>
      )}
    </Box>
  );
}
