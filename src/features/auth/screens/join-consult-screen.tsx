import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/form/button';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { TextareaElement } from '@/components/form/textarea';
import { useKeptText } from '@/components/form/use-kept-text';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useJoinConsultMutation } from '../api/post-join-consult';
import { AuthCard } from '../components/auth-card';
import { contactFields, usePhoneHint } from '../components/guest-fields';
import { lazyGuestResolvers } from '../components/lazy-guest-resolvers';
import { PrivacyConsent } from '../components/privacy-consent';
import { SuccessPanel } from '../components/success-panel';
import type { joinConsultSchema } from '../components/validation';

type Values = z.input<typeof joinConsultSchema>;
type Parsed = z.output<typeof joinConsultSchema>;

const officeFields = (
  text: typeof messages.pages.joinConsult,
): readonly TextFieldSpec<Values>[] => [
  {
    name: 'officeName',
    label: text.officeName,
    required: true,
    autoComplete: 'organization',
  },
  {
    name: 'region',
    label: text.region,
    required: true,
    placeholder: text.regionHint,
  },
];

export default function JoinConsultScreen() {
  const joinConsultText = useConfig(messages.pages.joinConsult);
  const phoneHint = usePhoneHint();
  const contact = useMemo(
    () => contactFields<Values>(joinConsultText, phoneHint),
    [joinConsultText, phoneHint],
  );
  const office = useMemo(() => officeFields(joinConsultText), [joinConsultText]);

  const request = useJoinConsultMutation();
  const { control, handleSubmit, setValue, watch } = useForm<Values, unknown, Parsed>({
    resolver: lazyGuestResolvers.joinConsult,
    defaultValues: {
      name: '',
      phone: '',
      officeName: '',
      region: '',
      message: '',
      agreePrivacy: false,
    },
  });
  // What the visitor writes survives a reload until it is sent (then emptied: never sent twice).
  useKeptText('join-consult-message', 'message', { setValue, watch });
  const onSubmit = handleSubmit(({ message, ...values }) =>
    request.submit(
      { ...values, ...(message ? { message } : {}), agreePrivacy: true },
      { onSuccess: () => setValue('message', '') },
    ),
  );
  const requestId = request.data?.requestId;

  return (
    <AuthCard
      title={joinConsultText.title}
      lead={requestId === undefined ? joinConsultText.lead : undefined}
      width={640}
    >
      {requestId !== undefined ? (
        <SuccessPanel
          title={joinConsultText.successTitle}
          body={fmt(joinConsultText.successBody, { id: requestId })}
          actions={
            <Button to={href('landing')} size="lg">
              {joinConsultText.home}
            </Button>
          }
        />
      ) : (
        <HouseForm text={joinConsultText} mutation={request} onSubmit={onSubmit} fullWidthSubmit>
          <TextFields control={control} idPrefix="join" fields={contact} row />
          <TextFields control={control} idPrefix="join" fields={office} row />
          <TextareaElement
            control={control}
            name="message"
            id="join-message"
            label={joinConsultText.message}
            height={100}
          />
          <PrivacyConsent control={control} idPrefix="join" text={joinConsultText.privacyText} />
        </HouseForm>
      )}
    </AuthCard>
  );
}
