import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';

const LEVEL_COLORS: Record<LogLine['level'], 'default' | 'info' | 'warning' | 'error'> = {
  trace: 'default',
  debug: 'default',
  info: 'info',
  warn: 'warning',
  error: 'error',
  fatal: 'error',
};

/** One log line: time, level, instance, module, message, and a link to its request when it has one. */
export function LogLineRow({ line, showInstance = true }: { line: LogLine; showInstance?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
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
        {format.dateTime(line.time)}
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
      {line.request_id && (
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
