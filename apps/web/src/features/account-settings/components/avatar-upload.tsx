import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import type { User } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  useUploadAvatar,
} from '@/features/account-settings/api/profile-api.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';

export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setError(t('account.avatar.badType'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('account.avatar.tooLarge'));
    upload.mutate(file, { onError: (caught) => setError(applyServerErrors(caught, t)) });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Avatar
        src={user.avatar ?? undefined}
        alt={user.full_name}
        variant="rounded"
        sx={{ width: 100, height: 100, fontSize: 36 }}
      >
        {(user.full_name || user.username || '').slice(0, 1).toUpperCase()}
      </Avatar>
      <Box>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="contained"
          startIcon={<UploadOutlined />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {upload.isPending ? t('common.sending') : t('account.avatar.upload')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('account.avatar.hint')}
        </Typography>
        <ErrorAlert error={error} sx={{ mt: 1 }} />
        {upload.isSuccess && !error && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('account.avatar.done')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
