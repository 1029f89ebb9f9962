import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { PaperSession } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { canStop, useSessionOrder } from '@/features/trading/api/sessions-api.ts';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';
import { sessionName } from './session-actions.tsx';

/**
 * Orders by hand on a session that has not ended, filled by its broker at the next fill point like the
 * strategy's: a buy or a sell of some units, and a force-exit (after asking) of the open position. For who
 * may run backtests; the server checks the owner and the units.
 */
export function ManualOrder({ session }: { session: PaperSession }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const order = useSessionOrder();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [units, setUnits] = useState('');
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (!ability.can('update', 'Backtest') || !canStop(session)) return null;

  const send = (body: Parameters<typeof order.mutate>[0]['order']) => {
    setNotice(null);
    order.mutate(
      { id: session.id, order: body },
      {
        onSuccess: () => {
          setNotice({ ok: true, text: t('trading.monitor.order.sent') });
          setUnits('');
        },
        onError: (e) => setNotice({ ok: false, text: applyServerErrors(e, t) }),
      },
    );
  };
  const quantity = parseDecimal(units);
  const valid = Number.isFinite(quantity) && quantity > 0;

  return (
    <Stack
      spacing={1}
      component="form"
      aria-label={t('trading.monitor.order.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) send({ side, units: quantity });
      }}
    >
      <Typography variant="subtitle2">{t('trading.monitor.order.title')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('trading.monitor.order.side')}
          value={side}
          onChange={(e) => setSide(e.target.value as 'buy' | 'sell')}
          fullWidth={false}
          sx={{ width: 160 }}
        >
          <MenuItem value="buy">{t('trading.monitor.event.buy')}</MenuItem>
          <MenuItem value="sell">{t('trading.monitor.event.sell')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={t('trading.monitor.order.units')}
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth={false}
          sx={{ width: 140 }}
        />
        <Button
          type="submit"
          size="small"
          variant="outlined"
          startIcon={<SendOutlined />}
          disabled={!valid || order.isPending}
        >
          {t('trading.monitor.order.send')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<LogoutOutlined />}
          disabled={session.open_trades.length === 0 || order.isPending}
          onClick={() => setAsking(true)}
        >
          {t('trading.monitor.order.forceExit')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={t('trading.monitor.order.forceExitTitle', { name: sessionName(session) })}
        body={t('trading.monitor.order.forceExitBody')}
        confirmLabel={t('trading.monitor.order.forceExit')}
        pending={order.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          send({ side: 'close' });
        }}
      />
    </Stack>
  );
}
