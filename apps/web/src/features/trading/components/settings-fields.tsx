import Grid from '@mui/material/Grid';
import { PAPER_SPEED, WALK_FORWARD_TRAIN_RATIO, WALK_FORWARD_WINDOWS } from '@alvorada/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '@/shared/ui/form/form-checkbox.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { decimalRule, type RunFormValues } from './run-form-values.ts';

type NumberName = {
  [K in keyof RunFormValues]: RunFormValues[K] extends string ? K : never;
}[keyof RunFormValues];
type SwitchName = {
  [K in keyof RunFormValues]: RunFormValues[K] extends boolean ? K : never;
}[keyof RunFormValues];
type Rule = Parameters<typeof decimalRule>[1];

/** Number fields two a row, then checkboxes, each labelled by its translation key. */
export function NumbersAndSwitches({
  form,
  numbers,
  switches,
}: {
  form: UseFormReturn<RunFormValues>;
  numbers: Partial<Record<NumberName, { label: string; rule: Rule }>>;
  switches: Partial<Record<SwitchName, string>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Grid container spacing={2}>
        {(Object.keys(numbers) as NumberName[]).map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            <FormTextField
              form={form}
              name={name}
              rules={{ validate: decimalRule(t, numbers[name]!.rule) }}
              fullWidth
              label={t(numbers[name]!.label)}
              inputMode="decimal"
            />
          </Grid>
        ))}
      </Grid>
      {(Object.keys(switches) as SwitchName[]).map((name) => (
        <FormCheckbox
          key={name}
          control={form.control}
          name={name}
          sx={{ display: 'flex', mt: 1 }}
          label={t(switches[name]!)}
        />
      ))}
    </>
  );
}

const SETTINGS = {
  cash: { label: 'trading.backtest.form.cash', rule: { positive: true } },
  commission_fixed: { label: 'trading.backtest.form.commissionFixed', rule: { min: 0, max: 1e6 } },
  commission_pct: { label: 'trading.backtest.form.commissionRate', rule: { min: 0, max: 9.99 } },
  spread_pct: { label: 'trading.backtest.form.spread', rule: { min: 0, max: 9.99 } },
  margin_pct: { label: 'trading.backtest.form.margin', rule: { min: 1, max: 100 } },
  slippage_fixed: { label: 'trading.backtest.form.slippageFixed', rule: { min: 0, max: 1e6 } },
  slippage_range_pct: { label: 'trading.backtest.form.slippageRange', rule: { min: 0, max: 100 } },
};
const SETTING_SWITCHES = {
  exclusive_orders: 'trading.backtest.form.exclusiveOrders',
  trade_on_close: 'trading.backtest.form.tradeOnClose',
  hedging: 'trading.backtest.form.hedging',
  round_lots: 'trading.backtest.form.roundLots',
};

/**
 * Capital, costs and how orders fill: every option of the engine. A paper session never reaches a last bar,
 * so only runs offer to close the trades still open there.
 */
export function SettingsFields({
  form,
  session = false,
}: {
  form: UseFormReturn<RunFormValues>;
  session?: boolean;
}) {
  const switches = session
    ? SETTING_SWITCHES
    : { ...SETTING_SWITCHES, finalize_trades: 'trading.backtest.form.finalizeTrades' };
  return <NumbersAndSwitches form={form} numbers={SETTINGS} switches={switches} />;
}

const WALK_FORWARD = {
  windows: {
    label: 'trading.walkForward.windows',
    rule: { min: WALK_FORWARD_WINDOWS.min, max: WALK_FORWARD_WINDOWS.max, integer: true },
  },
  train_ratio: {
    label: 'trading.walkForward.trainRatio',
    rule: { min: WALK_FORWARD_TRAIN_RATIO.min, max: WALK_FORWARD_TRAIN_RATIO.max },
  },
};

/** How a walk-forward cuts the data: test windows, training bars per test bar, rolling or anchored. */
export function WalkForwardFields({ form }: { form: UseFormReturn<RunFormValues> }) {
  return (
    <NumbersAndSwitches
      form={form}
      numbers={WALK_FORWARD}
      switches={{ anchored: 'trading.walkForward.anchored' }}
    />
  );
}

const SESSION = {
  speed: {
    label: 'trading.monitor.form.speed',
    rule: { min: PAPER_SPEED.min, max: PAPER_SPEED.max, integer: true },
  },
};

/** A paper session's pace, in bars per second. */
export function SpeedField({ form }: { form: UseFormReturn<RunFormValues> }) {
  return <NumbersAndSwitches form={form} numbers={SESSION} switches={{}} />;
}

const LIMITS = {
  max_position: { label: 'trading.monitor.form.maxPosition', rule: { positive: true, optional: true } },
  max_orders_per_minute: {
    label: 'trading.monitor.form.maxOrdersPerMinute',
    rule: { min: 1, max: 100_000, integer: true, optional: true },
  },
  max_daily_loss: { label: 'trading.monitor.form.maxDailyLoss', rule: { positive: true, optional: true } },
};

/** The limits that halt a paper session (empty: none), and whether each fill is notified. */
export function LimitFields({ form }: { form: UseFormReturn<RunFormValues> }) {
  return (
    <NumbersAndSwitches
      form={form}
      numbers={LIMITS}
      switches={{ notify_fills: 'trading.monitor.form.notifyFills' }}
    />
  );
}
