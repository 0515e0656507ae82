import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { requestBodySchemas } from '@/api/request-schemas';
import { CheckboxElement } from '@/components/form/checkbox';
import { HouseForm } from '@/components/form/house-form';
import { TextFieldElement } from '@/components/form/text-input';
import { PageTitle } from '@/components/page/page-title';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { koreanErrors } from '@/lib/korean-errors';
import { endClientSession, useSession } from '@/session';
import { useUserWithdrawMutation } from '../api/post-user-withdraw';

// The server's body (spec/openapi.yaml) with the confirmation the form requires ticked. The
// texts are read when a value fails, from the config version active then.
const withdrawTexts = () => readConfig(messages.pages.account).withdraw;
const schema = requestBodySchemas.postUserWithdraw.extend({
  confirm: z.boolean().refine((v) => v, { error: () => withdrawTexts().agreeRequired }),
});
const withdrawErrors = koreanErrors(() => ({
  password: { required: withdrawTexts().passwordRequired },
}));
type Values = z.infer<typeof schema>;

function InfoList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" sx={{ fontSize: 16, fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', fontSize: 14 }}>
        {items.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}

/** /account/withdraw: what goes and what stays, then the password and a confirmation. */
export default function AccountWithdrawScreen() {
  const withdrawText = useConfig(messages.pages.account).withdraw;

  const isMaster = useSession((s) => s.isMaster);
  const withdraw = useUserWithdrawMutation();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema, { error: withdrawErrors }),
    defaultValues: { password: '', confirm: false },
  });
  const onSubmit = handleSubmit((values) =>
    withdraw.submit(values, {
      onSuccess: () => {
        toast.success(withdrawText.success);
        endClientSession(href('login'));
      },
    }),
  );

  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={withdrawText.title} lead={withdrawText.lead} />
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 640 }}>
        <Stack spacing={3}>
          <InfoList title={withdrawText.deletedTitle} items={withdrawText.deleted} />
          <InfoList title={withdrawText.keptTitle} items={withdrawText.kept} />
          {isMaster && (
            <Typography variant="body2">
              {withdrawText.masterNote}{' '}
              <Link component={RouterLink} to={href('account-sub-user')}>
                {withdrawText.subUserLink}
              </Link>
            </Typography>
          )}
          <HouseForm text={withdrawText} mutation={withdraw} onSubmit={onSubmit}>
            <TextFieldElement
              control={control}
              name="password"
              id="withdraw-password"
              type="password"
              label={withdrawText.password}
              autoComplete="current-password"
              required
            />
            <CheckboxElement control={control} name="confirm" label={withdrawText.agree} />
          </HouseForm>
        </Stack>
      </Paper>
    </Box>
  );
}
