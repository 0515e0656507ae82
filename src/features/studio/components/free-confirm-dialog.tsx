import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { FreeProduct } from '../model/free-products';

/** Names the products the draft sells at 0원 and asks whether to publish them so. */
export function FreeConfirmDialog({
  products,
  onAnswer,
}: {
  products: readonly FreeProduct[];
  onAnswer: (yes: boolean) => void;
}) {
  const t = useConfig(messages.studio).publish.freeConfirm;

  return (
    <Modal
      open
      title={t.title}
      onClose={() => onAnswer(false)}
      width={560}
      testId="studio-free-confirm"
      actions={
        <>
          <Button kind="outline" onClick={() => onAnswer(false)}>
            {t.cancel}
          </Button>
          <Button kind="danger" onClick={() => onAnswer(true)}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography>{t.lead}</Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {products.map((p) => (
            <Typography component="li" key={p.key}>
              {fmt(t.line, {
                product: p.label,
                periods: p.days.map((day) => fmt(t.period, { day })).join(', '),
              })}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
