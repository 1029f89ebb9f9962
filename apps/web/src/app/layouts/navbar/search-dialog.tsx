import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { searchProviders, type SearchResult, type SearchSection } from '@/shared/search/search-registry.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { visuallyHidden } from '@/shared/ui/visually-hidden.ts';
import { NavIcon } from '@/app/layouts/nav/nav-icon.tsx';
import { useServerSearch } from '@/shared/api/search-api.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { recordSearchSections } from '@/app/navigation/record-search-sections.ts';

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const session = useStore(sessionStore);
  const [query, setQuery] = useState('');
  const [sections, setSections] = useState<SearchSection[]>([]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const context = { loggedIn: isLoggedIn(session), ability, translate: (key: string) => t(key) };
    void Promise.all(
      searchProviders().map(async (provider) => ({
        id: provider.id,
        titleKey: provider.titleKey,
        results: await provider.search(query, context),
      })),
    ).then((found) => {
      if (cancelled) return;
      setSections(found.filter((section) => section.results.length > 0));
      setSelected(0);
    });
    return () => {
      cancelled = true;
    };
  }, [open, query, ability, session, t]);

  // Records found on the server come under the pages, as they arrive.
  const records = useServerSearch(query, open);
  const shown = [...sections, ...(records.data ? recordSearchSections(records.data) : [])];
  const flat = shown.flatMap((section) => section.results);
  const go = (result: SearchResult | undefined) => {
    if (!result) return;
    onClose();
    setQuery('');
    void navigate(result.path);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="search-title">
      <Box component="h2" id="search-title" sx={visuallyHidden}>
        {t('search.title')}
      </Box>
      <Box sx={{ p: 2 }}>
        <TextField
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setSelected((i) => Math.min(i + 1, flat.length - 1));
            else if (event.key === 'ArrowUp') setSelected((i) => Math.max(i - 1, 0));
            else if (event.key === 'Enter') go(flat[selected]);
            else return;
            event.preventDefault();
          }}
          slotProps={{
            htmlInput: {
              'aria-label': t('search.title'),
              role: 'combobox',
              'aria-expanded': flat.length > 0,
              'aria-controls': 'search-results',
              'aria-activedescendant': flat[selected] ? `search-result-${flat[selected].id}` : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <List id="search-results" role="listbox" sx={{ maxHeight: 420, overflowY: 'auto', pt: 0 }}>
        {flat.length === 0 && !records.loading && !records.error && (
          <Typography sx={{ px: 3, pb: 3 }} color="text.secondary">
            {t('search.noResults', { query })}
          </Typography>
        )}
        {shown.map((section) => (
          <li key={section.id}>
            <ul style={{ padding: 0 }}>
              <ListSubheader>{t(section.titleKey)}</ListSubheader>
              {section.results.map((result) => (
                <ListItemButton
                  key={result.id}
                  id={`search-result-${result.id}`}
                  role="option"
                  aria-selected={flat[selected] === result}
                  selected={flat[selected] === result}
                  onClick={() => go(result)}
                >
                  <ListItemIcon>
                    <NavIcon name={result.icon} fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={result.title} secondary={result.subtitle} />
                </ListItemButton>
              ))}
            </ul>
          </li>
        ))}
      </List>
      {records.error && (
        <Box sx={{ px: 2, pb: 2 }}>
          <LoadError message={t('search.failed')} onRetry={records.retry} />
        </Box>
      )}
      {records.loading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, py: 1.5 }}>
          <CircularProgress size={16} />
          <Typography variant="body2" color="text.secondary">
            {t('search.loading')}
          </Typography>
        </Box>
      )}
    </Dialog>
  );
}
