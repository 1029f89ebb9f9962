import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateBeforeOutlined from '@mui/icons-material/NavigateBeforeOutlined';
import NavigateNextOutlined from '@mui/icons-material/NavigateNextOutlined';
import { useTheme } from '@mui/material/styles';
import { MENU_GROUPS, entryPathOf, pageByName, type PageDef } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { canAccess } from '@/shared/ability/can-access.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { useCurrentPage } from '@/app/routes/route-handle.ts';
import { useRecordName } from '@/shared/ui/record-name.ts';
import { PinPageButton } from './navbar/pin-page-button.tsx';

const HOME = 'dashboards-main';

type Crumb = { key: string; label: string; to?: string };

/** A page of one record (a plant, a customer, an invoice), whose header names it. */
const isRecordPage = (page: PageDef) => page.path.includes(':') && !page.entryPath;

/**
 * Where the page sits, from the page catalogue: the main dashboard, the menu group, the page whose menu
 * entry stays active (a plant's overview for a plant) and the page itself, by its record's name on a
 * record's page. The chevrons point the way the text runs.
 */
export function PageBreadcrumbs() {
  const { t } = useTranslation();
  const page = useCurrentPage();
  const ability = useAbility();
  const session = useStore(sessionStore);
  const rtl = useTheme().direction === 'rtl';
  const recordName = useRecordName();
  if (!page || page.layout === 'blank') return null;
  const context = { loggedIn: isLoggedIn(session), ability };
  const linkTo = (target: PageDef | undefined): Crumb[] => {
    const path = target && entryPathOf(target);
    return target && path && target.name !== page.name && canAccess(target.access, context)
      ? [{ key: target.name, label: t(target.i18nKey), to: path }]
      : [];
  };
  const parent = page.activeLink ? pageByName(page.activeLink) : undefined;
  const group = MENU_GROUPS.find((g) => g.id === (parent ?? page).menu?.group);
  const crumbs: Crumb[] = [
    ...linkTo(pageByName(HOME)),
    ...(group && group.id !== 'dashboards' ? [{ key: group.id, label: t(group.i18nKey) }] : []),
    ...linkTo(parent),
    { key: page.name, label: (isRecordPage(page) && recordName) || t(page.i18nKey) },
  ];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 34 }}>
      <Breadcrumbs
        aria-label={t('breadcrumbs.label')}
        separator={
          rtl ? <NavigateBeforeOutlined fontSize="small" /> : <NavigateNextOutlined fontSize="small" />
        }
        sx={{ flex: 1, minWidth: 0 }}
      >
        {crumbs.map((crumb, i) =>
          crumb.to ? (
            <Link
              key={crumb.key}
              component={RouterLink}
              to={crumb.to}
              underline="hover"
              color="text.secondary"
            >
              {crumb.label}
            </Link>
          ) : (
            <Typography
              key={crumb.key}
              variant="body2"
              color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}
              aria-current={i === crumbs.length - 1 ? 'page' : undefined}
            >
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <PinPageButton page={page} />
    </Box>
  );
}
