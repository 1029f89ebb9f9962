import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './misc-screen.tsx';

export default function UnderMaintenancePage() {
  const { t } = useTranslation();
  return (
    <MiscScreen
      icon={EngineeringOutlined}
      title={t('misc.underMaintenance.title')}
      body={t('misc.underMaintenance.body')}
    />
  );
}
