import { useEffect, useState } from 'react';
import { LOADING_BAR } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { createLoadingBarController, type LoadingBarState } from './loading-bar-controller.ts';

/** The top bar shown while a page loads; `loading` drives it. Drawn without MUI: it shows before MUI loads. */
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
    <div
      className="alv-loading-bar"
      role="progressbar"
      aria-label={t('common.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value)}
    >
      <span style={{ width: `${Math.min(state.value + LOADING_BAR.buffer, 100)}%` }} />
      <span style={{ width: `${state.value}%` }} />
    </div>
  );
}
