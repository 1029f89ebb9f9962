import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** What an entry changed: for each field written, its value before and after. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Coded values of the user record read as the screens show them.
  const label = (key: string, value: unknown) => {
    const text = show(value);
    if (key === 'status' && text !== '—') return t(`admin.status.${text}`, { defaultValue: text });
    if (key === 'current_plan' && text !== '—') return t(`admin.plans.${text}`, { defaultValue: text });
    return text;
  };
  if (!isRecord(after)) return null;
  // A creation lists only the fields it filled; a change, the fields whose value moved.
  const keys = Object.keys(after).filter((k) =>
    isRecord(before) ? show(before[k]) !== show(after[k]) : show(after[k]) !== '—',
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
            {t(`admin.users.fields.${k}`, { defaultValue: k })}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {isRecord(before) && (
              <Box component="s" sx={{ color: 'text.secondary' }}>
                <bdi>{label(k, before[k])}</bdi>
              </Box>
            )}
            {isRecord(before) && (theme.direction === 'rtl' ? ' ← ' : ' → ')}
            <bdi>{label(k, after[k])}</bdi>
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
