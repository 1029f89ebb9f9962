import { lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { isMac, modKey, useShortcut } from '@/shared/shortcuts/shortcut-registry.ts';
import { MountOnceOpen } from '@/shared/ui/mount-once-open.tsx';

const loadDialog = () => import('./search-dialog.tsx');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

const SEARCH_SHORTCUT = {
  id: 'search',
  labelKey: 'shortcuts.search',
  keys: [modKey(), 'K'],
  ariaKeys: 'Control+K Meta+K',
  whileTyping: true,
  matches: (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k',
};

/** "/" opens the search too, outside text fields (where it is a character). */
const SLASH_SHORTCUT = {
  id: 'search-slash',
  labelKey: 'shortcuts.search',
  keys: ['/'],
  ariaKeys: '/',
  matches: (event: KeyboardEvent) => event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey,
};

/**
 * The navbar search; Ctrl+K (⌘K on a Mac) opens it from anywhere, even from a text field, and "/" from
 * outside one. The dialog loads when first opened (or pointed at).
 */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useShortcut(SEARCH_SHORTCUT, () => setOpen(true));
  useShortcut(SLASH_SHORTCUT, () => setOpen(true));
  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        startIcon={<SearchOutlined />}
        aria-keyshortcuts={`${SEARCH_SHORTCUT.ariaKeys} ${SLASH_SHORTCUT.ariaKeys}`}
        aria-label={t('search.title')}
        sx={{ color: 'text.secondary', ml: 1 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('search.button', { shortcut: isMac() ? '⌘K' : 'Ctrl+K' })}
        </Box>
      </Button>
      <MountOnceOpen open={open}>
        <SearchDialog open={open} onClose={() => setOpen(false)} />
      </MountOnceOpen>
    </>
  );
}
