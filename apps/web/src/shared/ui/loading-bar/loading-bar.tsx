import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { LOADING_BAR } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { createLoadingBarController, type LoadingBarState } from './loading-bar-controller.ts';

/** The top bar shown while a page loads; `loading` drives it. */
export function LoadingBar({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadingBarState>({ active: false, value: 0 });
  const [controller] = useState(() => createLoadingBarController(setState));

  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => {
    if (loading) controller.start();
    else controller.finish();
  }, [loading, controller]);

  if (!state.active) return null;
  return (
    <LinearProgress
      variant="buffer"
      value={state.value}
      valueBuffer={Math.min(state.value + LOADING_BAR.buffer, 100)}
      aria-label={t('common.loading')}
      sx={{
        position: 'fixed',
        insetInlineStart: 0,
        top: 0,
        width: '100%',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        height: 3,
        '& .MuiLinearProgress-bar1Buffer': { bgcolor: 'primaryInk' },
        '& .MuiLinearProgress-dashed': { display: 'none' },
      }}
    />
  );
}
