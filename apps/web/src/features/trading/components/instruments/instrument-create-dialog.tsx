import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { TIMEFRAMES, type Instrument, type Timeframe } from '@alvorada/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useCreateDialog, type CreateDialogProps } from '@/shared/ui/form/use-create-dialog.ts';
import { FormCheckbox } from '@/shared/ui/form/form-checkbox.tsx';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { useCreateInstrument } from '@/features/trading/api/instruments-api.ts';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';

interface Values {
  symbol: string;
  name: string;
  market: string;
  currency: string;
  lot_size: string;
  tick_size: string;
  timezone: string;
  base_timeframe: Timeframe;
  shared: boolean;
}

const FIELDS = [
  'symbol',
  'name',
  'market',
  'currency',
  'lot_size',
  'tick_size',
  'timezone',
  'base_timeframe',
] as const;

const EMPTY: Values = {
  symbol: '',
  name: '',
  market: 'B3',
  currency: 'BRL',
  lot_size: '1',
  tick_size: '0,01',
  timezone: 'America/Sao_Paulo',
  base_timeframe: '1d',
  shared: false,
};

/**
 * A new instrument: private to its creator unless a holder of `MarketData` shares it. The server checks every
 * field (its messages land on them); a size typed in the reader's decimals is read as a number here.
 */
export function InstrumentCreateDialog({ open, onClose, onCreated }: CreateDialogProps<Instrument>) {
  const { t } = useTranslation();
  const ability = useAbility();
  const create = useCreateInstrument();
  const form = useForm<Values>({ defaultValues: EMPTY });
  const positive = (value: string) => parseDecimal(value) > 0 || t('trading.instruments.positive');

  const { error, close, submit } = useCreateDialog(form, {
    empty: EMPTY,
    fields: FIELDS,
    send: (values) =>
      create.mutateAsync({
        ...values,
        symbol: values.symbol.trim().toUpperCase(),
        currency: values.currency.trim().toUpperCase(),
        lot_size: parseDecimal(values.lot_size),
        tick_size: parseDecimal(values.tick_size),
        synthetic: false,
      }),
    onClose,
    onCreated,
  });
  const text = (name: (typeof FIELDS)[number], extra: { required?: boolean; hint?: string } = {}) => (
    <FormTextField
      form={form}
      name={name}
      label={t(`trading.instruments.field.${name}`)}
      required={extra.required}
      hint={extra.hint}
      rules={extra.required ? { required: 'required' } : undefined}
      fullWidth
    />
  );
  const size = (name: 'lot_size' | 'tick_size') => (
    <FormTextField
      form={form}
      name={name}
      label={t(`trading.instruments.field.${name}`)}
      rules={{ validate: positive }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      required
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('trading.instruments.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 5 }}>
                {text('symbol', { required: true, hint: t('trading.instruments.hint.symbol') })}
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>{text('name')}</Grid>
              <Grid size={{ xs: 6 }}>{text('market', { required: true })}</Grid>
              <Grid size={{ xs: 6 }}>
                {text('currency', { required: true, hint: t('trading.instruments.hint.currency') })}
              </Grid>
              <Grid size={{ xs: 6 }}>{size('lot_size')}</Grid>
              <Grid size={{ xs: 6 }}>{size('tick_size')}</Grid>
              <Grid size={{ xs: 12, sm: 7 }}>{text('timezone', { required: true })}</Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <FormSelect
                  control={form.control}
                  name="base_timeframe"
                  label={t('trading.instruments.field.base_timeframe')}
                  options={TIMEFRAMES.map((tf) => ({ value: tf, label: t(`trading.timeframe.${tf}`) }))}
                />
              </Grid>
            </Grid>
            {ability.can('create', 'MarketData') && (
              <FormCheckbox
                control={form.control}
                name="shared"
                label={t('trading.instruments.field.shared')}
              />
            )}
            <Alert severity="info">{t('trading.instruments.hint.base_timeframe')}</Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('trading.instruments.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
