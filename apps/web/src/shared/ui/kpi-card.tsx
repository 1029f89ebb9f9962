import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';

/** One figure of an overview page, with its definition a focus or hover away. */
export function KpiCard({
  label,
  definition,
  value,
  caption,
  attention,
}: {
  label: string;
  definition: string;
  /** Undefined while loading. */
  value: ReactNode | undefined;
  caption?: ReactNode;
  /** Marks a figure that calls for action (credits piling up, UCs without a bill) with a warning edge. */
  attention?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      sx={{
        height: '100%',
        ...(attention && { borderInlineStart: (theme) => `4px solid ${theme.palette.warning.main}` }),
      }}
      data-kpi={label}
      data-attention={attention || undefined}
    >
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {label}
          </Typography>
          <Tooltip title={definition} describeChild>
            <IconButton size="small" aria-label={t('common.whatIs', { name: label })}>
              <InfoOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="h5" component="p" data-kpi-value sx={{ mt: 1 }}>
          {value ?? <Skeleton width="60%" />}
        </Typography>
        {caption && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
