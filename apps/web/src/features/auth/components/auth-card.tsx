import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { APP_TITLE } from '@alvorada/contracts';
import { LanguageSwitcher } from '@/shared/ui/settings/language-switcher.tsx';
import { ThemeSwitcher } from '@/shared/ui/settings/theme-switcher.tsx';

/** The centred card of the visitor screens (login, register, password reset…). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: `radial-gradient(circle at 20% 10%, ${theme.palette.primary.main}33, transparent 45%), radial-gradient(circle at 85% 90%, ${theme.palette.primary.dark}26, transparent 40%)`,
      })}
    >
      <Box sx={{ position: 'fixed', top: 12, insetInlineEnd: 12, display: 'flex' }}>
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 3 }}>
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
            <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
              {APP_TITLE}
            </Typography>
          </Box>
          <Typography component="h1" variant="h5" sx={{ mb: 0.75 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
