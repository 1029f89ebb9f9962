import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { useTranslation } from 'react-i18next';
import type { OptopConversation } from '@alvorada/contracts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useModels, useOptopSettings } from '@/features/optop/api/settings-api.ts';
import { useThread } from '@/features/optop/api/use-thread.ts';
import { exportConversation } from '@/features/optop/api/conversations-api.ts';
import { ConversationList } from '@/features/optop/components/conversation-list.tsx';
import { MessageThread } from '@/features/optop/components/message-thread.tsx';
import { Composer } from '@/features/optop/components/composer.tsx';
import { SettingsDialog } from '@/features/optop/components/settings-dialog.tsx';
import { examplesFor } from '@/features/optop/examples.ts';

/**
 * /optop/agent: conversations with the agent, which answers with the platform's own data through tools run
 * as the reader; tools that change data wait for the reader's approval. Without a model configured, an
 * intent router answers direct questions, and the page says so.
 */
export default function AgentPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || null;
  const select = useCallback(
    (id: number | null) => setParams(id ? { c: String(id) } : {}, { replace: false }),
    [setParams],
  );
  const onConversation = useCallback((c: OptopConversation) => select(c.id), [select]);
  const settings = useOptopSettings();
  const online = Boolean(settings.data?.provider);
  const models = useModels(online);
  const [model, setModel] = useState('');
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const thread = useThread(selected, onConversation);
  const chosen = model || undefined;
  const last = thread.messages.at(-1);

  return (
    <Stack sx={{ height: { md: 'calc(100vh - 160px)' }, minHeight: 520 }}>
      <PageHeader
        title={t('page.optopAgent')}
        subtitle={t('optop.subtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {online && (models.data?.results.length ?? 0) > 0 && (
              <TextField
                select
                size="small"
                label={t('optop.model')}
                value={model || settings.data?.model || ''}
                onChange={(e) => setModel(e.target.value)}
                sx={{ minWidth: 200 }}
              >
                {models.data!.results.map((m) => (
                  <MenuItem key={m.id} value={m.id}>
                    {m.id}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {selected && thread.messages.length > 0 && (
              <Button
                startIcon={<FileDownloadOutlined />}
                disabled={exporting}
                onClick={() => {
                  setExporting(true);
                  void exportConversation(selected).finally(() => setExporting(false));
                }}
              >
                {t('optop.export')}
              </Button>
            )}
            {ability.can('update', 'OPTOP') && (
              <Button component={Link} to="/optop/usage" startIcon={<QueryStatsOutlined />}>
                {t('optop.usageReport.open')}
              </Button>
            )}
            {ability.can('update', 'OPTOP') && settings.data && (
              <Button startIcon={<SettingsOutlined />} onClick={() => setEditing(true)}>
                {t('optop.settings.open')}
              </Button>
            )}
          </Stack>
        }
      />
      {settings.isError && (
        <LoadError message={t('optop.settingsError')} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && !online && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="offline-notice">
          {t('optop.offline')}
        </Alert>
      )}
      <Paper
        variant="outlined"
        // minmax(0, …): a long conversation title is cut with an ellipsis rather than widening the column.
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        <Box
          sx={{
            minWidth: 0,
            borderInlineEnd: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
            minHeight: 0,
            maxHeight: { xs: 280, md: 'none' },
          }}
        >
          <ConversationList selected={selected} onSelect={select} />
        </Box>
        <Stack sx={{ minHeight: 0, minWidth: 0 }}>
          {thread.loading ? (
            <Stack spacing={2} sx={{ p: 2, flex: 1 }}>
              <Skeleton variant="rounded" height={48} sx={{ alignSelf: 'flex-end', width: '40%' }} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : thread.loadError ? (
            <Box sx={{ p: 2, flex: 1 }}>
              <LoadError message={t('optop.threadError')} onRetry={() => void thread.retry()} />
            </Box>
          ) : thread.messages.length === 0 ? (
            <Box sx={{ flex: 1, overflowY: 'auto' }}>
              <EmptyState
                icon={<SmartToyOutlined sx={{ fontSize: 48 }} />}
                title={t('optop.empty.title')}
                body={t('optop.empty.body')}
                action={
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
                  >
                    {examplesFor(ability).map((key) => (
                      <Chip
                        key={key}
                        label={t(`optop.examples.${key}`)}
                        onClick={() => void thread.ask(t(`optop.examples.${key}`), chosen)}
                      />
                    ))}
                  </Stack>
                }
              />
            </Box>
          ) : (
            <MessageThread
              messages={thread.messages}
              hasMore={thread.hasMore}
              busy={thread.streaming}
              onLoadOlder={thread.loadOlder}
              onDecide={(callId, approve) => void thread.decide(callId, approve)}
              onEdit={(messageId, content) => void thread.edit(messageId, content, chosen)}
              onChoose={(messageId) => void thread.choose(messageId)}
              footer={thread.streamError && <Alert severity="error">{thread.streamError}</Alert>}
            />
          )}
          <Composer
            streaming={thread.streaming}
            canRegenerate={Boolean(selected && last && (last.role === 'assistant' || last.error))}
            onAsk={(text) => void thread.ask(text, chosen)}
            onStop={thread.stop}
            onRegenerate={() => void thread.regenerate(chosen)}
          />
        </Stack>
      </Paper>
      {editing && settings.data && (
        <SettingsDialog settings={settings.data} onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}
