import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './misc-screen.tsx';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <MiscScreen
      icon={LockPersonOutlined}
      code="401"
      title={t('misc.notAuthorized.title')}
      body={t('misc.notAuthorized.body')}
    />
  );
}
