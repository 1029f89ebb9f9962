import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { Plant } from '@alvorada/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { DeactivateRecord } from '@/features/energy/components/deactivate-record.tsx';
import { Section } from '@/features/energy/components/overview-section.tsx';
import { plantPath } from '@/features/energy/components/plants-table.tsx';
import { CostFormDialog, costFieldText, type Cost } from './cost-form-dialog.tsx';
import { PlantFormDialog } from './plant-form-dialog.tsx';
import { RecordGrid } from './record-grid.tsx';

/** A plant page's actions for whoever may change Geração records: edit, and deactivate after a confirmation. */
export function PlantActions({ plant }: { plant: Plant }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (!useAbility().can('update', 'Geracao')) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setEditing(true)}>
        {t('energy.records.edit')}
      </Button>
      {plant.status !== 'DESATIVADA' && (
        <DeactivateRecord
          resource="plants"
          record={plant}
          changes={{ status: 'DESATIVADA' }}
          title={t('energy.records.deactivateTitle', { name: plant.name })}
          body={t('energy.records.deactivatePlantBody')}
        />
      )}
      <PlantFormDialog plant={plant} open={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** "Nova usina": the plant form, then the new plant's page. */
export function NewPlantButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!useAbility().can('create', 'Geracao')) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('energy.records.newPlant')}
      </Button>
      <PlantFormDialog
        plant={null}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(plant) => void navigate(plantPath(plant.id))}
      />
    </>
  );
}

/**
 * A plant's costs month by month (readers of Financeiro), each editable and, while active, deactivated after a
 * confirmation by whom may change them.
 */
export function PlantCosts({ plantId }: { plantId: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const may = useAbility();
  const [editing, setEditing] = useState<Cost | null | 'new'>(null);
  if (!may.can('read', 'Financeiro')) return null;
  const column = (key: string) => t(`energy.records.costFields.${key}`);
  const columns: GridColDef<Cost>[] = [
    {
      field: 'month',
      headerName: column('month'),
      width: 120,
      valueFormatter: (v: string) => format.month(v),
    },
    {
      field: 'category',
      headerName: column('category'),
      width: 190,
      valueFormatter: (v: string) => t(`energy.costCategory.${v}`),
    },
    {
      field: 'amount_centavos',
      headerName: column('amount_centavos'),
      width: 140,
      type: 'number',
      valueFormatter: (v: number) => format.money(v / 100),
    },
    { field: 'description', headerName: column('description'), flex: 1, minWidth: 160 },
    {
      field: 'status',
      headerName: column('status'),
      width: 110,
      valueFormatter: (v: string) => t(`energy.costStatus.${v}`),
    },
  ];
  return (
    <Section title={t('energy.records.costsTitle')}>
      {may.can('create', 'Financeiro') && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
          {t('energy.records.newCost')}
        </Button>
      )}
      <RecordGrid
        resource="costs"
        prefix="custos_"
        scope={{ plant_id: plantId }}
        file="custos"
        columns={columns}
        sorts={['month', 'category', 'amount_centavos']}
        name={(c) => `${format.month(c.month)} · ${t(`energy.costCategory.${c.category}`)}`}
        texts={{ label: column, show: (field, value) => costFieldText(t, i18n.language, field, value) }}
        onEdit={may.can('update', 'Financeiro') ? setEditing : undefined}
        deactivate={
          may.can('update', 'Financeiro')
            ? {
                offered: (c) => c.status === 'ATIVO',
                changes: { status: 'INATIVO' },
                body: t('energy.records.deactivateCostBody'),
              }
            : undefined
        }
        empty={<EmptyState title={t('energy.records.noCosts')} body={t('energy.records.noCostsBody')} />}
      />
      <CostFormDialog
        plantId={plantId}
        cost={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Section>
  );
}
