import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_TITLE } from '@alvorada/contracts';
import { useCurrentPage } from '@/app/routes/route-handle.ts';

export function DocumentTitle() {
  const { t } = useTranslation();
  const page = useCurrentPage();
  useEffect(() => {
    document.title = page ? `${t(page.i18nKey)} · ${APP_TITLE}` : APP_TITLE;
  }, [page, t]);
  return null;
}
