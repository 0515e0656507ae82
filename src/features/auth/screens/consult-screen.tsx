import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/form/button';
import { HouseForm } from '@/components/form/house-form';
import { SelectElement } from '@/components/form/select-element';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { TextareaElement } from '@/components/form/textarea';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useConsultRequestMutation, type ConsultType } from '../api/post-consult-request';
import { AuthCard } from '../components/auth-card';
import { contactFields } from '../components/guest-fields';
import { lazyGuestResolvers } from '../components/lazy-guest-resolvers';
import { SuccessPanel } from '../components/success-panel';
import type { consultSchema } from '../components/validation';
const TYPE_OPTIONS = (Object.keys(consultText.types) as ConsultType[]).map((type) => {
  const consultText = useConfig(messages.pages.consult);
  return {
    value: type,
    label: consultText.types[type],
  };
});

type Values = z.input<typeof consultSchema>;
type Parsed = z.output<typeof consultSchema>;

const CONTACT_FIELDS = contactFields<Values>(consultText);
const OFFICE_FIELDS: readonly TextFieldSpec<Values>[] = [
  { name: 'officeName', label: consultText.officeName, autoComplete: 'organization' },
];

const empty: Values = {
  name: '',
  phone: '',
  officeName: '',
  consultType: 'PRODUCT',
  message: '',
};

export default function ConsultScreen() {
  const consultText = useConfig(messages.pages.consult);

  const request = useConsultRequestMutation();
  const { control, handleSubmit, reset } = useForm<Values, unknown, Parsed>({
    resolver: lazyGuestResolvers.consult,
    defaultValues: empty,
  });
  const onSubmit = handleSubmit(({ officeName, ...rest }) =>
    request.submit(officeName ? { ...rest, officeName } : rest),
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
          <TextFields control={control} idPrefix="consult" fields={CONTACT_FIELDS} row />
          <Stack direction="row" spacing={2}>
            <TextFields control={control} idPrefix="consult" fields={OFFICE_FIELDS} />
            <SelectElement
              control={control}
              name="consultType"
              id="consult-type"
              label={consultText.consultType}
              required
              options={TYPE_OPTIONS}
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
        </HouseForm>
      )}
    </AuthCard>
  );
}
