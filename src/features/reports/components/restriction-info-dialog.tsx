import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { RestrictionEnd } from '@/components/restriction/restriction-end';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** Restriction info popup (001 §2 #1): the three posting-restriction rules, close only. */
export function RestrictionInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const reportText = useConfig(messages.reports);
  const commonText = useConfig(messages.common);

  return (
    <Modal
      open={open}
      title={reportText.restriction.title}
      onClose={onClose}
      width={480}
      testId="restriction-info-dialog"
      actions={
        <Button size="lg" fullWidth onClick={onClose}>
          {commonText.close}
        </Button>
      }
    >
      {open && <RestrictionEnd />}
      <Typography sx={{ mb: 1.5 }}>{reportText.restriction.lead}</Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 2, pl: 4, bgcolor: 'scale.gray.50', borderRadius: 1, lineHeight: 1.8 }}
      >
        {reportText.restrictionRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
    </Modal>
  );
}
