import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { CandleImportResult, Instrument } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ClearFiltersButton } from '@/shared/ui/grid/clear-filters-button.tsx';
import { GridSearchField } from '@/shared/ui/grid/grid-search-field.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useDeleteInstrument, useInstrumentPage } from '@/features/trading/api/instruments-api.ts';
import { CandleImportDialog } from '@/features/trading/components/instruments/candle-import-dialog.tsx';
import { InstrumentCoverage } from '@/features/trading/components/instruments/instrument-coverage.tsx';
import { InstrumentCreateDialog } from '@/features/trading/components/instruments/instrument-create-dialog.tsx';
import {
  InstrumentsGrid,
  type InstrumentAction,
} from '@/features/trading/components/instruments/instruments-grid.tsx';

/** The instrument whose coverage shows, in the URL: `?instrument=7`. */
const OPEN = 'instrument';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /automations/paracima/instruments: the shared instruments and the reader's own; a new private one, its
 * CSV imports (previewed before anything is written), its coverage per timeframe and its deletion. Holders
 * of `MarketData` manage the shared ones here too.
 */
export default function InstrumentsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const grid = useServerGrid();
  const [params, updateQuery] = useQueryUpdate();
  const page = useInstrumentPage(grid.query);
  const remove = useDeleteInstrument();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState<Instrument | null>(null);
  const [deleting, setDeleting] = useState<Instrument | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = idOf(params.get(OPEN));

  const show = (id: number | null) =>
    updateQuery((query) => (id === null ? query.delete(OPEN) : query.set(OPEN, String(id))));
  const act = (instrument: Instrument, action: InstrumentAction) => {
    if (action === 'coverage') show(instrument.id);
    else if (action === 'import') setImporting(instrument);
    else {
      setDeleteError(null);
      setDeleting(instrument);
    }
  };
  const imported = (instrument: Instrument, result: CandleImportResult) => {
    setNotice(
      t('trading.instruments.import.done', {
        count: result.inserted + result.updated,
        symbol: instrument.symbol,
      }),
    );
    show(instrument.id);
  };
  const confirmDelete = () =>
    remove.mutate(deleting!.id, {
      onSuccess: () => {
        if (open === deleting!.id) show(null);
        setDeleting(null);
      },
      onError: (e) => setDeleteError(applyServerErrors(e, t)),
    });

  return (
    <>
      <PageHeader
        title={t('page.paracimaInstruments')}
        subtitle={t('trading.instruments.subtitle')}
        actions={
          ability.can('create', 'Backtest') && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('trading.instruments.create.open')}
            </Button>
          )
        }
      />
      <Grid container spacing={3}>
        {notice && (
          <Grid size={12}>
            <Alert severity="success" onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          </Grid>
        )}
        {open !== null && (
          <Grid size={12}>
            <InstrumentCoverage id={open} onImport={setImporting} onClose={() => show(null)} />
          </Grid>
        )}
        <Grid size={12}>
          <Card>
            <Grid container spacing={2} sx={{ p: 2, alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 6, lg: 4 }}>
                <GridSearchField grid={grid} label={t('trading.instruments.search')} />
              </Grid>
              <Grid size="auto">
                <ClearFiltersButton grid={grid} />
              </Grid>
            </Grid>
            <Divider />
            {page.isError && (
              <Alert severity="error" sx={{ m: 2 }}>
                {applyServerErrors(page.error, t)}
              </Alert>
            )}
            <InstrumentsGrid
              grid={grid}
              rows={page.data?.results ?? []}
              count={page.data?.count ?? 0}
              loading={page.isFetching}
              onAction={act}
            />
          </Card>
        </Grid>
      </Grid>
      <InstrumentCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(instrument) => {
          show(instrument.id);
          setImporting(instrument);
        }}
      />
      <CandleImportDialog instrument={importing} onClose={() => setImporting(null)} onImported={imported} />
      <ConfirmDialog
        open={!!deleting}
        title={t('trading.instruments.delete.title', { symbol: deleting?.symbol })}
        body={t('trading.instruments.delete.body')}
        confirmLabel={t('trading.instruments.delete.confirm')}
        pending={remove.isPending}
        error={deleteError}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
