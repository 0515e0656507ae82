import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '@/api/errors';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { useSession } from '@/session';
import { useSetRole2Mutation } from '../api/post-set-role2';
import { canSubmitRole, positionLabel, roleOptions, type Position } from '../model/role-rules';
import type { StepProps } from '../model/types';

/**
 * Required role selection: no close button, no Escape. Masters choose 0 or 2, sub-users 1.
 * Success reloads the user info and closes; 419 alerts its msg; other errors toast; it stays open.
 */
export function RoleSelectStep({ onDone }: StepProps<'role-select'>) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const popupsText = useConfig(messages.popups);
  const errorsText = useConfig(messages.errors);

  const isMaster = useSession((s) => s.isMaster);
  const [chosen, setChosen] = useState<Position | null>(null);
  const setRole = useSetRole2Mutation();
  const saving = setRole.isPending;
  const labelId = useId();

  const submit = () => {
    if (chosen === null) return;
    setRole.submit(chosen, {
      onSuccess: () => {
        toast.success(popupsText.roleSaved);
        onDone();
      },
      onError: (e) => {
        if (isApiError(e) && (e.code === 419 || e.status === 419))
          window.alert(e.serverMsg || e.message);
        else toast.error(errorMessage(e, errorsText.server));
      },
    });
  };

  return (
    <Modal
      open
      testId="popup-role-select"
      title={<span id={labelId}>{popupsText.roleTitle}</span>}
      hideClose
      escapeClose={false}
      actions={
        <Button disabled={!canSubmitRole(chosen, saving)} onClick={submit}>
          {popupsText.roleSubmit}
        </Button>
      }
    >
      <RadioGroup
        aria-labelledby={labelId}
        value={chosen === null ? '' : String(chosen)}
        onChange={(_, v) => setChosen(Number(v) as Position)}
      >
        {roleOptions(isMaster).map((p) => (
          <FormControlLabel
            key={p}
            value={String(p)}
            control={<Radio disabled={saving} />}
            label={positionLabel(p)}
          />
        ))}
      </RadioGroup>
      <Alert severity="warning" sx={{ mt: 1.5 }}>
        {popupsText.roleWarning}
      </Alert>
    </Modal>
  );
}
