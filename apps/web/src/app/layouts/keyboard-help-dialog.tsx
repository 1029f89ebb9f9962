import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { createStore } from '@/shared/storage/store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { shortcutsStore, useShortcut, useShortcutListener } from '@/shared/shortcuts/shortcut-registry.ts';

const openStore = createStore(false);
export const openKeyboardHelp = () => openStore.set(true);

const HELP_SHORTCUT = {
  id: 'keyboard-help',
  labelKey: 'shortcuts.help',
  keys: ['?'],
  ariaKeys: 'Shift+?',
  matches: (event: KeyboardEvent) => event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey,
};

/**
 * The signed-in shell's keyboard: listens for the registered shortcuts, and "?" (outside text fields) lists
 * them with their keys.
 */
export function KeyboardHelp() {
  const { t } = useTranslation();
  const open = useStore(openStore);
  const shortcuts = useStore(shortcutsStore);
  useShortcutListener();
  useShortcut(HELP_SHORTCUT, openKeyboardHelp);
  const close = () => openStore.set(false);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="keyboard-help-title" fullWidth maxWidth="xs">
      <DialogTitle id="keyboard-help-title">{t('shortcuts.keyboard')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="keyboard-help-title">
          <TableBody>
            {shortcuts.map((shortcut) => (
              <TableRow key={shortcut.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {t(shortcut.labelKey)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" dir="ltr" sx={{ display: 'inline-flex', gap: 0.5 }}>
                    {shortcut.keys.map((key) => (
                      <Box
                        component="kbd"
                        key={key}
                        sx={{
                          px: 0.75,
                          py: 0.25,
                          border: 1,
                          borderColor: 'divider',
                          borderRadius: 1,
                          fontFamily: 'inherit',
                          fontSize: '0.8125rem',
                          bgcolor: 'action.hover',
                        }}
                      >
                        {key}
                      </Box>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
