import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './misc-screen.tsx';

/** Reached only by a signed-in user whose rules do not allow the page (the guard sends visitors to /login): 403. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <MiscScreen
      icon={LockPersonOutlined}
      code="403"
      title={t('misc.notAuthorized.title')}
      body={t('misc.notAuthorized.body')}
    />
  );
}
