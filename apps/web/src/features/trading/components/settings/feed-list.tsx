import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TradingSettingsResponse } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

/** Where paper sessions can get their bars, and whether each is ready on this server. */
export function FeedList({ feeds }: { feeds: TradingSettingsResponse['feeds'] }) {
  const { t } = useTranslation();
  return (
    <List disablePadding>
      {feeds.map((feed) => (
        <ListItem
          key={feed.id}
          divider
          // Room for the status chip, wider than the default action slot.
          sx={{ pr: 17 }}
          secondaryAction={
            <Chip
              size="small"
              variant="outlined"
              color={feed.available ? 'success' : 'default'}
              label={t(
                feed.available ? 'trading.settings.feeds.available' : 'trading.settings.feeds.notConfigured',
              )}
            />
          }
        >
          <ListItemText
            primary={t(`trading.settings.feeds.${feed.id}.name`)}
            secondary={t(`trading.settings.feeds.${feed.id}.about`)}
          />
        </ListItem>
      ))}
    </List>
  );
}
