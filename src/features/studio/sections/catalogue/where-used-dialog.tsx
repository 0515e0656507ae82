import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/**
 * Asks before removing a product something refers to: where it is used, then remove it with the
 * references, or cancel. A product the code finds cannot be removed here at all.
 */
export function WhereUsedDialog({
  product,
  lines,
  byCode,
  onRemoveBoth,
  onCancel,
}: {
  product: string;
  lines: readonly string[];
  byCode: boolean;
  onRemoveBoth: () => void;
  onCancel: () => void;
}) {
  const t = useConfig(messages.studio).catalogue.whereUsed;

  return (
    <Modal
      open
      title={fmt(t.title, { product })}
      onClose={onCancel}
      width={640}
      testId="studio-where-used"
      actions={
        <>
          <Button kind="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button kind="danger" disabled={byCode} onClick={onRemoveBoth}>
            {t.removeBoth}
          </Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography>{fmt(t.lead, { n: lines.length })}</Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <Typography component="li" key={line}>
              {line}
            </Typography>
          ))}
        </Stack>
        {byCode ? (
          <Alert severity="warning">{t.codeNote}</Alert>
        ) : (
          <Alert severity="info">{t.fixNote}</Alert>
        )}
      </Stack>
    </Modal>
  );
}
