import { Fragment } from 'react';
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
import type { Shortcut } from '@/shared/shortcuts/shortcut-registry.ts';

const KEY_SX = {
  px: 0.75,
  py: 0.25,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'inherit',
  fontSize: '0.8125rem',
  bgcolor: 'action.hover',
} as const;

/** Esc, which every dialog, menu and panel answers by closing (listed; MUI handles it). */
const CLOSE = { id: 'close', labelKey: 'shortcuts.close', keys: ['Esc'] } as Pick<
  Shortcut,
  'id' | 'labelKey' | 'keys' | 'after' | 'target'
>;

/** The list of shortcuts with their keys, in a dialog. */
export function KeyboardHelpTable({
  open,
  onClose,
  shortcuts,
}: {
  open: boolean;
  onClose: () => void;
  shortcuts: readonly Shortcut[];
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="keyboard-help-title" fullWidth maxWidth="xs">
      <DialogTitle id="keyboard-help-title">{t('shortcuts.keyboard')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="keyboard-help-title">
          <TableBody>
            {[...shortcuts, CLOSE].map((shortcut) => (
              <TableRow key={shortcut.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {t(shortcut.labelKey, { page: shortcut.target && t(shortcut.target) })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Box
                    component="span"
                    dir="ltr"
                    sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'baseline' }}
                  >
                    {shortcut.keys.map((key, i) => (
                      <Fragment key={key}>
                        {i > 0 && shortcut.after && (
                          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                            {t('shortcuts.then')}
                          </Box>
                        )}
                        <Box component="kbd" sx={KEY_SX}>
                          {key}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
