import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { SearchField } from '@/shared/ui/search-field.tsx';
import { FaqList } from '@/features/public-pages/faq/faq-list.tsx';
import { FAQ_TOPICS, type FaqTopicId } from '@/features/public-pages/faq/faq-topics.ts';

/** Lower case without accents: "sessões" finds "Sessoes" and the other way round. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The FAQ: questions by topic, filtered by a topic and by words in the question or its answer. */
export default function FaqPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<FaqTopicId | null>(null);
  const words = fold(search).split(/\s+/).filter(Boolean);
  const matches = (id: string) => {
    const text = fold(`${t(`public.faq.items.${id}.q`)} ${t(`public.faq.items.${id}.a`)}`);
    return words.every((word) => text.includes(word));
  };
  const shown = FAQ_TOPICS.filter((x) => !topic || x.id === topic)
    .map((x) => ({ ...x, questions: x.questions.filter(matches) }))
    .filter((x) => x.questions.length > 0);
  return (
    <>
      <PageHeader title={t('public.faq.title')} subtitle={t('public.faq.subtitle')} />
      <Stack spacing={2} sx={{ mb: 3 }}>
        <SearchField value={search} onSearch={setSearch} label={t('public.faq.search')} fullWidth />
        <Box
          role="group"
          aria-label={t('public.faq.topics')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <Chip
            label={t('public.faq.allTopics')}
            color={topic === null ? 'primary' : 'default'}
            variant={topic === null ? 'filled' : 'outlined'}
            aria-pressed={topic === null}
            onClick={() => setTopic(null)}
          />
          {FAQ_TOPICS.map((x) => (
            <Chip
              key={x.id}
              label={t(`public.faq.topicNames.${x.id}`)}
              color={topic === x.id ? 'primary' : 'default'}
              variant={topic === x.id ? 'filled' : 'outlined'}
              aria-pressed={topic === x.id}
              onClick={() => setTopic(x.id)}
            />
          ))}
        </Box>
      </Stack>
      {shown.length === 0 ? (
        <EmptyState title={t('public.faq.noResults')} body={t('public.faq.noResultsBody')} />
      ) : (
        shown.map((x) => (
          <Box key={x.id} component="section" aria-labelledby={`topic-${x.id}`} sx={{ mb: 4 }}>
            <Typography id={`topic-${x.id}`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
              {t(`public.faq.topicNames.${x.id}`)}
            </Typography>
            <FaqList questions={x.questions} />
          </Box>
        ))
      )}
    </>
  );
}
