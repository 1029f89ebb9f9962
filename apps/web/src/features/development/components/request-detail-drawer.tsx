import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useRecordedRequest } from '@/features/development/api/requests-api.ts';
import { JsonBlock } from './json-block.tsx';
import { StatementTable } from './statement-table.tsx';
import { curlCommand } from './curl-command.ts';
import { LogLineRow } from './log-line-row.tsx';
import { MethodChip, StatusCode } from './method-chip.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function BodySection({ title, body }: { title: string; body: unknown }) {
  const { t } = useTranslation();
  return (
    <Section title={title}>
      {body === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('development.requests.noBody')}
        </Typography>
      ) : (
        <JsonBlock value={body} label={title} />
      )}
    </Section>
  );
}

/**
 * One recorded request in full: headers and bodies (as redacted when recorded; in place of the bodies a
 * note when the request is someone else's and the reader may not read what it served), the SQL statements
 * it ran with their values and timings, its log lines and the realtime messages it raised; it copies as a
 * curl command, secrets left out.
 */
export function RequestDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request = useRecordedRequest(id);
  const r = request.data;
  const [copied, setCopied] = useState<string | null>(null);
  const empty = (text: string) => (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 720 } } } }}
    >
      <Box sx={{ p: 3 }} role="region" aria-label={t('development.requests.detail')}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('development.requests.detail')}
          </Typography>
          {r && (
            <Button
              size="small"
              startIcon={<ContentCopy />}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(curlCommand(r, window.location.origin))
                  .then(() => setCopied(r.id))
              }
            >
              {copied === r.id ? t('development.requests.curlCopied') : t('development.requests.copyCurl')}
            </Button>
          )}
          <IconButton onClick={onClose} aria-label={t('common.close')}>
            <Close />
          </IconButton>
        </Stack>
        {request.isError && (
          <LoadError message={t('development.requests.detailError')} onRetry={() => void request.refetch()} />
        )}
        {request.isPending && id !== null && <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />}
        {r && (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <MethodChip method={r.method} />
              <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} dir="ltr">
                {r.url}
              </Typography>
              <StatusCode status={r.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('development.requests.summaryLine', {
                when: format.dateTime(r.started_at),
                duration: format.withUnit(r.duration_ms, 'ms'),
                user: r.user_name || t('development.requests.anonymous'),
                ip: r.ip,
              })}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontFamily: 'monospace' }}
              data-request-id
            >
              {r.id}
            </Typography>
            <Section title={t('development.requests.requestHeaders')}>
              <JsonBlock value={r.request_headers} label={t('development.requests.requestHeaders')} />
            </Section>
            {!r.bodies_hidden && (
              <BodySection title={t('development.requests.requestBody')} body={r.request_body} />
            )}
            <Section title={t('development.requests.responseHeaders')}>
              <JsonBlock value={r.response_headers} label={t('development.requests.responseHeaders')} />
            </Section>
            {r.bodies_hidden ? (
              <Alert severity="info" sx={{ mt: 3 }} data-bodies-hidden>
                {t('development.requests.bodiesHidden')}
              </Alert>
            ) : (
              <BodySection title={t('development.requests.responseBody')} body={r.response_body} />
            )}
            <Section title={t('development.requests.statements', { n: r.statements.length })}>
              {r.statements.length === 0 ? (
                empty(t('development.requests.noStatements'))
              ) : (
                <StatementTable request={r} />
              )}
            </Section>
            <Section title={t('development.requests.logLines')}>
              {r.log_lines.length === 0
                ? empty(t('development.requests.noLogLines'))
                : r.log_lines.map((line, i) => <LogLineRow key={i} line={line} showInstance={false} />)}
            </Section>
            <Section title={t('development.requests.messages')}>
              {r.messages.length === 0
                ? empty(t('development.requests.noMessages'))
                : r.messages.map((m, i) => (
                    <Typography key={i} variant="body2">
                      {t('development.requests.messageLine', {
                        type: m.type,
                        user: m.user_id,
                        when: format.dateTime(m.at),
                      })}
                    </Typography>
                  ))}
            </Section>
          </>
        )}
      </Box>
    </Drawer>
  );
}
