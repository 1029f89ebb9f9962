import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './misc-screen.tsx';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <MiscScreen
      icon={RocketLaunchOutlined}
      title={t('misc.comingSoon.title')}
      body={t('misc.comingSoon.body')}
    />
  );
}
