import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxElement } from '@/components/form/checkbox';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

export interface PrivacyConsentProps<T extends FieldValues & { agreePrivacy: boolean }> {
  control: Control<T>;
  /** The form's id prefix (`join`, `consult`): the section and checkbox ids start with it. */
  idPrefix: string;
  /** What this form collects, for what and for how long. */
  text: string;
}

/**
 * The consent both consultation forms end with: what is collected, then the required checkbox
 * `agreePrivacy` (the server accepts only `true`). The form's values must have `agreePrivacy`.
 */
export function PrivacyConsent<T extends FieldValues & { agreePrivacy: boolean }>({
  control,
  idPrefix,
  text,
}: PrivacyConsentProps<T>) {
  const consentText = useConfig(messages.pages.privacyConsent);
  const titleId = `${idPrefix}-privacy-title`;
  return (
    <>
      <Box
        component="section"
        aria-labelledby={titleId}
        sx={{ p: 2, bgcolor: 'grey.50', borderRadius: 1, border: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
          {consentText.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      <CheckboxElement
        control={control}
        // T has `agreePrivacy` (the bound above), which tsc cannot see through FieldPath<T>.
        name={'agreePrivacy' as FieldPath<T>}
        id={`${idPrefix}-agree-privacy`}
        label={consentText.agree}
      />
    </>
  );
}
