import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';

export interface AlertLine {
  key: string | number;
  primary: string;
  secondary?: string;
}

/** What needs a look on an overview, one line each; `none` says so when all is well. */
export function AlertsList({ lines, none }: { lines: AlertLine[]; none: string }) {
  if (lines.length === 0) return <Typography color="text.secondary">{none}</Typography>;
  return (
    <List dense disablePadding>
      {lines.map((line) => (
        <ListItem key={line.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <WarningAmberOutlined color="warning" />
          </ListItemIcon>
          <ListItemText primary={line.primary} secondary={line.secondary} />
        </ListItem>
      ))}
    </List>
  );
}
