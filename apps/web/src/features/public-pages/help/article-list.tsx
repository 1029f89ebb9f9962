import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { HelpArticleSummary } from '@alvorada/contracts';

export const articlePath = (slug: string) => `/front-pages/help-center/article/${slug}`;

/** Articles as links, each with its summary. */
export function ArticleList({ articles, dense }: { articles: HelpArticleSummary[]; dense?: boolean }) {
  return (
    <List disablePadding dense={dense}>
      {articles.map((a) => (
        <ListItem key={a.id} disablePadding>
          <ListItemButton component={RouterLink} to={articlePath(a.slug)} sx={{ borderRadius: 1 }}>
            <ListItemText
              primary={a.title}
              secondary={dense ? undefined : a.summary}
              slotProps={{ primary: { sx: { fontWeight: 600, color: 'primaryInk' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
