import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { OptopMessage } from '@alvorada/contracts';
import { MarkdownText } from './markdown-text.tsx';
import { ToolCallCard } from './tool-call-card.tsx';
import { BranchSwitcher } from './branch-switcher.tsx';
import { QuestionEditor } from './question-editor.tsx';

/**
 * What the reader can do to a past turn: rewrite a question (a new branch), or show another version of a
 * question or of a regenerated answer.
 */
export interface QuestionActions {
  onEdit: (messageId: number, content: string) => void;
  onChoose: (messageId: number) => void;
}

/**
 * One message: the question (which can be edited, with its versions' switcher), or the answer with its tools,
 * its stop reason and its token count and cost.
 */
export function MessageBubble({
  message,
  busy,
  onDecide,
  onEdit,
  onChoose,
}: {
  message: OptopMessage;
  busy: boolean;
  onDecide: (callId: string, approve: boolean) => void;
} & QuestionActions) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const mine = message.role === 'user';
  const usage = message.usage;
  const number = new Intl.NumberFormat(i18n.language);
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 4,
  });
  return (
    <Stack
      component="article"
      aria-label={mine ? t('optop.you') : t('optop.agent')}
      spacing={1}
      sx={{
        alignSelf: mine ? 'flex-end' : 'stretch',
        maxWidth: mine ? '80%' : '100%',
        // Off-screen messages of a long thread are not laid out until scrolled to.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 120px',
      }}
    >
      {editing ? (
        <QuestionEditor
          initial={message.content}
          onCancel={() => setEditing(false)}
          onSend={(content) => {
            setEditing(false);
            onEdit(message.id, content);
          }}
        />
      ) : (
        (message.content || mine) && (
          <Box
            sx={{
              px: 2,
              py: 1,
              borderRadius: 2,
              bgcolor: mine ? 'primary.main' : 'background.paper',
              color: mine ? 'primary.contrastText' : 'text.primary',
              border: mine ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            {mine ? (
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                {message.content}
              </Typography>
            ) : (
              <MarkdownText source={message.content} />
            )}
          </Box>
        )
      )}
      {mine && !editing && (
        <Stack direction="row" sx={{ alignSelf: 'flex-end', alignItems: 'center' }}>
          {message.siblings.length > 1 && (
            <BranchSwitcher id={message.id} siblings={message.siblings} disabled={busy} onChoose={onChoose} />
          )}
          <IconButton
            size="small"
            disabled={busy}
            onClick={() => setEditing(true)}
            aria-label={t('optop.editQuestion')}
            data-testid="edit-question"
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {message.tool_calls.map((call) => (
        <ToolCallCard
          key={call.id}
          call={call}
          busy={busy}
          onDecide={(approve) => onDecide(call.id, approve)}
        />
      ))}
      {message.error && (
        <Alert severity={message.error === 'optop_stopped' ? 'info' : 'error'}>
          {t(`optop.error.${message.error}`, { defaultValue: t('optop.error.internal') })}
        </Alert>
      )}
      {!mine && message.siblings.length > 1 && (
        <Stack direction="row" sx={{ alignSelf: 'flex-start' }}>
          <BranchSwitcher id={message.id} siblings={message.siblings} disabled={busy} onChoose={onChoose} />
        </Stack>
      )}
      {usage && (
        <Typography variant="caption" color="text.secondary">
          {t('optop.usage', {
            input: number.format(usage.input_tokens),
            output: number.format(usage.output_tokens),
          })}
          {usage.cost_usd !== null && ` · ${money.format(usage.cost_usd)}`}
          {message.model && ` · ${message.model}`}
        </Typography>
      )}
    </Stack>
  );
}
