import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useSaveRunDefaults } from '@/features/trading/api/settings-api.ts';
import { settingsOf, type RunFormValues } from './run-form-values.ts';

const FIELDS = [
  'cash',
  'commission_fixed',
  'commission_pct',
  'spread_pct',
  'slippage_fixed',
  'slippage_range_pct',
] as const;

/**
 * "Save as default": the form's capital and costs become what the user's new runs start with (the saved
 * settings every run form reads). For who may run backtests; the rest of their settings stays.
 */
export function SaveDefaultsButton({ form }: { form: UseFormReturn<RunFormValues> }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const save = useSaveRunDefaults();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (!ability.can('update', 'Backtest')) return null;
  const submit = async () => {
    setNotice(null);
    if (!(await form.trigger(FIELDS))) return;
    const { cash, commission_fixed, commission_rate, spread, slippage_fixed, slippage_range } = settingsOf(
      form.getValues(),
    );
    save.mutate(
      { cash, commission_fixed, commission_rate, spread, slippage_fixed, slippage_range },
      {
        onSuccess: () => setNotice({ ok: true, text: t('trading.backtest.form.savedDefaults') }),
        onError: (e) => setNotice({ ok: false, text: applyServerErrors(e, t) }),
      },
    );
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<SaveOutlined />}
        disabled={save.isPending}
        onClick={() => void submit()}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
      >
        {t('trading.backtest.form.saveDefaults')}
      </Button>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
    </>
  );
}
