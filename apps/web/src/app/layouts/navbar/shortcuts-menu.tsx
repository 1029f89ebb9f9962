import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import { entryPathOf } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavIcon } from '@/app/layouts/nav/nav-icon.tsx';
import { useCurrentPage } from '@/app/routes/route-handle.ts';
import { usePinnedPages } from '@/app/navigation/use-pinned-pages.ts';
import { MenuButton } from '@/shared/ui/menu-button.tsx';
import { openKeyboardHelp } from '@/app/layouts/keyboard-help-dialog.tsx';
import { PinPageButton } from './pin-page-button.tsx';

/** The pages the user pinned, each a tile with a way to unpin it; pins the page on screen too. */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const pinned = usePinnedPages();
  const current = useCurrentPage();
  return (
    <MenuButton id="shortcuts-menu" kind="dialog" label={t('shortcuts.title')} icon={<AppsOutlined />}>
      {(close) => (
        <Box sx={{ width: 300 }}>
          <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ flex: 1 }}>
              {t('shortcuts.title')}
            </Typography>
            {current && <PinPageButton page={current} />}
          </Stack>
          <Divider />
          {pinned.pages.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t('shortcuts.empty')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', m: 0, p: 0 }}>
              {pinned.pages.map((page) => (
                <Box
                  component="li"
                  key={page.name}
                  sx={{
                    listStyle: 'none',
                    position: 'relative',
                    borderBottom: 1,
                    borderInlineEnd: 1,
                    borderColor: 'divider',
                  }}
                >
                  <ButtonBase
                    component={Link}
                    to={entryPathOf(page)!}
                    onClick={close}
                    sx={{
                      width: '100%',
                      flexDirection: 'column',
                      gap: 1,
                      p: 2,
                      '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                    }}
                  >
                    <NavIcon name={page.menu?.icon} />
                    <Typography variant="body2" sx={{ textAlign: 'center' }}>
                      {t(page.i18nKey)}
                    </Typography>
                  </ButtonBase>
                  <Box sx={{ position: 'absolute', top: 2, insetInlineEnd: 2 }}>
                    <PinPageButton page={page} />
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          <Box sx={{ p: 1 }}>
            <Button
              fullWidth
              startIcon={<KeyboardOutlined />}
              aria-keyshortcuts="Shift+?"
              onClick={() => {
                close();
                openKeyboardHelp();
              }}
            >
              {t('shortcuts.keyboard')}
            </Button>
          </Box>
        </Box>
      )}
    </MenuButton>
  );
}
