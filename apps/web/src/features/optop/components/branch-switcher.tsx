import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';

/**
 * "‹ 2/3 ›" under an edited question or a regenerated answer: its versions, oldest first; the arrows show the
 * branch of the one before or after. The arrows follow reading direction (mirrored in Arabic).
 */
export function BranchSwitcher({
  id,
  siblings,
  disabled,
  onChoose,
}: {
  id: number;
  siblings: number[];
  disabled: boolean;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const at = siblings.indexOf(id);
  const flip = { '[dir=rtl] &': { transform: 'scaleX(-1)' } };
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('optop.branches', { n: at + 1, total: siblings.length })}
      sx={{ alignItems: 'center' }}
      data-branch-switcher
    >
      <IconButton
        size="small"
        disabled={disabled || at <= 0}
        onClick={() => onChoose(siblings[at - 1]!)}
        aria-label={t('optop.previousBranch')}
      >
        <ChevronLeft fontSize="small" sx={flip} />
      </IconButton>
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {`${at + 1}/${siblings.length}`}
      </Typography>
      <IconButton
        size="small"
        disabled={disabled || at >= siblings.length - 1}
        onClick={() => onChoose(siblings[at + 1]!)}
        aria-label={t('optop.nextBranch')}
      >
        <ChevronRight fontSize="small" sx={flip} />
      </IconButton>
    </Stack>
  );
}
