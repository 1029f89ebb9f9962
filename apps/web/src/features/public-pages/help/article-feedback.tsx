import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '@alvorada/contracts';
import { storageKey } from '@/shared/storage/keys.ts';
import { readJson, writeJson } from '@/shared/storage/local.ts';
import { useHelpFeedback } from '@/features/public-pages/api/help-articles-api.ts';

const VOTER_KEY = storageKey('help-voter');
const VOTES_KEY = storageKey('help-votes');

/** This browser's random voter id, made on its first vote: one vote per browser and article. */
function voterId() {
  const known = readJson<string>(VOTER_KEY);
  if (known) return known;
  const id = crypto.randomUUID();
  writeJson(VOTER_KEY, id);
  return id;
}

/** "Este artigo ajudou?": yes or no, remembered by this browser, which may change its answer. */
export function ArticleFeedback({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const send = useHelpFeedback(article.id);
  const [vote, setVote] = useState<boolean | undefined>(
    () => readJson<Record<string, boolean>>(VOTES_KEY)?.[article.id],
  );
  const answer = (helpful: boolean) =>
    send.mutate(
      { voter: voterId(), helpful },
      {
        onSuccess: () => {
          writeJson(VOTES_KEY, { ...readJson<Record<string, boolean>>(VOTES_KEY), [article.id]: helpful });
          setVote(helpful);
        },
      },
    );
  const counts = send.data ?? article;
  return (
    <Box
      component="section"
      aria-labelledby="feedback-title"
      sx={{ mt: 5, p: 3, border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'center' }}
    >
      <Typography id="feedback-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('public.help.feedbackQuestion')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
        <Button
          variant={vote === true ? 'contained' : 'outlined'}
          startIcon={<ThumbUpOutlined />}
          aria-pressed={vote === true}
          disabled={send.isPending}
          onClick={() => answer(true)}
        >
          {t('public.help.yes')}
        </Button>
        <Button
          variant={vote === false ? 'contained' : 'outlined'}
          startIcon={<ThumbDownOutlined />}
          aria-pressed={vote === false}
          disabled={send.isPending}
          onClick={() => answer(false)}
        >
          {t('public.help.no')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1.5 }}>
        {send.isError && <Alert severity="error">{t('public.help.feedbackError')}</Alert>}
        {vote !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {t('public.help.feedbackThanks', {
              total: counts.helpful_yes + counts.helpful_no,
              yes: counts.helpful_yes,
            })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
