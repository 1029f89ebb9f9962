import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { decimalRule } from '@/features/trading/components/run-form-values.ts';
import type { SettingsFormValues } from '@/features/trading/components/settings-values.ts';

const COSTS = {
  commission_fixed: { label: 'trading.backtest.form.commissionFixed', rule: { min: 0, max: 1e6 } },
  commission_pct: { label: 'trading.backtest.form.commissionRate', rule: { min: 0, max: 9.99 } },
} as const;

/** Each market's costs, which replace the default ones for its instruments; both blank: the defaults. */
export function MarketCostsFields({
  form,
  disabled,
}: {
  form: UseFormReturn<SettingsFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const markets = form.getValues('markets');
  if (!markets.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('trading.settings.markets.none')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t('trading.settings.markets.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('trading.settings.markets.market')}</TableCell>
          {Object.values(COSTS).map(({ label }) => (
            <TableCell key={label}>{t(label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {markets.map(({ market }, index) => (
          <TableRow key={market}>
            <TableCell component="th" scope="row">
              {market}
            </TableCell>
            {(Object.keys(COSTS) as (keyof typeof COSTS)[]).map((name) => (
              <TableCell key={name}>
                <FormTextField
                  form={form}
                  name={`markets.${index}.${name}`}
                  rules={{
                    validate: (text: string) => text.trim() === '' || decimalRule(t, COSTS[name].rule)(text),
                  }}
                  size="small"
                  inputMode="decimal"
                  disabled={disabled}
                  placeholder={t('trading.settings.markets.default')}
                  slotProps={{ htmlInput: { 'aria-label': `${t(COSTS[name].label)} — ${market}` } }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
