import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PageDef } from '@alvorada/contracts';
import { MiscScreen } from './misc-screen.tsx';

/** The honest placeholder of an area whose screens are not built yet. */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const page = (useMatches().at(-1)?.handle as { page?: PageDef } | undefined)?.page;
  const blank = page?.layout === 'blank';
  return (
    <MiscScreen
      icon={ConstructionOutlined}
      title={t('misc.underConstruction.title', { page: page ? t(page.i18nKey) : '' })}
      body={t('misc.underConstruction.body')}
      fullHeight={blank}
    />
  );
}
