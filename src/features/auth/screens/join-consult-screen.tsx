import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '@/api/errors';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { postJoinConsult } from '../api/post-join-consult';
import { AuthCard } from '../components/auth-card';
import { SuccessPanel } from '../components/success-panel';
import { guestFormErrors, joinConsultSchema } from '../components/validation';

const joinConsultText = messages.pages.joinConsult;

type Values = z.input<typeof joinConsultSchema>;
type Parsed = z.output<typeof joinConsultSchema>;

export default function JoinConsultScreen() {
  const [requestId, setRequestId] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(joinConsultSchema, { error: guestFormErrors }),
    defaultValues: {
      name: '',
      phone: '',
      officeName: '',
      region: '',
      message: '',
      agreePrivacy: false,
    },
  });

  const onSubmit = handleSubmit(async ({ message, ...values }) => {
    try {
      const res = await postJoinConsult({
        ...values,
        ...(message ? { message } : {}),
        agreePrivacy: true,
      });
      setRequestId(res.requestId);
    } catch (e) {
      setError('root.server', {
        message: errorMessage(e, joinConsultText.failed) || joinConsultText.failed,
      });
    }
  });

  return (
    <AuthCard
      title={joinConsultText.title}
      lead={requestId === null ? joinConsultText.lead : undefined}
      width={640}
    >
      {requestId !== null ? (
        <SuccessPanel
          title={joinConsultText.successTitle}
          body={fmt(joinConsultText.successBody, { id: requestId })}
          actions={
            <Button component={RouterLink} to={href('landing')} variant="contained" size="lg">
              {joinConsultText.home}
            </Button>
          }
        />
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={onSubmit}
          aria-label={joinConsultText.title}
        >
          {errors.root?.server && (
            <Alert severity="error" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <TextField
              {...register('name')}
              id="join-name"
              label={joinConsultText.name}
              required
              autoComplete="name"
              error={!!errors.name}
              helperText={errors.name?.message}
              fullWidth
            />
            <TextField
              {...register('phone')}
              id="join-phone"
              type="tel"
              label={joinConsultText.phone}
              required
              autoComplete="tel"
              placeholder={messages.pages.findPassword.phoneHint}
              error={!!errors.phone}
              helperText={errors.phone?.message}
              fullWidth
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              {...register('officeName')}
              id="join-office"
              label={joinConsultText.officeName}
              required
              autoComplete="organization"
              error={!!errors.officeName}
              helperText={errors.officeName?.message}
              fullWidth
            />
            <TextField
              {...register('region')}
              id="join-region"
              label={joinConsultText.region}
              required
              placeholder={joinConsultText.regionHint}
              error={!!errors.region}
              helperText={errors.region?.message}
              fullWidth
            />
          </Stack>
          <TextField
            {...register('message')}
            id="join-message"
            label={joinConsultText.message}
            multiline
            minRows={3}
            error={!!errors.message}
            helperText={errors.message?.message}
            fullWidth
          />
          <Box
            component="section"
            aria-labelledby="join-privacy-title"
            sx={{ p: 2, bgcolor: 'grey.50', borderRadius: 1, border: 1, borderColor: 'divider' }}
          >
            <Typography id="join-privacy-title" component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
              {joinConsultText.privacyTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {joinConsultText.privacyText}
            </Typography>
          </Box>
          <FormControl error={!!errors.agreePrivacy}>
            <Controller
              control={control}
              name="agreePrivacy"
              render={({ field: { value, onChange, onBlur, name, ref } }) => (
                <FormControlLabel
                  label={joinConsultText.agreePrivacy}
                  control={
                    <Checkbox
                      name={name}
                      checked={value}
                      onBlur={onBlur}
                      onChange={(e) => onChange(e.target.checked)}
                      slotProps={{
                        input: {
                          ref,
                          'aria-describedby': errors.agreePrivacy
                            ? 'join-privacy-error'
                            : undefined,
                        },
                      }}
                    />
                  }
                />
              )}
            />
            {errors.agreePrivacy && (
              <FormHelperText id="join-privacy-error">{errors.agreePrivacy.message}</FormHelperText>
            )}
          </FormControl>
          <Button type="submit" variant="contained" size="lg" disabled={isSubmitting} fullWidth>
            {isSubmitting ? messages.pages.common.submitting : joinConsultText.submit}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
