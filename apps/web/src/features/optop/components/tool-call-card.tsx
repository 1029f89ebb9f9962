import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import { useTranslation } from 'react-i18next';
import type { OptopToolCall, OptopToolState } from '@alvorada/contracts';
import { MarkdownText } from './markdown-text.tsx';

const TONE: Record<OptopToolState, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  pending: 'warning',
  approved: 'info',
  done: 'success',
  rejected: 'default',
  refused: 'error',
  failed: 'error',
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * A tool the agent called: its name and state, its arguments and its result put into words on demand, and
 * approval when it waits.
 */
export function ToolCallCard({
  call,
  busy,
  onDecide,
}: {
  call: OptopToolCall;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  // Open while the call waits for a decision, closed once decided (the answer then says what it found),
  // unless the reader opens or closes it themselves.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? call.state === 'pending';
  const detail = (call.result as { detail?: string } | undefined)?.detail;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="tool-call">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <BuildOutlined fontSize="small" color="action" />
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t(`optop.tool.${call.name}`, { defaultValue: call.name })}
        </Typography>
        <Chip size="small" color={TONE[call.state]} label={t(`optop.toolState.${call.state}`)} />
        <Button size="small" onClick={() => setChosen(!open)} aria-expanded={open}>
          {open ? t('optop.hideDetails') : t('optop.showDetails')}
        </Button>
      </Stack>
      {(call.state === 'refused' || call.state === 'failed') && detail && (
        <Alert severity={call.state === 'refused' ? 'warning' : 'error'} sx={{ mt: 1 }}>
          {detail}
        </Alert>
      )}
      <Collapse in={open} unmountOnExit>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('optop.arguments')}
        </Typography>
        <Box component="pre" dir="ltr" sx={preSx}>
          {json(call.arguments)}
        </Box>
        {call.result !== undefined && (
          <>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('optop.result')}
            </Typography>
            {call.summary ? (
              <MarkdownText source={call.summary} />
            ) : (
              <Box component="pre" dir="ltr" sx={{ ...preSx, maxHeight: 240 }}>
                {json(call.result)}
              </Box>
            )}
          </>
        )}
      </Collapse>
      {call.state === 'pending' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('optop.needsApproval')}
          </Typography>
          <Button variant="contained" size="small" disabled={busy} onClick={() => onDecide(true)}>
            {t('optop.approve')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            color="error"
            disabled={busy}
            onClick={() => onDecide(false)}
          >
            {t('optop.reject')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

const preSx = {
  fontFamily: 'monospace',
  fontSize: 12,
  bgcolor: 'action.hover',
  p: 1,
  my: 0.5,
  borderRadius: 1,
  overflow: 'auto',
  // Code reads left to right in every language.
  textAlign: 'start',
};
