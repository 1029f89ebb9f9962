import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { scrollRegion } from '@/shared/ui/scroll-region.ts';
import { ALLOWANCES, PLANS, type Plan } from '@/features/public-pages/pricing/plans.ts';

type Allowance = Plan['allowances'][keyof Plan['allowances']];

/** Every allowance of every plan, side by side. */
export function ComparisonTable() {
  const { t } = useTranslation();
  const format = useFormatters();
  const show = (value: Allowance) => {
    if (value === true) return <CheckOutlined color="success" titleAccess={t('public.pricing.included')} />;
    if (value === false)
      return <RemoveOutlined color="disabled" titleAccess={t('public.pricing.notIncluded')} />;
    if (value === 'unlimited') return t('public.pricing.unlimited');
    if (typeof value === 'number') return format.number(value);
    return t(`public.pricing.support.${value}`);
  };
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      {...scrollRegion(t('public.pricing.compare'))}
    >
      <Table aria-labelledby="comparison-title">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('public.pricing.feature')}
            </TableCell>
            {PLANS.map((plan) => (
              <TableCell key={plan.id} component="th" scope="col" align="center" sx={{ fontWeight: 700 }}>
                {t(`public.plans.${plan.id}.name`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ALLOWANCES.map((allowance) => (
            <TableRow key={allowance}>
              <TableCell component="th" scope="row">
                {t(`public.pricing.allowances.${allowance}`)}
              </TableCell>
              {PLANS.map((plan) => (
                <TableCell key={plan.id} align="center">
                  {show(plan.allowances[allowance])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
