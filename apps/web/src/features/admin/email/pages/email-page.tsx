import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type MailMessage, type MailSummary } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { api } from '../../../../shared/api/client.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { usePaginationLabels } from '../../../../shared/ui/use-pagination-labels.ts';
import { useDebounced } from '../../shared/use-debounced.ts';
import { useMailBulk, useMailList, type MailBulkAction } from '../api/mail-api.ts';
import { ComposeDialog, parseRecipients, type ComposeInitial } from '../components/compose-dialog.tsx';
import { MailList } from '../components/mail-list.tsx';
import { refetchAttachment } from '../components/read-attachment.ts';
import { MailReader, type ReplyKind } from '../components/mail-reader.tsx';
import { MailSettingsDialog } from '../components/mail-settings-dialog.tsx';
import { MailSidebar } from '../components/mail-sidebar.tsx';
import { MailToolbar } from '../components/mail-toolbar.tsx';
import { EMAIL_BASE, mailViewOf, sameView, type MailView } from '../mail-route.ts';

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
  const pagination = usePaginationLabels();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [shown, setShown] = useState(view);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState(new Set<number>());
  const [openId, setOpenId] = useState<number | null>(null);
  const [compose, setCompose] = useState<ComposeInitial | null>(null);
  const [menu, setMenu] = useState(false);
  // A new folder or label starts on its first page, with nothing selected or open.
  if (!sameView(shown, view)) {
    setShown(view);
    setPage(0);
    setSelected(new Set());
    setOpenId(null);
    setMenu(false);
  }
  const list = useMailList(view, { page: page + 1, page_size: pageSize, search: useDebounced(search) });
  const bulk = useMailBulk();
  const messages = list.data?.results ?? [];

  const open = (m: MailSummary) => {
    if (m.folder !== 'draft') return setOpenId(m.id);
    api<MailMessage>(`/admin/mail/${m.id}/`)
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
              search={search}
              onSearch={(value) => {
                setSearch(value);
                setPage(0);
              }}
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
            <TablePagination
              component="div"
              count={list.data?.count ?? 0}
              page={page}
              onPageChange={(_, p) => setPage(p)}
              rowsPerPage={pageSize}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
              rowsPerPageOptions={[...PAGE_SIZES]}
              sx={{ borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
              {...pagination}
            />
          </>
        )}
      </Box>
      {compose && <ComposeDialog initial={compose} onClose={() => setCompose(null)} />}
    </Card>
  );
}

export default function EmailPage() {
  const { t } = useTranslation();
  const view = mailViewOf(useParams());
  const [settings, setSettings] = useState(false);
  if (!view) return <Navigate to={EMAIL_BASE} replace />;
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
