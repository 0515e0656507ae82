import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/form/button';
import { HouseForm } from '@/components/form/house-form';
import { SelectElement } from '@/components/form/select-element';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { TextareaElement } from '@/components/form/textarea';
import { useKeptText } from '@/components/form/use-kept-text';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useConsultRequestMutation, type ConsultType } from '../api/post-consult-request';
import { AuthCard } from '../components/auth-card';
import { contactFields, usePhoneHint } from '../components/guest-fields';
import { lazyGuestResolvers } from '../components/lazy-guest-resolvers';
import { PrivacyConsent } from '../components/privacy-consent';
import { SuccessPanel } from '../components/success-panel';
import type { consultSchema } from '../components/validation';

type Values = z.input<typeof consultSchema>;
type Parsed = z.output<typeof consultSchema>;
type ConsultText = typeof messages.pages.consult;

const typeOptions = (text: ConsultText) =>
  (Object.keys(text.types) as ConsultType[]).map((type) => ({
    value: type,
    label: text.types[type],
  }));

const officeFields = (text: ConsultText): readonly TextFieldSpec<Values>[] => [
  { name: 'officeName', label: text.officeName, autoComplete: 'organization' },
];

const empty: Values = {
  name: '',
  phone: '',
  officeName: '',
  consultType: 'PRODUCT',
  message: '',
  agreePrivacy: false,
};

export default function ConsultScreen() {
  const consultText = useConfig(messages.pages.consult);
  const phoneHint = usePhoneHint();
  const fields = useMemo(
    () => ({
      types: typeOptions(consultText),
      contact: contactFields<Values>(consultText, phoneHint),
      office: officeFields(consultText),
    }),
    [consultText, phoneHint],
  );

  const request = useConsultRequestMutation();
  const { control, handleSubmit, reset, setValue, watch } = useForm<Values, unknown, Parsed>({
    resolver: lazyGuestResolvers.consult,
    defaultValues: empty,
  });
  // What the visitor writes survives a reload until it is sent (then emptied: never sent twice).
  useKeptText('consult-message', 'message', { setValue, watch });
  const onSubmit = handleSubmit(({ officeName, ...rest }) =>
    request.submit(
      { ...rest, ...(officeName ? { officeName } : {}), agreePrivacy: true },
      { onSuccess: () => setValue('message', '') },
    ),
  );
  const requestId = request.data?.requestId;

  return (
    <AuthCard
      title={consultText.title}
      lead={requestId === undefined ? consultText.lead : undefined}
      width={640}
    >
      {requestId !== undefined ? (
        <SuccessPanel
          title={consultText.successTitle}
          body={fmt(consultText.successBody, { id: requestId })}
          actions={
            <Button
              kind="outline"
              size="lg"
              onClick={() => {
                reset(empty);
                request.reset();
              }}
            >
              {consultText.again}
            </Button>
          }
        />
      ) : (
        <HouseForm text={consultText} mutation={request} onSubmit={onSubmit} fullWidthSubmit>
          <TextFields control={control} idPrefix="consult" fields={fields.contact} row />
          <Stack direction="row" spacing={2}>
            <TextFields control={control} idPrefix="consult" fields={fields.office} />
            <SelectElement
              control={control}
              name="consultType"
              id="consult-type"
              label={consultText.consultType}
              required
              options={fields.types}
              placeholder={false}
            />
          </Stack>
          <TextareaElement
            control={control}
            name="message"
            id="consult-message"
            label={consultText.message}
            required
            height={120}
          />
          <PrivacyConsent control={control} idPrefix="consult" text={consultText.privacyText} />
        </HouseForm>
      )}
    </AuthCard>
  );
}
