import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { stepLabel } from '../../chain/model/step-label';
import { SMOKE_TIMEOUT_MS } from './render-in-frame';
import type { SmokeFailure } from './run-smoke-check';

/** Why the check refused the publish: each account, the part that broke and the error's text. */
export function SmokeFailures({ failures }: { failures: readonly SmokeFailure[] }) {
  const t = useConfig(messages.studio).publish.smoke;

  const reason = (f: SmokeFailure) =>
    f.part === 'timeout'
      ? fmt(t.timeout, { seconds: SMOKE_TIMEOUT_MS / 1000 })
      : f.part === 'account-missing'
        ? t.accountMissing
        : f.part === 'account-failed'
          ? f.error || t.accountFailed
          : f.error;
  return (
    <Alert severity="error" data-testid="smoke-failures">
      <Box sx={{ fontWeight: 700, mb: 1 }}>{t.refused}</Box>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {failures.map((f, i) => (
          <li key={`${f.email}-${i}`}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {fmt(t.failure, {
                email: f.email,
                part: fmt(t.parts[f.part], { step: f.step ? stepLabel(f.step) : '' }),
              })}
            </Box>
            {' — '}
            <Box component="code" sx={{ fontSize: 13, wordBreak: 'break-word' }}>
              {reason(f)}
            </Box>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
