import Typography from '@mui/material/Typography';
import type { MatchReason } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

/** Why a job matched, in words: each criterion that held, with the words or figures it found. */
export function MatchReasons({ reasons, rule }: { reasons: MatchReason[]; rule?: string }) {
  const { t } = useTranslation();
  const parts = reasons.map((r) =>
    t(`workana.reason.${r.kind}`, {
      words: r.words.map((w) => (r.kind === 'budget' ? t(`workana.budgetType.${w}`) : w)).join(', '),
      detail: r.detail ?? '',
      count: Number(r.words[0] ?? 0),
    }),
  );
  return (
    <Typography variant="body2" color="text.secondary" data-testid="match-reasons">
      {rule ? t('workana.reason.byRule', { rule }) : t('workana.reason.why')} {parts.join(' · ')}
    </Typography>
  );
}
