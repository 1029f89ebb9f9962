import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { toDataURL } from 'qrcode';
import { useTranslation } from 'react-i18next';
import { useTransientFlag } from '@/shared/hooks/use-transient-flag.ts';
import { brCode } from '@alvorada/contracts';

/** Who the demo's PIX is addressed to: the product's own receiving key, name and city. */
const RECEIVER = { key: 'financeiro@alvorada.dev', merchantName: 'Alvorada', merchantCity: 'Sao Paulo' };

/** The order's BR Code as a QR code and as "copia e cola" text, with a copy button. */
export function PixPanel({ amount, txid }: { amount: number; txid: string }) {
  const { t } = useTranslation();
  const payload = useMemo(() => brCode({ ...RECEIVER, amount, txid }), [amount, txid]);
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
      <Typography>{t('public.payment.pixHelp')}</Typography>
      <Box sx={{ width: 220, height: 220, bgcolor: '#fff', borderRadius: 1 }}>
        {image?.payload === payload ? (
          <Box
            component="img"
            src={image.url}
            alt={t('public.payment.pixQrAlt')}
            sx={{ width: 220, height: 220 }}
          />
        ) : (
          <Skeleton variant="rectangular" width={220} height={220} />
        )}
      </Box>
      <TextField
        label={t('public.payment.pixCode')}
        value={payload}
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'pix-code' } }}
      />
      <Button startIcon={<ContentCopyOutlined />} onClick={() => void copy()} aria-live="polite">
        {copied ? t('public.payment.copied') : t('public.payment.copy')}
      </Button>
    </Stack>
  );
}
