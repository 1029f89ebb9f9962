import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { auditValue, fieldLabel, HIDDEN_FIELDS, isEmptyValue } from './audit-value.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What an entry changed: for each field written, its label and its value before → after, as people read them. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const theme = useTheme();
  const value = (key: string, v: unknown) => auditValue(t, format, i18n.language, key, v);
  if (!isRecord(after)) return null;
  // A creation lists only the fields it filled; a change, the fields whose value moved.
  const keys = Object.keys(after).filter(
    (k) => !HIDDEN_FIELDS.has(k) && (isRecord(before) ? !same(before[k], after[k]) : !isEmptyValue(after[k])),
  );
  if (keys.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
    >
      {keys.slice(0, 8).map((k) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fieldLabel(t, k)}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {isRecord(before) && (
              <Box component="s" sx={{ color: 'text.secondary' }}>
                <bdi>{value(k, before[k])}</bdi>
              </Box>
            )}
            {isRecord(before) && (theme.direction === 'rtl' ? ' ← ' : ' → ')}
            <bdi>{value(k, after[k])}</bdi>
          </Typography>
        </Box>
      ))}
      {keys.length > 8 && (
        <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {t('admin.audit.moreFields', { count: keys.length - 8 })}
        </Typography>
      )}
    </Box>
  );
}
