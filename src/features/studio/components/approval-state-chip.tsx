import Chip from '@mui/material/Chip';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import type { ApprovalState } from '../api/get-studio-approvals';

const COLORS: Readonly<Record<ApprovalState, { bgcolor: string; color: string }>> = {
  pending: { bgcolor: 'scale.yellow.100', color: 'scale.yellow.900' },
  returned: { bgcolor: 'scale.red.50', color: 'scale.red.900' },
  approved: { bgcolor: 'scale.green.100', color: 'scale.green.900' },
  published: { bgcolor: 'scale.gray.100', color: 'scale.gray.900' },
  withdrawn: { bgcolor: 'scale.gray.100', color: 'scale.gray.700' },
};

/** A review request's state in Korean, coloured by what it asks of staff. */
export function ApprovalStateChip({ state }: { state: ApprovalState }) {
  const text = useConfig(messages.studioReview).states;
  return <Chip size="small" label={text[state]} sx={{ ...COLORS[state], fontWeight: 700 }} />;
}
