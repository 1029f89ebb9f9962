import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import type { RebalancingSuggestion } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { useShareFormat } from '@/features/energy/components/share-rounding.ts';

/**
 * The rebalancing suggestion before it becomes a draft: each UC's measured figures, its share today and the
 * one proposed (to the 4 decimals stored, so they add up as shown), the credits it would receive a month, and
 * why a UC drops; what stays at the generating UC last. `onApply` puts the proposed shares in the editor.
 */
export function RebalancingPreview({
  suggestion,
  onApply,
  applied,
}: {
  suggestion: RebalancingSuggestion;
  onApply?: () => void;
  applied: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const share = useShareFormat(4);
  const key = (name: string) => t(`energy.allocation.suggestion.${name}`);
  const method = key('method');
  if (!suggestion.items.length || suggestion.from === null)
    return <Typography color="text.secondary">{key('none')}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="rebalancing-preview">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {t('energy.allocation.suggestion.summary', {
            from: format.month(suggestion.from),
            to: format.month(suggestion.to!),
            excedente: format.energy(suggestion.excedente_kwh),
            needed: format.energy(suggestion.needed_kwh),
          })}
        </Typography>
        <Tooltip title={method} describeChild>
          <IconButton size="small" aria-label={t('common.whatIs', { name: key('title') })}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {onApply && (
          <Button
            size="small"
            variant="contained"
            onClick={onApply}
            disabled={applied}
            sx={{ marginInlineStart: 'auto' }}
          >
            {key(applied ? 'applied' : 'apply')}
          </Button>
        )}
      </Stack>
      <SimpleTable
        size="small"
        label={key('title')}
        head={
          <>
            <TableCell>{key('unit')}</TableCell>
            <TableCell>{key('customer')}</TableCell>
            <TableCell align="right">{key('consumption')}</TableCell>
            <TableCell align="right">{key('received')}</TableCell>
            <TableCell align="right">{key('balance')}</TableCell>
            <TableCell align="right">{key('current')}</TableCell>
            <TableCell align="right">{key('proposed')}</TableCell>
            <TableCell align="right">{key('preview')}</TableCell>
            <TableCell>{key('note')}</TableCell>
          </>
        }
      >
        {suggestion.items.map((item) => (
          <TableRow key={item.unit_id} data-testid={`suggestion-${item.unit_id}`}>
            <TableCell>{item.installation_number}</TableCell>
            <TableCell>{item.customer_name}</TableCell>
            <TableCell align="right">{format.energy(item.mean_consumption_kwh)}</TableCell>
            <TableCell align="right">{format.energy(item.mean_received_kwh)}</TableCell>
            <TableCell align="right">{format.energy(item.balance_kwh)}</TableCell>
            <TableCell align="right">{item.current_ppm === null ? '—' : share(item.current_ppm)}</TableCell>
            <TableCell align="right">{share(item.proposed_ppm)}</TableCell>
            <TableCell align="right">{format.energy(item.preview_kwh)}</TableCell>
            <TableCell>
              {item.reason ? t(`energy.allocation.suggestion.reasons.${item.reason}`) : '—'}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={6}>{key('generator')}</TableCell>
          <TableCell align="right">{share(suggestion.generator_ppm)}</TableCell>
          <TableCell align="right">{format.energy(suggestion.generator_kwh)}</TableCell>
          <TableCell />
        </TableRow>
      </SimpleTable>
    </Stack>
  );
}
