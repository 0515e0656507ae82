import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { requestBodySchemas } from '@/api/request-schemas';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { TextareaElement } from '@/components/form/textarea';
import { useKeptText } from '@/components/form/use-kept-text';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { koreanErrors } from '@/lib/korean-errors';
import type { InquiryTab } from '../api/get-inquiry-list';
import { useInquiryAnswerMutation } from '../api/post-inquiry-answer';
import { TemplatePicker } from './template-picker';

const body = requestBodySchemas.postInquiryAnswer;
// The server's rules plus one the spec cannot say: spaces alone are no answer.
const schema = body.extend({
  message: body.shape.message.refine((v) => v.trim() !== '', {
    error: () => readConfig(messages.journeys.inquiry).answerRequired,
  }),
});
const MAX = 500;

/**
 * Answer box under the thread: talk answers by chat, sms by a text to the customer's phone. What
 * is typed is kept, per inquiry, until it is sent.
 */
export function InquiryAnswerForm({ tab, inquiryId }: { tab: InquiryTab; inquiryId: number }) {
  const t = useConfig(messages.journeys.inquiry);

  const answer = useInquiryAnswerMutation(tab, inquiryId);
  const { control, handleSubmit, reset, setValue, watch } = useForm({
    resolver: zodResolver(schema, {
      error: koreanErrors({ message: { required: t.answerRequired } }),
    }),
    defaultValues: { message: '' },
  });
  useKeptText(`inquiry-answer:${tab}:${inquiryId}`, 'message', { setValue, watch });
  // submit drops a second click while the first answer is on its way (one text message).
  const onSubmit = handleSubmit((values) => {
    answer.submit(
      { message: values.message.trim() },
      {
        onSuccess: () => {
          reset({ message: '' });
          toast.success(tab === 'sms' ? t.sentSms : t.sentTalk);
        },
        // The typed text stays in the box so nothing is lost.
        onError: (e) => toast.error(errorMessage(e, t.sendFailed)),
      },
    );
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t.answerForm}>
      <Box sx={{ mb: 2 }}>
        <TemplatePicker
          onPick={(text) =>
            setValue('message', text.slice(0, MAX), { shouldDirty: true, shouldValidate: true })
          }
        />
      </Box>
      <TextareaElement
        name="message"
        control={control}
        label={t.answerLabel}
        required
        maxLength={MAX}
        height={120}
        width="100%"
        placeholder={tab === 'sms' ? t.answerPlaceholderSms : t.answerPlaceholderTalk}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" size="lg" disabled={answer.isPending}>
          {answer.isPending ? t.sending : tab === 'sms' ? t.sendSms : t.sendTalk}
        </Button>
      </Box>
    </Form>
  );
}
