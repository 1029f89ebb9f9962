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
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
