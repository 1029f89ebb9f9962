import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { entryPathOf, type PageDef } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { usePinnedPages } from '@/app/navigation/use-pinned-pages.ts';

/** Pins `page` to the shortcuts panel, or unpins it; absent for pages that need a record to open. */
export function PinPageButton({ page, size = 'small' }: { page: PageDef; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const pinned = usePinnedPages();
  if (!entryPathOf(page) || page.layout === 'blank') return null;
  const on = pinned.isPinned(page.name);
  const name = t(page.i18nKey);
  const label = on ? t('shortcuts.unpin', { name }) : t('shortcuts.pin', { name });
  const disabled = !on && !pinned.canPin;
  return (
    <Tooltip title={disabled ? t('shortcuts.full') : label}>
      <span>
        <IconButton
          size={size}
          aria-label={label}
          aria-pressed={on}
          disabled={disabled || !pinned.loaded}
          onClick={() => (on ? pinned.unpin(page.name) : pinned.pin(page.name))}
        >
          {on ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
