import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { OptopConversation } from '@alvorada/contracts';
import { SearchField } from '@/shared/ui/search-field.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useDebounced } from '@/shared/hooks/use-debounced.ts';
import {
  useConversations,
  useDeleteConversation,
  useRenameConversation,
} from '@/features/optop/api/conversations-api.ts';

/** The reader's conversations, newest first: search, open, rename, delete (asked first). */
export function ConversationList({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useConversations(useDebounced(search.trim()));
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<OptopConversation | null>(null);
  const [title, setTitle] = useState('');
  const [deleting, setDeleting] = useState<OptopConversation | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Stack sx={{ minHeight: 0, height: '100%' }}>
      <Stack spacing={1} sx={{ p: 2 }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => onSelect(null)}>
          {t('optop.newConversation')}
        </Button>
        <SearchField
          size="small"
          label={t('optop.searchConversations')}
          value={search}
          onSearch={setSearch}
        />
      </Stack>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {list.isPending && (
          <Stack spacing={1} sx={{ px: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        )}
        {list.isError && (
          <Box sx={{ px: 2 }}>
            <LoadError message={t('optop.listError')} onRetry={() => void list.refetch()} />
          </Box>
        )}
        {list.data?.results.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2 }}>
            {search ? t('optop.noMatches') : t('optop.noConversations')}
          </Typography>
        )}
        <List dense aria-label={t('optop.conversations')}>
          {list.data?.results.map((c) => (
            <ListItem
              key={c.id}
              disablePadding
              // Room for both actions: the list item's own padding (48 px, for one) would let the title run
              // under the rename button.
              sx={{ '& > .MuiListItemButton-root': { paddingInlineEnd: 12 } }}
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    aria-label={t('optop.rename')}
                    onClick={() => {
                      setRenaming(c);
                      setTitle(c.title);
                    }}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={t('optop.delete')} onClick={() => setDeleting(c)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemButton selected={c.id === selected} onClick={() => onSelect(c.id)}>
                <ListItemText
                  primary={c.title}
                  secondary={when.format(new Date(c.updated_at))}
                  slotProps={{ primary: { noWrap: true, dir: 'auto' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Dialog open={renaming !== null} onClose={() => setRenaming(null)} fullWidth maxWidth="xs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!renaming || !title.trim()) return;
            rename.mutate({ id: renaming.id, title: title.trim() }, { onSuccess: () => setRenaming(null) });
          }}
        >
          <DialogTitle>{t('optop.rename')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={t('optop.title')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRenaming(null)}>{t('dialog.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!title.trim() || rename.isPending}>
              {t('optop.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('optop.deleteTitle')}
        body={t('optop.deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('optop.delete')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (deleting.id === selected) onSelect(null);
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
