import Chip from '@mui/material/Chip';
import { messages } from '@/generated/config/messages';

/** 인증 완료 / 미인증 as a small outlined chip. */
export function VerifiedChip({ ok }: { ok: boolean }) {
  return (
    <Chip
      variant="outlined"
      size="small"
      label={ok ? messages.pages.common.verified : messages.pages.common.notVerified}
    />
  );
}
