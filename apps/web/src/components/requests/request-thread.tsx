import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RequestMessage } from '@iot/shared/requests';
import { requestMessageBodySchema } from '@iot/shared/requests';
import { localizeMessage } from '@iot/shared/validation-messages';
import type { WithId } from '../../api/client.ts';
import { CharacterCounterField } from '../character-counter-field.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { GridList } from '../grid-list.tsx';

type Labels = {
  title: string;
  empty: string;
  reply: string;
  send: string;
  /** Who wrote a message, as the viewer calls them ('You' / 'Store', or 'Customer' / 'Store'). */
  author: (author: RequestMessage['author']) => string;
};

/**
 * The thread of a quote request or message (SPEC §3 Quote or message), oldest first, as both the
 * customer and the back office see it; the viewer's own side is `own`, drawn at the end side.
 */
export function RequestThread({
  messages,
  own,
  labels,
  reply,
}: {
  messages: WithId<RequestMessage>[];
  own: RequestMessage['author'];
  labels: Labels;
  /**
   * The reply field: `onSend` resolves true once the message is sent (the field is emptied then),
   * false when it failed. Left out, the thread is only read (a back-office role that may not answer).
   */
  reply?: { sending: boolean; onSend: (body: string) => Promise<boolean> };
}) {
  const language = useLanguage();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (deliver: (body: string) => Promise<boolean>) => {
    const parsed = requestMessageBodySchema.safeParse({ body: draft });
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message ?? '', language));
      return;
    }
    setError(null);
    if (await deliver(parsed.data.body)) setDraft('');
  };
  return (
    <Box component="section" aria-label={labels.title} sx={{ display: 'grid', gap: 1.5 }} data-testid="request-thread">
      <Typography variant="h6" component="h2">
        {labels.title}
      </Typography>
      {messages.length === 0 && <Typography color="text.secondary">{labels.empty}</Typography>}
      <GridList as="ol" sx={{ gap: 1.5 }}>
        {messages.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-testid="thread-message"
            sx={{
              justifySelf: entry.author === own ? 'end' : 'start',
              maxWidth: '85%',
              p: 1.5,
              borderRadius: 2,
              bgcolor: entry.author === own ? 'action.selected' : 'action.hover',
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {labels.author(entry.author)} · {formatDateTime(entry.createdAt, language)}
            </Typography>
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.body}
            </Typography>
          </Box>
        ))}
      </GridList>
      {reply && (
        <>
          <CharacterCounterField
            label={labels.reply}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
            minRows={2}
          />
          <Box>
            <Button variant="outlined" loading={reply.sending} onClick={() => void send(reply.onSend)}>
              {labels.send}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
