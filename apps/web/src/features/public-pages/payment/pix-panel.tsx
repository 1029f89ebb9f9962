import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brCode } from '@alvorada/contracts';
import { PixCode } from '@/shared/ui/pix-code.tsx';

/** Who the demo's PIX is addressed to: the product's own receiving key, name and city. */
const RECEIVER = { key: 'financeiro@alvorada.dev', merchantName: 'Alvorada', merchantCity: 'Sao Paulo' };

/** The order's BR Code as a QR code and as "copia e cola" text, with a copy button. */
export function PixPanel({ amount, txid }: { amount: number; txid: string }) {
  const { t } = useTranslation();
  const payload = useMemo(() => brCode({ ...RECEIVER, amount, txid }), [amount, txid]);
  return (
    <PixCode
      payload={payload}
      texts={{
        help: t('public.payment.pixHelp'),
        qrAlt: t('public.payment.pixQrAlt'),
        code: t('public.payment.pixCode'),
        copy: t('public.payment.copy'),
        copied: t('public.payment.copied'),
      }}
    />
  );
}
