import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';

export interface AlertLine {
  key: string | number;
  primary: string;
  secondary?: string;
  /** Shows the line's items (a filter on the page's table), when the page offers one. */
  onSelect?: () => void;
}

/** What needs a look on an overview, one line each; `none` says so when all is well. */
export function AlertsList({ lines, none }: { lines: AlertLine[]; none: string }) {
  if (lines.length === 0) return <Typography color="text.secondary">{none}</Typography>;
  return (
    <List dense disablePadding>
      {lines.map((line) => {
        const content = (
          <>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <WarningAmberOutlined color="warning" />
            </ListItemIcon>
            <ListItemText primary={line.primary} secondary={line.secondary} />
          </>
        );
        return line.onSelect ? (
          <ListItem key={line.key} disablePadding>
            <ListItemButton onClick={line.onSelect} sx={{ px: 0, borderRadius: 1 }}>
              {content}
            </ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={line.key} disableGutters>
            {content}
          </ListItem>
        );
      })}
    </List>
  );
}
