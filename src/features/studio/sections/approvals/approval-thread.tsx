import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { ServerError } from '@/components/form/server-error';
import { TextArea } from '@/components/form/textarea';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { useCommentMutation } from '../../api/post-studio-approval-comment';

export const COMMENT_MAX = 1000;

/** The request's thread, oldest first (who did what and said what), and a comment box. */
export function ApprovalThread({
  id,
  events,
  canComment,
}: {
  id: number;
  events: readonly Schema<'StudioApprovalEvent'>[];
  canComment: boolean;
}) {
  const text = useConfig(messages.studioReview).thread;

  const comment = useCommentMutation();
  const [body, setBody] = useState('');
  const onSend = () => {
    if (!body.trim()) return;
    comment.submit(
      { id, text: body.trim() },
      {
        onSuccess: () => {
          toast.success(text.sent);
          setBody('');
        },
      },
    );
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="studio-request-thread">
      <Typography id="studio-request-thread" component="h3" variant="h6">
        {text.title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {events.map((e, i) => (
          <Box
            component="li"
            key={i}
            data-kind={e.kind}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
          >
            <Typography variant="body2" color="text.secondary">
              {fmt(text.line, {
                kind: text.kinds[e.kind],
                author: e.author,
                at: formatDateTime(e.at),
              })}
            </Typography>
            {e.body && e.kind !== 'schedule' && (
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{e.body}</Typography>
            )}
            {e.kind === 'schedule' && <Typography>{formatDateTime(e.body)}</Typography>}
          </Box>
        ))}
      </Box>
      {canComment && (
        <Form
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
          aria-label={text.comment}
          onSubmit={(ev) => {
            ev.preventDefault();
            onSend();
          }}
        >
          <ServerError error={comment.error} fallback={text.failed} />
          <TextArea
            id="studio-request-comment"
            label={text.comment}
            value={body}
            onChange={setBody}
            maxLength={COMMENT_MAX}
            placeholder={text.commentPlaceholder}
            width={720}
          />
          <Stack direction="row">
            <Button
              type="submit"
              size="md"
              kind="outline"
              disabled={!body.trim() || comment.isPending}
            >
              {text.send}
            </Button>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}
