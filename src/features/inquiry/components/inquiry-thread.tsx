import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Schema } from '@/api/types';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';

/** The conversation, oldest first: the customer's messages on the left, the office's on the right. */
export function InquiryThread({ thread }: { thread: Schema<'InquiryMessage'>[] }) {
  const t = useConfig(messages.journeys.inquiry);

  return (
    <Box
      component="ol"
      aria-label={t.threadLabel}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {thread.map((m, i) => {
        const mine = m.sender === 'AGENT';
        return (
          <Box
            component="li"
            key={`${m.sentTime}-${i}`}
            data-sender={m.sender}
            sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '70%' }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {mine ? t.agent : t.customer} · {formatDateTime(m.sentTime)}
            </Typography>
            <Box
              sx={(theme) => ({
                mt: 0.5,
                px: 2,
                py: 1.5,
                borderRadius: 2,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: mine ? theme.palette.scale.brand[50] : theme.palette.scale.gray[100],
                color: theme.palette.scale.gray[900],
              })}
            >
              {m.body}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
