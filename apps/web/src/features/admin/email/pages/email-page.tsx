import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useQueryClient } from '@tanstack/react-query';
import type { MailMessage, MailSummary } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { ServerPagination } from '@/shared/ui/grid/server-pagination.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import {
  mailMessageQuery,
  useMailBulk,
  useMailList,
  type MailBulkAction,
} from '@/features/admin/email/api/mail-api.ts';
import {
  ComposeDialog,
  parseRecipients,
  type ComposeInitial,
} from '@/features/admin/email/components/compose-dialog.tsx';
import { MailList } from '@/features/admin/email/components/mail-list.tsx';
import { refetchAttachment } from '@/features/admin/email/components/read-attachment.ts';
import { MailReader, type ReplyKind } from '@/features/admin/email/components/mail-reader.tsx';
import { MailSettingsDialog } from '@/features/admin/email/components/mail-settings-dialog.tsx';
import { MailSidebar } from '@/features/admin/email/components/mail-sidebar.tsx';
import { MailToolbar } from '@/features/admin/email/components/mail-toolbar.tsx';
import { mailViewOf, sameView, type MailView } from '@/features/admin/email/mail-route.ts';

const EMPTY_COMPOSE: ComposeInitial = { to: [], roles: [], subject: '', text: '' };

function replyOf(m: MailMessage, kind: ReplyKind): ComposeInitial {
  const quoted = m.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return kind === 'reply'
    ? {
        to: [m.folder === 'sent' ? m.to_address : m.from_address],
        roles: [],
        subject: `Re: ${m.subject}`,
        text: `\n\n${quoted}`,
      }
    : {
        to: [],
        roles: [],
        subject: `Fwd: ${m.subject}`,
        text: `\n\n---------- ${m.from_address} ----------\n${m.text}`,
      };
}

/** The platform's mailbox for whatever folder or label the URL names. */
function Mailbox({ view }: { view: MailView }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const client = useQueryClient();
  // Search, page and page size live in the URL, and so does the open message: a link or reload shows it.
  const grid = useServerGrid();
  const [params, updateQuery] = useQueryUpdate();
  const openId = Number(params.get('message')) || null;
  const [shown, setShown] = useState(view);
  const [selected, setSelected] = useState(new Set<number>());
  const [compose, setCompose] = useState<ComposeInitial | null>(null);
  const [menu, setMenu] = useState(false);
  // A new folder or label (its link carries no search or page) starts with nothing selected.
  if (!sameView(shown, view)) {
    setShown(view);
    setSelected(new Set());
    setMenu(false);
  }
  const list = useMailList({ ...view, ...grid.query });
  const bulk = useMailBulk();
  const messages = list.data?.results ?? [];

  const setOpenId = (id: number | null) =>
    updateQuery((query) => {
      if (id === null) query.delete('message');
      else query.set('message', String(id));
    });
  const open = (m: MailSummary) => {
    if (m.folder !== 'draft') return setOpenId(m.id);
    client
      .fetchQuery(mailMessageQuery(m.id))
      .then(async (draft) =>
        setCompose({
          draftId: draft.id,
          ...parseRecipients(draft.to_address),
          subject: draft.subject,
          text: draft.text,
          files: await Promise.all(draft.attachments.map((a) => refetchAttachment(draft.id, a))),
        }),
      )
      .catch(() => setOpenId(m.id));
  };
  const runBulk = (action: MailBulkAction) =>
    bulk.mutate({ ids: [...selected], action }, { onSuccess: () => setSelected(new Set()) });
  const sidebar = <MailSidebar view={view} onCompose={() => setCompose(EMPTY_COMPOSE)} />;

  return (
    <Card sx={{ display: 'flex', height: '100%', minHeight: 480 }}>
      {wide ? (
        <Box sx={{ borderInlineEnd: 1, borderColor: 'divider', display: 'flex' }}>{sidebar}</Box>
      ) : (
        <Drawer open={menu} onClose={() => setMenu(false)}>
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {openId !== null ? (
          <MailReader
            id={openId}
            onBack={() => setOpenId(null)}
            onReply={(m, kind) => setCompose(replyOf(m, kind))}
          />
        ) : (
          <>
            <MailToolbar
              view={view}
              search={grid.searchInput}
              onSearch={grid.setSearchInput}
              total={messages.length}
              selectedCount={selected.size}
              onSelectAll={(all) => setSelected(all ? new Set(messages.map((m) => m.id)) : new Set())}
              onBulk={runBulk}
              onRefresh={() => list.refetch()}
              onMenu={wide ? undefined : () => setMenu(true)}
            />
            <MailList
              messages={messages}
              loading={list.isFetching}
              error={list.error}
              selected={selected}
              onSelect={setSelected}
              onOpen={open}
            />
            <ServerPagination
              grid={grid}
              count={list.data?.count ?? 0}
              sx={{ borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
            />
          </>
        )}
      </Box>
      {compose && <ComposeDialog initial={compose} onClose={() => setCompose(null)} />}
    </Card>
  );
}

/** The mailbox, or `notFound` for an address that names no folder or label. */
export default function EmailPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const view = mailViewOf(useParams());
  const [settings, setSettings] = useState(false);
  if (!view) return notFound;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <PageHeader
        title={t('page.adminEmail')}
        subtitle={view.folder ? t(`admin.mail.folder.${view.folder}`) : t(`admin.mail.label.${view.label}`)}
        actions={
          <Tooltip title={t('admin.mail.settings')}>
            <IconButton onClick={() => setSettings(true)} aria-label={t('admin.mail.settings')}>
              <SettingsOutlined />
            </IconButton>
          </Tooltip>
        }
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <Mailbox view={view} />
      </Box>
      {settings && <MailSettingsDialog onClose={() => setSettings(false)} />}
    </Box>
  );
}
