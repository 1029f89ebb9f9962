import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_TITLE } from '@alvorada/contracts';
import { Link } from 'react-router';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="img"
      src="/favicon.svg"
      alt=""
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0 }}
    />
  );
}

/** Logo and product name, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      component={Link}
      to="/"
      aria-label={APP_TITLE}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: 2.5,
        py: 2,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <BrandMark />
      {!compact && (
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
          {APP_TITLE}
        </Typography>
      )}
    </Box>
  );
}
