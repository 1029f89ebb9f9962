import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { ConditionInput } from '@alvorada/backtest';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card.tsx';
import { ConditionEditor } from './condition-editor.tsx';
import { useDraftEditing } from './draft-editing.ts';
import { SIDES, withNewComparison } from './rule-draft.ts';

/** The entry (or exit) conditions of both sides: when to buy, when to sell short. */
export function SideConditions({ section }: { section: 'entry' | 'exit' }) {
  const { t } = useTranslation();
  const { draft, set, issue } = useDraftEditing();
  const conditions = (draft[section] ?? {}) as Partial<Record<(typeof SIDES)[number], ConditionInput>>;
  const problem = issue([section]);
  return (
    <SectionCard
      component="section"
      aria-labelledby={`builder-${section}`}
      headingId={`builder-${section}`}
      title={t(`trading.builder.${section}.title`)}
      hint={t(`trading.builder.${section}.hint`)}
    >
      {problem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 1 }}>
          {problem}
        </Typography>
      )}
      <Stack spacing={2}>
        {SIDES.map((side) => {
          const node = conditions[side];
          return (
            <Box key={side} data-side={`${section}.${side}`}>
              <Typography variant="subtitle2" component="h3">
                {t(`trading.builder.side.${side}`)}
              </Typography>
              {node ? (
                <ConditionEditor node={node} path={[section, side]} />
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                  {t(`trading.builder.${section}.none`)}
                </Typography>
              )}
              {!(node && ('all' in node || 'any' in node)) && (
                <Button
                  size="small"
                  startIcon={<AddOutlined />}
                  onClick={() => set([section, side], withNewComparison(node))}
                >
                  {t('trading.builder.addCondition')}
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
