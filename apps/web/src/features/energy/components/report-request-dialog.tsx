import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  REPORT_CATALOGUE,
  REPORT_RECIPIENTS,
  SCHEDULE_RELATIVE_PARAMS,
  type ReportFormat,
  type ReportParam,
  type ReportParams,
  type ReportRecipient,
  type ReportSummary,
  type ReportType,
} from '@alvorada/contracts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useRequestReport, useScheduleMutations } from '@/features/energy/api/report-api.ts';
import { ReportLookupField } from './report-lookup-field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { namedChoices, type FilterChoice } from './filter-select.tsx';
import { plantOptions } from './record-choice.tsx';

type Choice = { id: number; label: string };

const previousMonth = () => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/**
 * The form of one catalogue report: its parameters and format, then either "generate now" or, in `schedule`
 * mode, the day and hour of each month and who receives it. The server checks everything again; its
 * messages show on the fields they concern.
 */
export function ReportRequestDialog({
  type,
  mode,
  options,
  onClose,
  onDone,
}: {
  type: ReportType;
  mode: 'generate' | 'schedule';
  options: ReportSummary['options'] | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const definition = REPORT_CATALOGUE[type];
  const request = useRequestReport();
  const schedules = useScheduleMutations();
  const [format, setFormat] = useState<ReportFormat>(definition.formats[0]!);
  const [month, setMonth] = useState(previousMonth());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [plant, setPlant] = useState('');
  const [distributor, setDistributor] = useState('');
  const [customer, setCustomer] = useState<Choice | null>(null);
  const [unit, setUnit] = useState<Choice | null>(null);
  const [day, setDay] = useState(1);
  const [hour, setHour] = useState(8);
  const [recipients, setRecipients] = useState<ReportRecipient>('requester');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const takes = (name: ReportParam) =>
    definition.params[name] !== undefined &&
    !(mode === 'schedule' && SCHEDULE_RELATIVE_PARAMS.includes(name));
  const required = (name: ReportParam) => definition.params[name] === 'required';
  const label = (name: ReportParam) => t(`energy.reports.params.${name}`);
  const fieldError = (name: string) => fieldErrors[`params.${name}`] ?? fieldErrors[name];

  const params = (): ReportParams => ({
    ...(takes('month') && month && { month }),
    ...(takes('from') && from && { from }),
    ...(takes('to') && to && { to }),
    ...(takes('plant_id') && plant && { plant_id: Number(plant) }),
    ...(takes('distributor_id') && distributor && { distributor_id: Number(distributor) }),
    ...(takes('customer_id') && customer && { customer_id: customer.id }),
    ...(takes('unit_id') && unit && { unit_id: unit.id }),
  });

  const pending = request.isPending || schedules.create.isPending;
  const submit = async () => {
    setFieldErrors({});
    setFormError(null);
    if (definition.oneOf && !definition.oneOf.some((name) => params()[name] !== undefined)) {
      setFieldErrors({ [definition.oneOf[0]!]: t('energy.reports.dialog.oneOf') });
      return;
    }
    try {
      if (mode === 'generate') {
        await request.mutateAsync({ type, format, params: params() });
        onDone(t('energy.reports.toast.requested'));
      } else {
        await schedules.create.mutateAsync({
          type,
          format,
          params: params(),
          day,
          hour,
          recipients,
          active: true,
        });
        onDone(t('energy.reports.toast.scheduled'));
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields)
        setFieldErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.join(' ')])));
      setFormError(applyServerErrors(error, t));
    }
  };

  const select = (
    name: ReportParam,
    value: string,
    onChange: (value: string) => void,
    choices: FilterChoice[],
  ) => (
    <TextField
      select
      label={label(name)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required(name)}
      error={!!fieldError(name)}
      helperText={fieldError(name)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: !required(name) } }}
    >
      {!required(name) && <MenuItem value="">{t('energy.reports.params.all')}</MenuItem>}
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const monthField = (name: ReportParam, value: string, onChange: (value: string) => void) => (
    <TextField
      type="month"
      label={label(name)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required(name)}
      error={!!fieldError(name)}
      helperText={
        fieldError(name) ?? (!required(name) && !value ? t('energy.reports.params.last12') : undefined)
      }
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  const name = t(`energy.reports.type.${type}`);
  return (
    <FormDialog open onClose={onClose} aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">
        {t(
          mode === 'generate' ? 'energy.reports.dialog.generateTitle' : 'energy.reports.dialog.scheduleTitle',
          {
            name,
          },
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t(`energy.reports.description.${type}`)}</Typography>
          {mode === 'schedule' && <Alert severity="info">{t('energy.reports.dialog.scheduleHint')}</Alert>}
          {takes('month') && monthField('month', month, setMonth)}
          {takes('from') && (
            <Stack direction="row" spacing={2}>
              {monthField('from', from, setFrom)}
              {monthField('to', to, setTo)}
            </Stack>
          )}
          {takes('plant_id') && select('plant_id', plant, setPlant, plantOptions(options?.plants))}
          {takes('distributor_id') &&
            select('distributor_id', distributor, setDistributor, namedChoices(options?.distributors))}
          {takes('customer_id') && (
            <ReportLookupField
              resource="customers"
              label={label('customer_id')}
              value={customer}
              onChange={setCustomer}
              error={fieldError('customer_id')}
            />
          )}
          {takes('unit_id') && (
            <ReportLookupField
              resource="units"
              label={label('unit_id')}
              value={unit}
              onChange={setUnit}
              error={fieldError('unit_id')}
            />
          )}
          <TextField
            select
            label={t('energy.reports.dialog.format')}
            value={format}
            onChange={(e) => setFormat(e.target.value as ReportFormat)}
            error={!!fieldError('format')}
            helperText={fieldError('format')}
          >
            {definition.formats.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`energy.reports.format.${f}`)}
              </MenuItem>
            ))}
          </TextField>
          {mode === 'schedule' && (
            <>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  fullWidth
                  label={t('energy.reports.dialog.day')}
                  value={day}
                  onChange={(e) => setDay(Number(e.target.value))}
                >
                  {Array.from({ length: 28 }, (_, i) => (
                    <MenuItem key={i + 1} value={i + 1}>
                      {i + 1}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  fullWidth
                  label={t('energy.reports.dialog.hour')}
                  value={hour}
                  onChange={(e) => setHour(Number(e.target.value))}
                >
                  {Array.from({ length: 24 }, (_, i) => (
                    <MenuItem key={i} value={i}>
                      {`${String(i).padStart(2, '0')}:00`}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <TextField
                select
                label={t('energy.reports.dialog.recipients')}
                value={recipients}
                onChange={(e) => setRecipients(e.target.value as ReportRecipient)}
                error={!!fieldError('recipients')}
                helperText={fieldError('recipients')}
              >
                {REPORT_RECIPIENTS.filter((r) => r === 'requester' || definition.toCustomer).map((r) => (
                  <MenuItem key={r} value={r}>
                    {t(`energy.reports.dialog.recipient.${r}`)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {formError && <Alert severity="error">{formError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('energy.reports.dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending}>
          {t(mode === 'generate' ? 'energy.reports.dialog.submit' : 'energy.reports.dialog.scheduleSubmit')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
