import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A past question rewritten in place: sending it starts a new branch; Escape or Cancel leaves it as it was. */
export function QuestionEditor({
  initial,
  onSend,
  onCancel,
}: {
  initial: string;
  onSend: (content: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const content = text.trim();
  return (
    <Stack
      component="form"
      spacing={1}
      sx={{ alignSelf: 'stretch' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (content) onSend(content);
      }}
    >
      <TextField
        multiline
        autoFocus
        maxRows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            if (content) onSend(content);
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': t('optop.editQuestion'), maxLength: 8000, dir: 'auto' } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!content || content === initial.trim()}>
          {t('optop.sendEdit')}
        </Button>
      </Stack>
    </Stack>
  );
}
