import type { ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SolarPowerOutlined from '@mui/icons-material/SolarPowerOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { BackButton, DetailLoadError, DetailNotFound } from '@/features/energy/components/detail-header.tsx';

/**
 * Each detail page: its title until its record is there, the overview it goes back to, that button's label,
 * and the icon of its not-found state (whose texts are `energy.<page>.notFound` and `…Body`).
 */
const DETAIL_PAGES: Record<
  'plant' | 'customer' | 'unit' | 'invoice' | 'cycle',
  [title: string, overview: string, back: string, icon: SvgIconComponent]
> = {
  plant: ['page.geracaoUsina', '/geracao/visao-geral', 'energy.plant.back', SolarPowerOutlined],
  customer: ['page.prosumidoresCliente', '/prosumidores/visao-geral', 'energy.unit.back', PeopleOutlined],
  unit: ['page.prosumidoresUc', '/prosumidores/visao-geral', 'energy.unit.back', SpeedOutlined],
  invoice: ['page.financeiroFatura', '/financeiro/visao-geral', 'energy.invoice.back', ReceiptLongOutlined],
  cycle: ['page.creditosCiclo', '/creditos/ciclos', 'energy.cycle.back', EventRepeatOutlined],
};

/**
 * A detail page's title and back button, and `fallback`: what the page shows instead of its record, or null
 * once there is one to show — not found for an address without a valid id or a record the server does not
 * have (404), else the load error with a retry.
 */
export function useDetailFallback(
  id: number | null,
  query: { error: unknown; isError: boolean; refetch: () => unknown },
  page: keyof typeof DETAIL_PAGES,
): { title: string; back: ReactNode; fallback: ReactNode } {
  const { t } = useTranslation();
  const [titleKey, overview, backKey, Icon] = DETAIL_PAGES[page];
  const title = t(titleKey);
  const back = <BackButton to={overview} label={t(backKey)} />;
  const missing = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  const fallback = missing ? (
    <DetailNotFound
      title={title}
      back={back}
      icon={<Icon sx={{ fontSize: 48 }} />}
      message={t(`energy.${page}.notFound`)}
      body={t(`energy.${page}.notFoundBody`)}
    />
  ) : query.isError ? (
    <DetailLoadError
      title={title}
      back={back}
      message={t('energy.loadError')}
      onRetry={() => void query.refetch()}
    />
  ) : null;
  return { title, back, fallback };
}
