import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import type { ReactNode } from 'react';
import type { PlantAllocationVersion } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { allocationStatusLabel } from '@/shared/i18n/labels.ts';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { sharesAddingUp, useShareFormat } from '@/features/energy/components/share-rounding.ts';

/** The plant's allocation versions, the newest open, each with its UCs' shares (or priorities). */
export function AllocationHistory({
  versions,
  actions,
}: {
  versions: PlantAllocationVersion[];
  /** What can be done with a version, shown above its UCs. */
  actions?: (version: PlantAllocationVersion) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const share = useShareFormat(2);
  const exact = useShareFormat(4);
  if (!versions.length)
    return <Typography color="text.secondary">{t('energy.plant.allocations.none')}</Typography>;
  const column = (key: string) => t(`energy.plant.allocations.${key}`);
  // Each share shown to 2 decimals, the generating UC's remainder last, adding up to 100 % as shown.
  const restOf = (version: PlantAllocationVersion) =>
    Math.max(0, 1_000_000 - version.items.reduce((sum, item) => sum + (item.percent_ppm ?? 0), 0));
  const shown = (version: PlantAllocationVersion) =>
    sharesAddingUp([...version.items.map((item) => item.percent_ppm ?? 0), restOf(version)]);
  return versions.map((version, i) => (
    <Accordion
      key={version.id}
      defaultExpanded={i === 0}
      disableGutters
      variant="outlined"
      data-testid={`allocation-version-${version.version}`}
    >
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('energy.plant.allocations.version', {
              version: version.version,
              cycle: format.month(version.effective_cycle),
            })}
          </Typography>
          <Chip
            size="small"
            color={version.status === 'VIGENTE' ? 'success' : 'default'}
            label={allocationStatusLabel(t, version.status)}
          />
          {version.protocol && (
            <Typography variant="body2" color="text.secondary">
              {t('energy.plant.allocations.protocol', { protocol: version.protocol })}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {actions?.(version)}
        <SimpleTable
          size="small"
          head={
            <>
              <TableCell>{column('unit')}</TableCell>
              <TableCell>{column('customer')}</TableCell>
              <TableCell align="right">
                {column(version.kind === 'PRIORIDADE' ? 'priority' : 'share')}
              </TableCell>
            </>
          }
        >
          {version.items.map((item, n) => (
            <TableRow key={item.unit_id}>
              <TableCell>{item.installation_number}</TableCell>
              <TableCell>{item.customer_name}</TableCell>
              <TableCell
                align="right"
                title={item.percent_ppm === null ? undefined : exact(item.percent_ppm)}
              >
                {version.kind === 'PRIORIDADE'
                  ? (item.priority ?? '—')
                  : item.percent_ppm === null
                    ? '—'
                    : share(shown(version)[n]!)}
              </TableCell>
            </TableRow>
          ))}
          {version.kind === 'PERCENTUAL' && restOf(version) > 0 && (
            <TableRow>
              <TableCell colSpan={2}>{column('rest')}</TableCell>
              <TableCell align="right" title={exact(restOf(version))}>
                {share(shown(version).at(-1)!)}
              </TableCell>
            </TableRow>
          )}
        </SimpleTable>
      </AccordionDetails>
    </Accordion>
  ));
}
