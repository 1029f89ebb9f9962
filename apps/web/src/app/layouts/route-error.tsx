import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logger } from '@/shared/logging/logger.ts';

/**
 * Shown when a route fails to load or render (e.g. a chunk missing after a deploy). Drawn without MUI, which
 * may be the very code that failed to load.
 */
export function RouteError() {
  const { t } = useTranslation();
  logger.error('route error', useRouteError());
  return (
    <main className="alv-route-error">
      <h1>{t('errors.routeTitle')}</h1>
      <p>{t('errors.routeBody')}</p>
      <button type="button" className="alv-button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
