import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { toDataURL } from 'qrcode';
import { useTransientFlag } from '@/shared/hooks/use-transient-flag.ts';

export interface PixCodeTexts {
  help: string;
  qrAlt: string;
  code: string;
  copy: string;
  copied: string;
}

/** A PIX BR Code as a QR code and as "copia e cola" text (always left to right), with a copy button. */
export function PixCode({ payload, texts }: { payload: string; texts: PixCodeTexts }) {
  const [image, setImage] = useState<{ payload: string; url: string } | null>(null);
  const [copied, raiseCopied] = useTransientFlag();
  useEffect(() => {
    let current = true;
    void toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 220 }).then(
      (url) => current && setImage({ payload, url }),
    );
    return () => {
      current = false;
    };
  }, [payload]);
  const copy = async () => {
    await navigator.clipboard?.writeText(payload);
    raiseCopied();
  };
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography>{texts.help}</Typography>
      <Box sx={{ width: 220, height: 220, bgcolor: '#fff', borderRadius: 1 }}>
        {image?.payload === payload ? (
          <Box component="img" src={image.url} alt={texts.qrAlt} sx={{ width: 220, height: 220 }} />
        ) : (
          <Skeleton variant="rectangular" width={220} height={220} />
        )}
      </Box>
      <TextField
        label={texts.code}
        value={payload}
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'pix-code' } }}
      />
      <Button startIcon={<ContentCopyOutlined />} onClick={() => void copy()} aria-live="polite">
        {copied ? texts.copied : texts.copy}
      </Button>
    </Stack>
  );
}
