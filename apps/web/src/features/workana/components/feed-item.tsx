import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import type { WorkanaNotification } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { JobFacts } from './job-facts.tsx';
import { MatchReasons } from './match-reasons.tsx';

/** One matched job of the feed: unread ones stand out; each says why it matched. */
export function FeedItem({
  item,
  onRead,
  reading,
}: {
  item: WorkanaNotification;
  onRead: () => void;
  reading: boolean;
}) {
  const { t } = useTranslation();
  const unread = !item.read_at;
  return (
    <Box
      component="li"
      data-testid="feed-item"
      data-unread={unread || undefined}
      sx={{
        listStyle: 'none',
        px: 2.5,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        borderInlineStart: 4,
        borderInlineStartColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: unread ? 700 : 500 }}>
            {item.job.title}
            {unread && (
              <Typography component="span" variant="caption" color="primary.dark" sx={{ ms: 1, mx: 1 }}>
                {t('workana.feed.new')}
              </Typography>
            )}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {unread && (
              <Button size="small" startIcon={<DoneOutlined />} onClick={onRead} disabled={reading}>
                {t('workana.feed.markRead')}
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              endIcon={<OpenInNewOutlined />}
              href={item.job.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('workana.feed.open')}
            </Button>
          </Stack>
        </Stack>
        <MatchReasons reasons={item.reasons} rule={item.rule_name} />
        <JobFacts job={item.job} />
        {item.job.description && (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.job.description}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
