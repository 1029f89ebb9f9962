import { useLayoutEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { OptopMessage } from '@alvorada/contracts';
import { MessageBubble, type QuestionActions } from './message-bubble.tsx';

/**
 * The messages, scrolled to the newest. Older pages load when the reader scrolls to the top (or presses
 * the button), keeping the reader's place; a long thread lays out only what is on screen (message-bubble).
 */
export function MessageThread({
  messages,
  hasMore,
  busy,
  onLoadOlder,
  onDecide,
  onEdit,
  onChoose,
  footer,
}: QuestionActions & {
  messages: OptopMessage[];
  hasMore: boolean;
  busy: boolean;
  onLoadOlder: () => Promise<void>;
  onDecide: (callId: string, approve: boolean) => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const loadingOlder = useRef(false);

  // Follows the answer as it streams, unless the reader scrolled up to read.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  async function older() {
    const el = scroller.current;
    if (!el || loadingOlder.current) return;
    loadingOlder.current = true;
    const fromBottom = el.scrollHeight - el.scrollTop;
    await onLoadOlder();
    requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight - fromBottom;
      loadingOlder.current = false;
    });
  }

  return (
    <Box
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-busy={busy}
      aria-label={t('optop.thread')}
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        if (el.scrollTop < 80 && hasMore) void older();
      }}
      sx={{ flex: 1, overflowY: 'auto', p: 2, minHeight: 0 }}
    >
      <Stack spacing={2}>
        {hasMore && (
          <Button size="small" onClick={() => void older()} sx={{ alignSelf: 'center' }}>
            {t('optop.loadOlder')}
          </Button>
        )}
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            busy={busy}
            onDecide={onDecide}
            onEdit={onEdit}
            onChoose={onChoose}
          />
        ))}
        {footer}
      </Stack>
    </Box>
  );
}
