import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useStudioMe } from '../../api/get-studio-me';
import { ApprovalList } from './approval-list';
import { ApprovalView } from './approval-view';

/**
 * Review before publish (four eyes): the requests, those waiting for review first, and one
 * request (`?request=<id>`) with its changes, its thread and what the signed-in staff member's
 * roles let them do with it.
 */
export default function ApprovalsSection() {
  const text = useConfig(messages.studioReview);

  const [params, setParams] = useSearchParams();
  const me = useStudioMe();
  const requested = Number(params.get('request'));
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('request');
    else next.set('request', String(id));
    setParams(next);
  };
  return (
    <Stack spacing={2} sx={{ py: 3 }}>
      {me.data && (
        <Typography color="text.secondary" data-testid="studio-my-roles">
          {fmt(text.myRoles, { roles: me.data.roles.map((r) => text.roles[r]).join('·') })}
        </Typography>
      )}
      {Number.isInteger(requested) && requested > 0 ? (
        <ApprovalView id={requested} me={me.data} onBack={() => open(null)} />
      ) : (
        <ApprovalList onOpen={open} />
      )}
    </Stack>
  );
}
