import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { usePreferences } from '@/shared/api/preferences-api.ts';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { DashboardCardPlaceholder } from '@/shared/ui/dashboard-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { CARD_DEFS, cardsInOrder } from '@/app/dashboard/dashboard-cards.tsx';
import { useDashboardRange } from '@/app/dashboard/use-dashboard-range.ts';

const layoutDialog = () => import('@/app/dashboard/dashboard-layout-dialog.tsx');
const DashboardLayoutDialog = lazy(() => layoutDialog().then((m) => ({ default: m.DashboardLayoutDialog })));

/**
 * /dashboards/main, every role's landing page: one card per area the user may read (generation, credits,
 * finance, trading, Workana, accounts), each asking its own area's API for the period chosen here, then the
 * reader's own (account, notifications, help, what the role opens), in the order and with the cards the
 * user keeps in their preferences. The period shows only when a card counts over it.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const { preferences } = usePreferences();
  const { range, setEnd } = useDashboardRange();
  // undefined until the layout dialog is first opened: it loads then, and stays mounted to close smoothly.
  const [customising, setCustomising] = useState<boolean>();
  const readable = cardsInOrder(ability, preferences.dashboard.order);
  const shown = readable.filter((card) => !preferences.dashboard.hidden.includes(card));
  const counted = shown.some((card) => CARD_DEFS[card].period);
  const end = (key: 'from' | 'to') => (value: string) => {
    if (value !== INVALID_DATE) setEnd(key, value);
  };

  return (
    <>
      <PageHeader
        title={t('page.dashboardsMain')}
        subtitle={t('dashboard.intro')}
        actions={
          // A row of its own on phones from the first paint: the date fields grow as their picker loads,
          // and would otherwise move below the title then, shifting the cards.
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, width: { xs: '100%', sm: 'auto' } }}
          >
            {counted && (
              <>
                <DateField label={t('dashboard.from')} value={range.from} onChange={end('from')} />
                <DateField label={t('dashboard.to')} value={range.to} onChange={end('to')} />
              </>
            )}
            <Button
              startIcon={<DashboardCustomizeOutlined />}
              onPointerEnter={() => void layoutDialog()}
              onFocus={() => void layoutDialog()}
              onClick={() => setCustomising(true)}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('dashboard.layout.open')}
            </Button>
          </Stack>
        }
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={<VisibilityOffOutlined sx={{ fontSize: 48 }} />}
          title={t('dashboard.allHiddenTitle')}
          action={
            <Button variant="contained" onClick={() => setCustomising(true)}>
              {t('dashboard.layout.open')}
            </Button>
          }
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {shown.map((card) => (
            <Box key={card} sx={card === 'generation' ? { gridColumn: { md: '1 / -1' } } : undefined}>
              <Suspense fallback={<DashboardCardPlaceholder id={card} />}>
                {CARD_DEFS[card].render(range)}
              </Suspense>
            </Box>
          ))}
        </Box>
      )}
      {customising !== undefined && (
        <Suspense fallback={null}>
          <DashboardLayoutDialog open={customising} onClose={() => setCustomising(false)} />
        </Suspense>
      )}
    </>
  );
}
