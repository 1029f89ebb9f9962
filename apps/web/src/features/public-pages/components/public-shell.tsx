import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_TITLE } from '@alvorada/contracts';
import { isLoggedIn } from '@/shared/auth/session-store.ts';
import { LanguageSwitcher } from '@/shared/ui/settings/language-switcher.tsx';
import { ThemeSwitcher } from '@/shared/ui/settings/theme-switcher.tsx';

const LINKS = [
  { to: '/front-pages/pricing', label: 'public.nav.pricing' },
  { to: '/front-pages/help-center', label: 'public.nav.help' },
] as const;

/** The public pages' frame: the brand, their links, language and theme, and a way into the app. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = isLoggedIn();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          position: 'sticky',
          top: 0,
          zIndex: 2,
        }}
      >
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to="/front-pages/pricing"
            underline="none"
            color="text.primary"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 30, height: 30 }} />
            <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
              {APP_TITLE}
            </Typography>
          </Link>
          <Box
            component="nav"
            aria-label={t('public.nav.label')}
            sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
          >
            {LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                {t(link.label)}
              </Button>
            ))}
          </Box>
          <LanguageSwitcher />
          <ThemeSwitcher />
          <Button component={RouterLink} to={signedIn ? '/' : '/login'} variant="contained">
            {signedIn ? t('public.nav.openApp') : t('public.nav.signIn')}
          </Button>
        </Container>
      </Box>
      <Box sx={{ flex: 1 }}>{children}</Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {APP_TITLE}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
