import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REPORT_CATALOGUE, REPORT_PARAMS, REPORT_TYPES, type ReportType } from '@alvorada/contracts';

/** The eight reports of §5.5 as cards: what each holds, its parameters and formats, "gerar" and "agendar". */
export function ReportCatalogue({
  canCreate,
  onGenerate,
  onSchedule,
}: {
  canCreate: boolean;
  onGenerate: (type: ReportType) => void;
  onSchedule: (type: ReportType) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {REPORT_TYPES.map((type) => {
        const definition = REPORT_CATALOGUE[type];
        const params = REPORT_PARAMS.filter((name) => definition.params[name]);
        const name = t(`energy.reports.type.${type}`);
        return (
          <Grid key={type} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              data-report-type={type}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
                  {t(`energy.reports.description.${type}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {params.length
                    ? params.map((p) => t(`energy.reports.params.${p}`)).join(' · ')
                    : t('energy.reports.params.none')}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ mt: 1 }}>
                  {definition.formats.map((f) => (
                    <Chip key={f} size="small" variant="outlined" label={t(`energy.reports.format.${f}`)} />
                  ))}
                </Stack>
              </CardContent>
              {canCreate && (
                <CardActions>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onGenerate(type)}
                    aria-label={`${t('energy.reports.actions.generate')}: ${name}`}
                  >
                    {t('energy.reports.actions.generate')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => onSchedule(type)}
                    aria-label={`${t('energy.reports.actions.schedule')}: ${name}`}
                  >
                    {t('energy.reports.actions.schedule')}
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
