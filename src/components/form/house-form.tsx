import { type FocusEventHandler, type FormEventHandler, type ReactNode } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { Button } from './button';
import { Form } from './form';
import { ServerError } from './server-error';

/** The texts a form screen's messages section has: its name, the failure fallback, the submit. */
export interface HouseFormText {
  title: string;
  failed: string;
  submit: string;
}

export interface HouseFormProps {
  text: HouseFormText;
  /** The write the form submits (a useWriteMutation result). */
  mutation: { error: unknown; isPending: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Focus entering any field or button of the form (a screen preloads what submitting needs). */
  onFocus?: FocusEventHandler<HTMLFormElement>;
  /** The submit button spans the form (the narrow guest cards). */
  fullWidthSubmit?: boolean;
  children: ReactNode;
  /** Under the submit button (links to other pages). */
  footer?: ReactNode;
}

/**
 * The layout every house form shares: named by its title, the server's refusal above the
 * fields, then the submit button, disabled and saying so while the write is pending (a second
 * submit is dropped by useWriteMutation as well). On a server-rendered page a submit made before
 * the scripts ran is sent once the form is hydrated.
 */
export function HouseForm({
  text,
  mutation,
  onSubmit,
  onFocus,
  fullWidthSubmit,
  children,
  footer,
}: HouseFormProps) {
  const commonText = useConfig(messages.pages.common);

  return (
    <Form
      // Never a URL with the fields in it: a browser without scripts posts them (the server
      // answers with the page again), and the app sends every submit itself.
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-label={text.title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <ServerError error={mutation.error} fallback={text.failed} />
      {children}
      <Button type="submit" size="lg" disabled={mutation.isPending} fullWidth={fullWidthSubmit}>
        {mutation.isPending ? commonText.submitting : text.submit}
      </Button>
      {footer}
    </Form>
  );
}
