import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { useIssueCopy, useLateCharges } from '@/features/energy/api/billing-api.ts';
import { FigureList } from './figure-list.tsx';
import { todayInBrazil } from './money-input.ts';
import type { StatementDialogProps } from './statement-dialog-props.ts';
import { ActionButtons, ActionError } from './statement-dialog-parts.tsx';
import { FormDialog } from './form-dialog.tsx';

const inDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Segunda via: a new due date, and the open amount updated with the late charges to today. */
export function CopyDialog({ statement, open, onClose }: StatementDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = todayInBrazil();
  const [due, setDue] = useState(() => inDays(today, 5));
  const charges = useLateCharges(statement.invoice.id, open ? today : null);
  const issue = useIssueCopy(statement.invoice.id);
  const k = (key: string) => t(`energy.invoice.copy.${key}`);
  const close = () => {
    issue.reset();
    onClose();
  };
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(due) && due >= today;
  const error = issue.error instanceof ApiRequestError ? issue.error : null;
  const preview = charges.data;
  return (
    <FormDialog open={open} onClose={close} aria-labelledby="copy-title">
      <DialogTitle id="copy-title">{k('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{k('body')}</DialogContentText>
          <DateField
            label={k('dueDate')}
            value={due}
            onChange={setDue}
            error={!valid || !!error?.fields?.due_date}
            helperText={
              due === INVALID_DATE || !valid ? k('dueDateHint') : (error?.fields?.due_date?.[0] ?? undefined)
            }
          />
          {preview ? (
            <FigureList
              testId="copy-charges"
              figures={[
                { label: k('open'), value: format.centavos(preview.open_centavos) },
                { label: k('fine'), value: format.centavos(preview.fine_centavos) },
                { label: k('interest'), value: format.centavos(preview.interest_centavos) },
                { label: k('total'), value: format.centavos(preview.total_centavos), total: true },
              ]}
            />
          ) : (
            <Skeleton variant="rounded" height={120} />
          )}
          <ActionError error={issue.error} />
        </Stack>
      </DialogContent>
      <ActionButtons
        label={k('confirm')}
        disabled={!valid || issue.isPending}
        onCancel={close}
        onConfirm={() => issue.mutate(due, { onSuccess: close })}
      />
    </FormDialog>
  );
}
