import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { HelpArticleSummary, HelpSnippet } from '@alvorada/contracts';

export const articlePath = (slug: string) => `/front-pages/help-center/article/${slug}`;

/** A search result's passage, the searched words marked. */
function Snippet({ pieces }: { pieces: HelpSnippet }) {
  return (
    <span data-testid="help-snippet">
      {pieces.map((p, i) =>
        p.match ? (
          <mark key={i} style={{ fontWeight: 600 }}>
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </span>
  );
}

/** Articles as links, each with its summary, or with the passage that matched when they are search results. */
export function ArticleList({ articles, dense }: { articles: HelpArticleSummary[]; dense?: boolean }) {
  return (
    <List disablePadding dense={dense}>
      {articles.map((a) => (
        <ListItem key={a.id} disablePadding>
          <ListItemButton component={RouterLink} to={articlePath(a.slug)} sx={{ borderRadius: 1 }}>
            <ListItemText
              primary={a.title}
              secondary={dense ? undefined : a.snippet?.length ? <Snippet pieces={a.snippet} /> : a.summary}
              slotProps={{ primary: { sx: { fontWeight: 600, color: 'primaryInk' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
