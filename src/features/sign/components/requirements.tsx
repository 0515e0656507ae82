import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';

/** The contract-menu conditions (seed 000 §5) as a checklist read from the session. */
export function SignRequirements() {
  const requirementsText = useConfig(messages.pages.sign).requirements;
  const commonText = useConfig(messages.pages.common);

  const s = useSession();
  const items: [string, boolean][] = [
    [requirementsText.identity, s.isSafeAuth],
    [requirementsText.business, s.isCeoSafeAuth],
    [requirementsText.approval, s.agentSignStatus === 'APPROVAL'],
    [requirementsText.item, s.useItem],
    [requirementsText.menu, s.isShowSignMenu && (!s.isMaster || s.isSignUser)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {requirementsText.title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map(([label, ok]) => (
          <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {ok ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
            )}
            <Typography sx={{ flex: 1 }}>{label}</Typography>
            <Typography variant="body2" color={ok ? 'success.main' : 'text.secondary'}>
              {ok ? commonText.met : commonText.notMet}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
