import Chip from '@mui/material/Chip';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** 인증 완료 / 미인증 as a small outlined chip. */
export function VerifiedChip({ ok }: { ok: boolean }) {
  const commonText = useConfig(messages.pages.common);

  return (
    <Chip
      variant="outlined"
      size="small"
      label={ok ? commonText.verified : commonText.notVerified}
    />
  );
}
