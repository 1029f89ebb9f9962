import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The full-page message screens (not found, not authorized, coming soon, maintenance, under construction).
 * Without `action` they offer the way home; `action={null}` offers nothing.
 */
export function MiscScreen({
  icon: Icon,
  code,
  title,
  body,
  action,
  fullHeight = true,
}: {
  icon: SvgIconComponent;
  code?: string;
  title: string;
  body: string;
  action?: ReactNode;
  fullHeight?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={2}
      sx={{
        minHeight: fullHeight ? '100vh' : '60vh',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Box
        sx={{
          width: 96,
          height: 96,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Icon sx={{ fontSize: 48 }} />
      </Box>
      {code && (
        <Typography variant="h2" component="p" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {body}
      </Typography>
      {action === undefined ? (
        <Button component={Link} to="/" variant="contained">
          {t('misc.backHome')}
        </Button>
      ) : (
        action
      )}
    </Stack>
  );
}
