import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './misc-screen.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MiscScreen
      icon={SearchOffOutlined}
      code="404"
      title={t('misc.notFound.title')}
      body={t('misc.notFound.body')}
    />
  );
}
