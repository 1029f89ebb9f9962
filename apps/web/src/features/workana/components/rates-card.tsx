import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { CurrencyRate } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useRates, useSaveRates } from '@/features/workana/api/settings-api.ts';
import { SectionCard } from '@/shared/ui/section-card.tsx';

function RatesForm({ initial, canEdit }: { initial: CurrencyRate[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRates();
  const [typed, setTyped] = useState(() =>
    initial.map((r) => ({ currency: r.currency, value: String(r.to_brl) })),
  );
  const parsed = typed.map((r) => ({ currency: r.currency, to_brl: Number(r.value.replace(',', '.')) }));
  const valid = parsed.every((r) => Number.isFinite(r.to_brl) && r.to_brl > 0);
  return (
    <Grid container spacing={2}>
      {typed.map((rate, i) => (
        <Grid key={rate.currency} size={{ xs: 6, sm: 4, md: 2.4 }}>
          <TextField
            fullWidth
            label={t('workana.rates.one', { currency: rate.currency })}
            value={rate.value}
            disabled={!canEdit}
            onChange={(e) =>
              setTyped((all) => all.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
      ))}
      {save.isError && (
        <Grid size={12}>
          <Alert severity="error">{applyServerErrors(save.error, t)}</Alert>
        </Grid>
      )}
      {canEdit && (
        <Grid size={12}>
          <Button variant="outlined" disabled={!valid || save.isPending} onClick={() => save.mutate(parsed)}>
            {t('workana.rates.save')}
          </Button>
        </Grid>
      )}
    </Grid>
  );
}

/** The rates rules convert budgets with: how many reais one unit of each currency is worth. */
export function RatesCard() {
  const { t } = useTranslation();
  const rates = useRates();
  const ability = useAbility();
  return (
    <SectionCard title={t('workana.rates.title')} hint={t('workana.rates.hint')}>
      {rates.data && <RatesForm initial={rates.data} canEdit={ability.can('update', 'Workana')} />}
    </SectionCard>
  );
}
