import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The dialog of every energy form (the records', a payment, a generation source, a report, a reason): as wide as
 * `maxWidth` lets it on a larger screen, the whole screen on a phone, so no field is cut and nothing scrolls
 * sideways.
 */
export function FormDialog(props: DialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return <Dialog maxWidth="sm" fullWidth {...props} fullScreen={phone} />;
}
