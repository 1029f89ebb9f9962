import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUILT_IN_STRATEGIES } from '@alvorada/backtest';
import type { Strategy } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useCreateStrategy } from '@/features/trading/api/trading-api.ts';

/** A new strategy of the user's own from one of the built-in models, with the model's default parameters. */
export function StrategyTemplateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (strategy: Strategy) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateStrategy();
  const [template, setTemplate] = useState(BUILT_IN_STRATEGIES[0]!.id);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const templateName = t(`trading.strategies.${template}.name`);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    setError(null);
    const definition = BUILT_IN_STRATEGIES.find((s) => s.id === template)!;
    try {
      const created = await create.mutateAsync({
        name: name.trim() || templateName,
        description: t(`trading.strategies.${template}.description`),
        definition: {
          kind: 'built_in',
          built_in: template as never,
          params: Object.fromEntries(Object.entries(definition.params).map(([k, spec]) => [k, spec.default])),
          risk: {},
        },
      });
      setName('');
      onCreated(created);
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('trading.backtest.form.templateTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <OptionSelect
            label={t('trading.backtest.form.strategy')}
            value={template}
            onChange={setTemplate}
            options={BUILT_IN_STRATEGIES.map((s) => ({
              value: s.id,
              label: t(`trading.strategies.${s.id}.name`),
            }))}
          />
          <Typography variant="body2" color="text.secondary">
            {t(`trading.strategies.${template}.description`)}
          </Typography>
          <TextField
            label={t('trading.backtest.form.templateName')}
            value={name}
            placeholder={templateName}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={create.isPending}>
          {t('trading.backtest.form.templateCreate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
