import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import type { Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { AllocationContext } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useCreateAllocation } from '@/features/energy/api/allocation-api.ts';
import {
  cycleOptions,
  draftSum,
  toInput,
  unsendable,
  validateDraft,
  type AllocationKind,
  type Draft,
  type DraftItem,
} from './allocation-draft.ts';
import { choiceText, RecordChoiceOption, unitChoice } from './record-choice.tsx';

type Unit = AllocationContext['units'][number];

// On a phone each UC takes a line of its own, with its share and the remove button under it: the picker
// keeps room for the UC's number and customer.
const onPhone = (style: Record<string, string | number>) => (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: style,
});
const PHONE_ROWS = {
  table: onPhone({ display: 'block' }),
  head: onPhone({ display: 'none' }),
  body: onPhone({ display: 'block' }),
  row: onPhone({ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }),
  unit: onPhone({ flexBasis: '100%', borderBottom: 0 }),
  share: onPhone({ flex: 1 }),
};

/**
 * A new rateio version: by percentage or by order of priority, effective from a cycle after the last closed
 * one. Rules are checked as typed; on save the server's per-field messages land on the same cells.
 */
export function AllocationEditor({
  context,
  initial,
  onSaved,
}: {
  context: AllocationContext;
  initial: Draft;
  onSaved: (version: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [draft, setDraft] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const create = useCreateAllocation(context.plant_id);
  const clientErrors = validateDraft(draft, context.last_closed_cycle);
  const unitById = new Map(context.units.map((u) => [u.id, u]));
  const errorOf = (key: string) =>
    serverErrors[key] ?? (clientErrors[key] ? t(`energy.allocation.errors.${clientErrors[key]}`) : undefined);
  const sum = draftSum(draft);

  const change = (next: Draft) => {
    setDraft(next);
    setServerErrors({});
  };
  const setItem = (index: number, patch: Partial<DraftItem>) =>
    change({ ...draft, items: draft.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) });
  const save = () =>
    unsendable(clientErrors) ||
    create.mutate(toInput(context.plant_id, draft), {
      onSuccess: (saved) => onSaved(saved.version),
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return;
        setServerErrors(
          Object.fromEntries(Object.entries(error.fields ?? {}).map(([key, list]) => [key, list.join(' ')])),
        );
      },
    });
  const formError =
    create.error instanceof ApiRequestError ? (create.error.detail ?? t('errors.unexpected')) : null;

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), save())}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={draft.kind}
          aria-label={t('energy.allocation.kind')}
          onChange={(_, kind: AllocationKind | null) => kind && change({ ...draft, kind })}
        >
          <ToggleButton value="PERCENTUAL">{t('energy.allocation.kinds.PERCENTUAL')}</ToggleButton>
          <ToggleButton value="PRIORIDADE">{t('energy.allocation.kinds.PRIORIDADE')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('energy.allocation.effectiveCycle')}
          value={draft.effectiveCycle}
          onChange={(e) => change({ ...draft, effectiveCycle: e.target.value })}
          error={Boolean(errorOf('effective_cycle'))}
          helperText={
            errorOf('effective_cycle') ??
            (context.last_closed_cycle &&
              t('energy.allocation.lastClosed', { cycle: format.month(context.last_closed_cycle) }))
          }
          sx={{ width: 260 }}
        >
          {cycleOptions(context.last_closed_cycle).map((cycle) => (
            <MenuItem key={cycle} value={cycle}>
              {format.month(cycle)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Table size="small" aria-label={t('energy.allocation.itemsLabel')} sx={PHONE_ROWS.table}>
        <TableHead sx={PHONE_ROWS.head}>
          <TableRow>
            <TableCell>{t('energy.allocation.unit')}</TableCell>
            <TableCell sx={{ width: 180 }}>
              {t(draft.kind === 'PERCENTUAL' ? 'energy.allocation.share' : 'energy.allocation.priority')}
            </TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody sx={PHONE_ROWS.body}>
          {draft.items.map((item, i) => {
            const field = draft.kind === 'PERCENTUAL' ? 'percent_ppm' : 'priority';
            return (
              <TableRow key={i} data-testid={`allocation-row-${i}`} sx={PHONE_ROWS.row}>
                <TableCell sx={PHONE_ROWS.unit}>
                  <Autocomplete<Unit>
                    size="small"
                    options={context.units}
                    value={item.unitId === null ? null : (unitById.get(item.unitId) ?? null)}
                    getOptionLabel={(u) => choiceText(unitChoice(u))}
                    renderOption={({ key, ...props }, u) => (
                      <RecordChoiceOption key={key} {...props} choice={unitChoice(u)} />
                    )}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    onChange={(_, unit) => setItem(i, { unitId: unit?.id ?? null })}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        // The UC's number leads, in Arabic too: cut short on a phone, its name loses the end.
                        slotProps={{
                          ...params.slotProps,
                          htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' },
                        }}
                        label={t('energy.allocation.unitN', { n: i + 1 })}
                        error={Boolean(errorOf(`items.${i}.unit_id`))}
                        helperText={errorOf(`items.${i}.unit_id`)}
                      />
                    )}
                  />
                </TableCell>
                <TableCell sx={PHONE_ROWS.share}>
                  <TextField
                    size="small"
                    label={t(
                      draft.kind === 'PERCENTUAL'
                        ? 'energy.allocation.shareN'
                        : 'energy.allocation.priorityN',
                      { n: i + 1 },
                    )}
                    value={draft.kind === 'PERCENTUAL' ? item.share : item.priority}
                    onChange={(e) =>
                      setItem(
                        i,
                        draft.kind === 'PERCENTUAL'
                          ? { share: e.target.value }
                          : { priority: e.target.value },
                      )
                    }
                    error={Boolean(errorOf(`items.${i}.${field}`))}
                    helperText={errorOf(`items.${i}.${field}`)}
                    slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                  />
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={t('energy.allocation.remove', { n: i + 1 })}
                    disabled={draft.items.length === 1}
                    onClick={() => change({ ...draft, items: draft.items.filter((_, j) => j !== i) })}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddOutlined />}
          onClick={() =>
            change({ ...draft, items: [...draft.items, { unitId: null, share: '', priority: '' }] })
          }
        >
          {t('energy.allocation.add')}
        </Button>
        {draft.kind === 'PERCENTUAL' && (
          <Typography
            data-testid="allocation-sum"
            color={errorOf('items') ? 'error' : 'text.secondary'}
            sx={{ flex: 1, textAlign: 'end' }}
          >
            {t('energy.allocation.sum', {
              sum: format.percent(sum / 1e6),
              rest: format.percent(Math.max(0, 1 - sum / 1e6)),
            })}
          </Typography>
        )}
      </Stack>
      {errorOf('items') && <Alert severity="error">{errorOf('items')}</Alert>}
      {formError && <Alert severity="error">{formError}</Alert>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('energy.allocation.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
