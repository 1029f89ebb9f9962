import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Distributor } from '@alvorada/contracts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { useRecord } from '@/features/energy/api/record-api.ts';
import { Section } from '@/features/energy/components/overview-section.tsx';
import { DistributorFormDialog, distributorFieldText } from './distributor-form-dialog.tsx';
import { RecordGrid } from './record-grid.tsx';
import { TariffFormDialog, tariffFieldText, type Tariff } from './tariff-form-dialog.tsx';

type Editing<Item> = Item | null | 'new';

/**
 * The tariffs of one distributor, newest first, each in force until the next of its subgroup; an inactive
 * distributor takes no new one.
 */
function TariffsGrid({ distributor }: { distributor: Distributor }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const may = useAbility();
  const [editing, setEditing] = useState<Editing<Tariff>>(null);
  const column = (key: string) => t(`energy.records.tariffFields.${key}`);
  const price = (field: string): GridColDef<Tariff> => ({
    field,
    headerName: column(field),
    type: 'number',
    width: 130,
    valueFormatter: (v: number) => format.perKwh(v / 1e6),
  });
  const columns: GridColDef<Tariff>[] = [
    { field: 'subgroup', headerName: column('subgroup'), width: 100 },
    {
      field: 'valid_from',
      headerName: column('valid_from'),
      width: 120,
      valueFormatter: (v: string) => format.day(v),
    },
    price('te_micros'),
    price('tusd_micros'),
    price('fio_b_micros'),
    { field: 'resolution', headerName: column('resolution'), flex: 1, minWidth: 140 },
  ];
  return (
    <Box sx={{ mt: 3 }} data-testid="tariffs">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t('energy.records.tariffsOf', { name: distributor.acronym })}
        </Typography>
        {may.can('create', 'Geracao') && distributor.status === 'ATIVA' && (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {t('energy.records.newTariff')}
          </Button>
        )}
      </Stack>
      <RecordGrid
        resource="tariffs"
        prefix="tarifas_"
        scope={{ distributor_id: distributor.id }}
        file={`tarifas-${distributor.acronym}`}
        columns={columns}
        sorts={['subgroup', 'valid_from']}
        name={(x) => `${distributor.acronym} ${x.subgroup} · ${format.day(x.valid_from)}`}
        texts={{ label: column, show: tariffFieldText }}
        onEdit={may.can('update', 'Geracao') ? setEditing : undefined}
        empty={<EmptyState title={t('energy.records.noTariffs')} body={t('energy.records.noTariffsBody')} />}
      />
      <TariffFormDialog
        distributorId={distributor.id}
        tariff={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}

/**
 * "Distribuidoras e tarifas" under Geração: the distributors with their status, each editable and, while
 * active, deactivated after a confirmation; and the tariffs of the one chosen (kept in the address as
 * `?distribuidora=`).
 */
export function ReferencesSection() {
  const { t } = useTranslation();
  const may = useAbility();
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('distribuidora'));
  const chosen = useRecord<Distributor>('distributors', chosenId > 0 ? chosenId : null).data;
  const [editing, setEditing] = useState<Editing<Distributor>>(null);
  const choose = (d: Distributor) =>
    setParams((p) => {
      p.set('distribuidora', String(d.id));
      return p;
    });
  const column = (key: string) => t(`energy.records.distributorFields.${key}`);
  const columns: GridColDef<Distributor>[] = [
    { field: 'acronym', headerName: column('acronym'), width: 120 },
    { field: 'name', headerName: column('name'), flex: 1, minWidth: 180 },
    { field: 'ufs', headerName: column('ufs'), width: 110, valueFormatter: (v: string[]) => v.join(', ') },
    {
      field: 'status',
      headerName: column('status'),
      width: 110,
      valueFormatter: (v: string) => t(`energy.distributorStatus.${v}`),
    },
    {
      field: 'tariffs',
      headerName: '',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => choose(row)}>
          {t('energy.records.tariffs')}
        </Button>
      ),
    },
  ];
  return (
    <Box sx={{ mt: 3 }}>
      <Section title={t('energy.records.referencesTitle')}>
        {may.can('create', 'Geracao') && (
          <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
            {t('energy.records.newDistributor')}
          </Button>
        )}
        <RecordGrid
          resource="distributors"
          prefix="distribuidoras_"
          file="distribuidoras"
          columns={columns}
          sorts={['acronym', 'name']}
          name={(d) => d.acronym}
          texts={{ label: column, show: (field, value) => distributorFieldText(t, field, value) }}
          onEdit={may.can('update', 'Geracao') ? setEditing : undefined}
          deactivate={
            may.can('update', 'Geracao')
              ? {
                  offered: (d) => d.status === 'ATIVA',
                  changes: { status: 'INATIVA' },
                  body: t('energy.records.deactivateDistributorBody'),
                }
              : undefined
          }
          empty={
            <EmptyState
              title={t('energy.records.noDistributors')}
              body={t('energy.records.noDistributorsBody')}
            />
          }
        />
        {chosen && <TariffsGrid distributor={chosen} />}
        <DistributorFormDialog
          distributor={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      </Section>
    </Box>
  );
}
