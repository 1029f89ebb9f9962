import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { MiscScreen } from './misc-screen.tsx';

/** The not-found page; inside the signed-in shell (an address naming nothing), not the screen's height. */
export default function NotFoundPage({ fullHeight }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <MiscScreen
      fullHeight={fullHeight}
      icon={SearchOffOutlined}
      code="404"
      title={t('misc.notFound.title')}
      body={t('misc.notFound.body')}
    />
  );
}
