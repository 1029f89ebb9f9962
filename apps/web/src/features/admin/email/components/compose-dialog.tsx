import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { MAIL_ATTACHMENT_LIMITS } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { MessageFields } from './message-fields.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useRoles } from '@/shared/api/roles-api.ts';
import { useDebounced } from '@/shared/hooks/use-debounced.ts';
import { useUsers } from '@/shared/api/users-api.ts';
import { useSaveDraft, useSendMail } from '@/features/admin/email/api/mail-api.ts';
import { attachmentProblem, readAttachment, type PickedFile } from './read-attachment.ts';

export interface ComposeInitial {
  draftId?: number;
  to: string[];
  roles: string[];
  subject: string;
  text: string;
  /** A draft's attachments, sent again with it. */
  files?: PickedFile[];
}

/** Draft recipients are stored as text; groups are written `@Role name`. */
export const parseRecipients = (toAddress: string) => {
  const parts = toAddress
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    to: parts.filter((p) => !p.startsWith('@')),
    roles: parts.filter((p) => p.startsWith('@')).map((p) => p.slice(1)),
  };
};

const GROUP = '@';
const MB = 1024 * 1024;

export function ComposeDialog({ initial, onClose }: { initial: ComposeInitial; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const [typed, setTyped] = useState('');
  const people = useUsers({ page: 1, page_size: 10, search: useDebounced(typed), status: 'active' });
  const names = new Map(
    people.data?.results.flatMap((u) => (u.email ? [[u.email, u.full_name || u.username || u.email]] : [])),
  );
  const send = useSendMail();
  const save = useSaveDraft();
  const [recipients, setRecipients] = useState([...initial.to, ...initial.roles.map((r) => GROUP + r)]);
  const [subject, setSubject] = useState(initial.subject);
  const [text, setText] = useState(initial.text);
  const [files, setFiles] = useState<PickedFile[]>(initial.files ?? []);
  const [error, setError] = useState<string | null>(null);
  const problem = attachmentProblem(files);
  const body = () => ({
    to: recipients.filter((r) => !r.startsWith(GROUP)),
    roles: recipients.filter((r) => r.startsWith(GROUP)).map((r) => r.slice(1)),
    subject,
    text,
    attachments: files.map(({ filename, content_type, content }) => ({ filename, content_type, content })),
  });

  const pick = async (list: FileList | null) => {
    if (!list) return;
    setFiles([...files, ...(await Promise.all([...list].map(readAttachment)))]);
  };
  const submit = async (kind: 'send' | 'draft') => {
    setError(null);
    try {
      if (kind === 'send') await send.mutateAsync({ ...body(), draft_id: initial.draftId });
      else await save.mutateAsync({ ...body(), id: initial.draftId });
      onClose();
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('admin.mail.compose')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[...(roles.data?.map((r) => GROUP + r.name) ?? []), ...names.keys()]}
            inputValue={typed}
            onInputChange={(_, value) => setTyped(value)}
            filterOptions={(options) =>
              options.filter((o) => !o.startsWith(GROUP) || o.toLowerCase().includes(typed.toLowerCase()))
            }
            value={recipients}
            onChange={(_, value) => setRecipients(value.map((v) => v.trim()).filter(Boolean))}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...props } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    {...props}
                    size="small"
                    icon={option.startsWith(GROUP) ? <GroupsOutlined /> : undefined}
                    label={
                      option.startsWith(GROUP) ? t('admin.mail.group', { role: option.slice(1) }) : option
                    }
                  />
                );
              })
            }
            renderOption={(props, option) => (
              <li {...props} key={option}>
                {option.startsWith(GROUP)
                  ? t('admin.mail.group', { role: option.slice(1) })
                  : `${names.get(option)} <${option}>`}
              </li>
            )}
            renderInput={(params) => (
              <TextField {...params} label={t('admin.mail.to')} helperText={t('admin.mail.toHelp')} />
            )}
          />
          <MessageFields subject={subject} body={text} onSubject={setSubject} onBody={setText} minRows={8} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button component="label" startIcon={<AttachFileOutlined />}>
              {t('admin.mail.attach')}
              <input
                hidden
                type="file"
                multiple
                onChange={(e) => pick(e.target.files).then(() => (e.target.value = ''))}
              />
            </Button>
            {files.map((f, i) => (
              <Chip
                key={i}
                size="small"
                label={`${f.filename} (${Math.ceil(f.size / 1024)} KB)`}
                onDelete={() => setFiles(files.filter((_, j) => j !== i))}
              />
            ))}
          </Stack>
          <Typography
            variant="caption"
            color={problem ? 'error' : 'text.secondary'}
            role={problem ? 'alert' : undefined}
          >
            {problem
              ? t(`admin.mail.limits.${problem}`)
              : t('admin.mail.limits.hint', {
                  files: MAIL_ATTACHMENT_LIMITS.files,
                  file: MAIL_ATTACHMENT_LIMITS.fileBytes / MB,
                  total: MAIL_ATTACHMENT_LIMITS.totalBytes / MB,
                })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button onClick={() => submit('draft')} disabled={save.isPending || !!problem}>
          {t('admin.mail.saveDraft')}
        </Button>
        <Button
          variant="contained"
          onClick={() => submit('send')}
          disabled={send.isPending || !!problem || recipients.length === 0 || !subject.trim()}
        >
          {send.isPending ? t('common.sending') : t('admin.mail.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
