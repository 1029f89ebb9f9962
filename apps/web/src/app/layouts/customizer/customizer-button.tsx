import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';

/**
 * Opens the customizer: a navbar button, so it never covers the page. Only when the navbar is hidden does it
 * float at the window's corner (the page keeps room for it at its end).
 */
export function CustomizerButton({ onClick, floating = false }: { onClick: () => void; floating?: boolean }) {
  const { t } = useTranslation();
  const label = t('customizer.open');
  return floating ? (
    <Fab
      size="small"
      color="primary"
      aria-label={label}
      onClick={onClick}
      sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: 1100 }}
      data-testid="customizer-button"
    >
      <TuneOutlined />
    </Fab>
  ) : (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} data-testid="customizer-button">
        <TuneOutlined />
      </IconButton>
    </Tooltip>
  );
}
