import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { useTranslation } from 'react-i18next';

/** The question box: Enter sends, Shift+Enter breaks the line; Stop while an answer streams. */
export function Composer({
  streaming,
  canRegenerate,
  onAsk,
  onStop,
  onRegenerate,
}: {
  streaming: boolean;
  canRegenerate: boolean;
  onAsk: (text: string) => void;
  onStop: () => void;
  onRegenerate: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    if (!text.trim() || streaming) return;
    onAsk(text.trim());
    setText('');
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ p: 2, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}
    >
      <TextField
        fullWidth
        multiline
        maxRows={6}
        size="small"
        label={t('optop.question')}
        placeholder={t('optop.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
        }}
      />
      {streaming ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<StopOutlined />}
          onClick={onStop}
          sx={{ flexShrink: 0 }}
        >
          {t('optop.stop')}
        </Button>
      ) : (
        <>
          {canRegenerate && (
            <Button
              variant="text"
              startIcon={<ReplayOutlined />}
              onClick={onRegenerate}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('optop.regenerate')}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            onClick={send}
            disabled={!text.trim()}
            sx={{ flexShrink: 0 }}
          >
            {t('optop.send')}
          </Button>
        </>
      )}
    </Stack>
  );
}
