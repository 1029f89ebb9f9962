import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { Run } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { isActive, useDeleteRun } from '@/features/trading/api/trading-api.ts';
import { RUN_URL_PARAMS } from './run-url.ts';

/**
 * Deletes an ended run after asking (a queued or running one offers its cancel instead), for who may delete
 * runs; the lab then closes it.
 */
export function DeleteRunButton({ run }: { run: Run }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const remove = useDeleteRun();
  const [, setParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!ability.can('delete', 'Backtest') || isActive(run)) return null;
  const close = () => {
    setAsking(false);
    setError(null);
  };
  const confirm = () =>
    remove.mutate(
      { kind: run.kind, id: run.id },
      {
        onSuccess: () =>
          setParams((params) => {
            params.delete(RUN_URL_PARAMS[run.kind]);
            return params;
          }),
        onError: (e) => setError(applyServerErrors(e, t)),
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlined />}
        onClick={() => setAsking(true)}
      >
        {t('trading.backtest.delete.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('trading.backtest.delete.title', { id: run.id, strategy: run.strategy_name })}
        body={t('trading.backtest.delete.body')}
        confirmLabel={t('trading.backtest.delete.action')}
        pending={remove.isPending}
        error={error}
        onClose={close}
        onConfirm={confirm}
      />
    </>
  );
}
