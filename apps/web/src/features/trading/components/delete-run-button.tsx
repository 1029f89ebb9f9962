import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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
 * runs; the lab then closes it if it was open. `row`: an icon, as a list row's action.
 */
export function DeleteRunButton({ run, row = false }: { run: Run; row?: boolean }) {
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
        onSuccess: () => {
          close();
          setParams((params) => {
            if (params.get(RUN_URL_PARAMS[run.kind]) === String(run.id))
              params.delete(RUN_URL_PARAMS[run.kind]);
            return params;
          });
        },
        onError: (e) => setError(applyServerErrors(e, t)),
      },
    );
  const label = t('trading.backtest.delete.row', { id: run.id });
  return (
    <>
      {row ? (
        <Tooltip title={label}>
          <IconButton size="small" color="error" aria-label={label} onClick={() => setAsking(true)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlined />}
          onClick={() => setAsking(true)}
        >
          {t('trading.backtest.delete.action')}
        </Button>
      )}
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
