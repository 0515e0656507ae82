import Box from '@mui/material/Box';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { Checkbox } from '@/components/form/checkbox';
import { TextInput } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { canUseCall } from '@/lib/positions';
import {
  getSession,
  normalizeContactMethods,
  updateSession,
  useSession,
  type ContactMethodType,
} from '@/session';
import { useContactMethodMutation } from '../api/post-contact-method-edit2';
import {
  CHAT_MESSAGE_MAX,
  CONTACT_OPTIONS,
  sortByCode,
  validateContactForm,
  type ContactFormProblem,
} from '../model/contact-form';

export interface ContactSettingsDialogProps {
  open: boolean;
  onClose: (saved: boolean) => void;
  hideCancel?: boolean;
}

/** Contact settings popup (seed 001 §2 #6, §4, §5; A-56..A-61). */
export function ContactSettingsDialog({ open, onClose, hideCancel }: ContactSettingsDialogProps) {
  // Mounted only while open, so each opening starts from the session's current values.
  return open ? <ContactSettingsForm onClose={onClose} hideCancel={hideCancel} /> : null;
}

const METHODS_ERROR_ID = 'contact-methods-error';

const methodLabels = (
  text: typeof messages.contact,
): Record<ContactMethodType, { label: string; desc: string }> => ({
  SMS: { label: text.sms, desc: text.smsDesc },
  CHAT_TALK: { label: text.chat, desc: text.chatDesc },
  CALL: { label: text.call, desc: text.callDesc },
});

function ContactSettingsForm({ onClose, hideCancel }: Omit<ContactSettingsDialogProps, 'open'>) {
  const contactText = useConfig(messages.contact);
  const labels = methodLabels(contactText);
  const errorsText = useConfig(messages.errors);
  const ui = useConfig(uiConfig);
  const commonText = useConfig(messages.common);

  const position = useSession((s) => s.position);
  const callAllowed = canUseCall(position);
  const [initial] = useState(() => {
    const s = getSession();
    const allowed = canUseCall(s.position);
    return {
      types: s.contactMethodTypes.filter((t) => t !== 'CALL' || allowed),
      message: s.chatContactMessage ?? '',
      // An assistant's saved CALL cannot be kept: say so next to CALL instead of dropping it.
      callUnavailable: !allowed && s.contactMethodTypes.includes('CALL'),
    };
  });
  const [types, setTypes] = useState<ContactMethodType[]>(initial.types);
  const [message, setMessage] = useState(initial.message);
  const [problem, setProblem] = useState<ContactFormProblem | null>(null);
  const edit = useContactMethodMutation();
  const saving = edit.isPending;

  const toggle = (t: ContactMethodType, on: boolean) => {
    setTypes((prev) => (on ? sortByCode([...prev, t]) : prev.filter((x) => x !== t)));
    // toggling CHAT_TALK either way resets the message to the initial one.
    if (t === 'CHAT_TALK') setMessage(initial.message);
    setProblem(null);
  };
  const editMessage = (v: string) => {
    setMessage(v);
    if (problem?.field === 'message') setProblem(null);
  };

  const save = () => {
    if (saving) return;
    const found = validateContactForm(types, message);
    setProblem(found);
    if (found) {
      toast.warning(found.message);
      return;
    }
    if (!window.confirm(contactText.confirmSave)) return;
    const contactMethodTypes = sortByCode(types);
    edit.submit(
      { contactMethodTypes, chatContactMessage: message },
      {
        onSuccess: () => {
          const lists = normalizeContactMethods(contactMethodTypes);
          updateSession({
            isShowSetContactMethod: false,
            contactMethodTypes: lists.contactMethodTypes,
            contactMethods: lists.contactMethods,
            chatContactMessage: message,
          });
          // Every way in (start-up popup, header, contact screen) confirms the save the same way.
          toast.success(contactText.saved);
          onClose(true);
        },
        onError: (e) => toast.error(errorMessage(e, errorsText.server)),
      },
    );
  };

  const chatOn = types.includes('CHAT_TALK');
  const methodsError = problem?.field === 'methods';
  const messageError = problem?.field === 'message' ? problem.message : undefined;
  return (
    <Modal
      open
      title={contactText.title}
      width={ui.modal.contactSettingsWidth}
      onClose={() => onClose(false)}
      hideClose={hideCancel}
      escapeClose={!hideCancel}
      testId="contact-settings-dialog"
      actions={
        <>
          {!hideCancel && (
            <Button kind="secondary" size="lg" onClick={() => onClose(false)} disabled={saving}>
              {commonText.cancel}
            </Button>
          )}
          <Button size="lg" onClick={save} disabled={saving}>
            {commonText.done}
          </Button>
        </>
      }
    >
      <Box
        component="fieldset"
        aria-invalid={methodsError || undefined}
        aria-describedby={methodsError ? METHODS_ERROR_ID : undefined}
        sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Box component="legend" sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5, p: 0 }}>
          {contactText.methodsLegend}
        </Box>
        {CONTACT_OPTIONS.map((t) => {
          const disabled = t === 'CALL' && !callAllowed;
          return (
            <Box
              key={t}
              sx={{
                border: '1px solid',
                borderColor: methodsError ? 'error.main' : 'divider',
                borderRadius: 1.5,
                p: 1.5,
              }}
            >
              <Checkbox
                id={`contact-method-${t}`}
                name="contactMethodTypes"
                label={labels[t].label}
                description={
                  disabled ? (
                    <>
                      {labels[t].desc}
                      <Box
                        component="span"
                        sx={{ display: 'block', color: 'scale.red.700', mt: 0.25 }}
                      >
                        {contactText.callDisabledAssistant}
                      </Box>
                      {initial.callUnavailable && (
                        <Box
                          component="span"
                          sx={{ display: 'block', color: 'scale.red.700', mt: 0.25 }}
                        >
                          {contactText.callSavedUnavailable}
                        </Box>
                      )}
                    </>
                  ) : (
                    labels[t].desc
                  )
                }
                checked={types.includes(t)}
                disabled={disabled || saving}
                error={methodsError && !disabled}
                onChange={(on) => toggle(t, on)}
              >
                {t === 'CHAT_TALK' && (
                  <Box sx={{ mt: 1 }}>
                    <TextInput
                      id="contact-chat-message"
                      name="chatContactMessage"
                      label={contactText.chatMessageLabel}
                      required={chatOn}
                      value={message}
                      onChange={editMessage}
                      error={Boolean(messageError)}
                      helperText={messageError}
                      maxLength={CHAT_MESSAGE_MAX}
                      disabled={!chatOn || saving}
                      placeholder={contactText.chatMessagePlaceholder}
                    />
                  </Box>
                )}
              </Checkbox>
            </Box>
          );
        })}
        {methodsError && (
          <Box id={METHODS_ERROR_ID} sx={{ fontSize: 13, color: 'error.main' }}>
            {problem.message}
          </Box>
        )}
      </Box>
      <Box
        component="ul"
        sx={{ mt: 2, mb: 0, pl: 2.5, fontSize: 13, color: 'text.secondary', '& li': { mt: 0.5 } }}
      >
        <li>{contactText.noteAllListings}</li>
        <li>{contactText.notePhoneMatch}</li>
      </Box>
    </Modal>
  );
}
