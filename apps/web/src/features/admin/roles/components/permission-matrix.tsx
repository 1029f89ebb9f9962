import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACTIONS, SUBJECTS } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { actionLabel, subjectLabel } from '@/shared/i18n/labels.ts';
import { cellKey } from './rule-matrix.ts';

/** Subjects × actions; "manage" stands for every action and "all" for every subject. */
export function PermissionMatrix({
  cells,
  onChange,
}: {
  cells: Set<string>;
  onChange: (cells: Set<string>) => void;
}) {
  const { t } = useTranslation();
  const toggle = (key: string) => {
    const next = new Set(cells);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={t('admin.roles.matrix')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.permissions.subject')}</TableCell>
            {ACTIONS.map((a) => (
              <TableCell key={a} align="center">
                {actionLabel(t, a)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {SUBJECTS.map((s) => (
            <TableRow key={s} hover>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {subjectLabel(t, s)}
                </Typography>
              </TableCell>
              {ACTIONS.map((a) => {
                const key = cellKey(a, s);
                return (
                  <TableCell key={a} align="center" padding="checkbox">
                    <Checkbox
                      checked={cells.has(key)}
                      onChange={() => toggle(key)}
                      slotProps={{
                        input: {
                          'aria-label': t('admin.roles.cellLabel', {
                            action: actionLabel(t, a),
                            subject: subjectLabel(t, s),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
