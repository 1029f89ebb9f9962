import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpOutlined from '@mui/icons-material/KeyboardArrowUpOutlined';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TO_TOP_THRESHOLD_PX });
  return (
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={t('common.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 88, zIndex: 1100 }}
      >
        <KeyboardArrowUpOutlined />
      </Fab>
    </Zoom>
  );
}
