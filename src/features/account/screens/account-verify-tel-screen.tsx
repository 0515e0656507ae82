import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/errors';
import { requestBodySchemas } from '@/api/request-schemas';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { TextFieldElement } from '@/components/form/text-input';
import { PageTitle } from '@/components/page/page-title';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { koreanErrors } from '@/lib/korean-errors';
import { useSession } from '@/session';
import { useVerifyTelRequestMutation } from '../api/post-verify-tel-request';
import { VerifyTelCodeForm } from '../components/verify-tel-code-form';

const phoneErrors = koreanErrors(() => {
  const t = readConfig(messages.journeys.verifyTel);
  return { phone: { required: t.phoneRequired, format: t.phoneFormat } };
});

/** /account/verify-tel: where the start-up popup's "인증하러 가기" leads. */
export default function AccountVerifyTelScreen() {
  const t = useConfig(messages.journeys.verifyTel);

  const navigate = useNavigate();
  const userPhone = useSession((s) => s.userPhone);
  const request = useVerifyTelRequestMutation();
  const [sent, setSent] = useState<{ phone: string; expiresAt: number; n: number } | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(requestBodySchemas.postVerifyTelRequest, { error: phoneErrors }),
    defaultValues: { phone: userPhone ?? '' },
  });
  const onSubmit = handleSubmit((values) => {
    request.submit(values, {
      onSuccess: (r) =>
        setSent({ phone: r.phone, expiresAt: Date.parse(r.expiresAt), n: r.remainingSends }),
      onError: (e) => setError('phone', { message: errorMessage(e, t.failed) || t.failed }),
    });
  });
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 640 }}>
        <Form noValidate onSubmit={onSubmit} aria-label={t.requestForm}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <TextFieldElement
              name="phone"
              control={control}
              label={t.phone}
              type="tel"
              required
              maxLength={13}
              showCounter={false}
              autoComplete="tel"
              width={280}
            />
            <Box sx={{ pt: 3.5 }}>
              <Button type="submit" size="lg" kind="outline" disabled={request.isPending}>
                {request.isPending ? t.sending : sent ? t.resend : t.send}
              </Button>
            </Box>
          </Box>
        </Form>
        {sent && (
          <>
            <Alert severity="info" sx={{ mt: 3 }}>
              {fmt(t.sent, { phone: sent.phone, n: sent.n })}
            </Alert>
            <VerifyTelCodeForm
              key={sent.expiresAt}
              phone={sent.phone}
              expiresAt={sent.expiresAt}
              onVerified={() => void navigate(routesConfig.homePath)}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
